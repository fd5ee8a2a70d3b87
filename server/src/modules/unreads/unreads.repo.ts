import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedOn } from "../../db/prepared.js";

/**
 * Every count `countsOf` gives for a member (integer scalar subqueries, by key) in one statement, built once
 * per database with the member as a placeholder: it runs on every unread-counts call and every push.
 */
export function countsStatement(
  db: DbOrTx,
  keys: string[],
  countsOf: (memberId: Placeholder) => Record<string, SQL<number>>,
): (memberId: string) => Promise<Record<string, number>> {
  return preparedOn(
    db,
    `unread_counts:${keys.join(",")}`,
    (d, key) => {
      const counts = Object.entries(countsOf(sql.placeholder("memberId")));
      if (counts.length === 0) return async () => ({});
      const columns = Object.fromEntries(counts);
      // No table: the select's one row, from a one-row subquery (drizzle's select needs a from).
      const query = d
        .select(columns)
        .from(sql`(select) as one`)
        .prepare(key.replace(/[^a-z0-9_]/gi, "_"));
      return async (memberId: string) => {
        const [row] = (await query.execute({ memberId })) as Record<string, unknown>[];
        return Object.fromEntries(counts.map(([name]) => [name, Number(row?.[name] ?? 0)]));
      };
      // Planned once: each count is an indexed lookup by the member, whoever they are.
    },
    { plan: "generic" },
  );
}
