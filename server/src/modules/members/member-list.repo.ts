import { DIRECTORY_TOO_LARGE } from "@intranet/contracts";
import { and, asc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { escapeLike } from "../../db/like.js";
import type { MemberPredicate } from "./members.repo.js";
import { type MemberRow, members } from "./members.schema.js";

// The member directory's lists: filtered, sorted pages of members and the values to filter by.

export type MemberListFilter = {
  q: string;
  /** Only the members it holds for (groups' `activeMemberOf` a group). */
  only?: MemberPredicate | undefined;
  includeExternal: boolean;
  includeLocked: boolean;
  profile: Record<string, string>;
};

/** Each typed word must start the first or the last name; lower(name) LIKE 'w%' uses the prefix indexes. */
function nameMatches(q: string): SQL[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((w) => {
      const pattern = `${escapeLike(w)}%`;
      return or(
        sql`lower(${members.firstName}) like ${pattern}`,
        sql`lower(${members.lastName}) like ${pattern}`,
      ) as SQL;
    });
}

function memberWhere(f: MemberListFilter) {
  return and(
    // Deleted members are locked too, but never listed even where locked members are.
    f.includeLocked ? isNull(members.deletedAt) : isNull(members.lockedAt),
    f.includeExternal ? undefined : eq(members.isExternal, false),
    ...nameMatches(f.q),
    f.only?.(members.id),
    ...Object.entries(f.profile).map(([field, value]) => sql`${members.profile}->>${field} = ${value}`),
  );
}

const orderFor = (sort: "first_name" | "last_name") =>
  sort === "first_name"
    ? [asc(members.firstName), asc(members.lastName), asc(members.id)]
    : [asc(members.lastName), asc(members.firstName), asc(members.id)];

/** One page of members and a count that stops just above the too-large limit. */
export async function listMembers(
  db: DbOrTx,
  f: MemberListFilter,
  sort: "first_name" | "last_name",
  limit: number,
  offset: number,
  withCount = true,
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = memberWhere(f);
  const page = db
    .select()
    .from(members)
    .where(where)
    .orderBy(...orderFor(sort))
    .limit(limit)
    .offset(offset);
  // Quick searches show a handful of hits and need no total; counting is the costly part.
  if (!withCount) {
    const rows = await page;
    return { rows, total: rows.length };
  }
  const capped = db
    .select({ one: sql`1` })
    .from(members)
    .where(where)
    .limit(DIRECTORY_TOO_LARGE + 1)
    .as("capped");
  const [[counted], rows] = await Promise.all([db.select({ n: sql<number>`count(*)::int` }).from(capped), page]);
  return { rows, total: counted?.n ?? 0 };
}

/** Distinct values of a profile field among unlocked members, for the filter selects. */
export async function profileValues(db: DbOrTx, field: string) {
  const value = sql<string>`${members.profile}->>${field}`;
  const rows = await db
    .selectDistinct({ value })
    .from(members)
    .where(and(isNull(members.lockedAt), sql`coalesce(${value}, '') <> ''`))
    .limit(200);
  return rows.map((r) => r.value).sort((a, b) => a.localeCompare(b));
}
