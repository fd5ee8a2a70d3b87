import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";

/** Every given count (integer scalar subqueries, by key) in one statement. */
export async function selectCounts(db: DbOrTx, counts: Record<string, SQL<number>>): Promise<Record<string, number>> {
  const entries = Object.entries(counts);
  if (entries.length === 0) return {};
  const columns = sql.join(
    entries.map(([key, count]) => sql`${count} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${columns}`)) as unknown as { rows: Record<string, number>[] };
  const row = result.rows[0] ?? {};
  return Object.fromEntries(entries.map(([key]) => [key, Number(row[key] ?? 0)]));
}
