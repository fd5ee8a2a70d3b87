import { DIRECTORY_TOO_LARGE } from "@intranet/contracts";
import { and, asc, eq, isNull, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { sortKey } from "../../db/columns.js";
import { escapeLike } from "../../db/like.js";
import { preparedOn } from "../../db/prepared.js";
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

/** The typed words' LIKE patterns (at most 4): each word must start the first or the last name, accents aside. */
const namePatterns = (q: string) =>
  sortKey(q)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((w) => `${escapeLike(w)}%`);

/** The folded names (`*_sort`) LIKE 'w%' use the prefix indexes; a pattern is a value or a placeholder. */
function nameMatches(patterns: (string | Placeholder)[]): SQL[] {
  return patterns.map(
    (pattern) => or(sql`${members.firstNameSort} like ${pattern}`, sql`${members.lastNameSort} like ${pattern}`) as SQL,
  );
}

function memberWhere(f: MemberListFilter, patterns: (string | Placeholder)[]) {
  return and(
    // Deleted members are locked too, but never listed even where locked members are.
    f.includeLocked ? isNull(members.deletedAt) : isNull(members.lockedAt),
    f.includeExternal ? undefined : eq(members.isExternal, false),
    ...nameMatches(patterns),
    f.only?.(members.id),
    ...Object.entries(f.profile).map(([field, value]) => sql`${members.profile}->>${field} = ${value}`),
  );
}

const orderFor = (sort: "first_name" | "last_name") =>
  sort === "first_name"
    ? [asc(members.firstNameSort), asc(members.lastNameSort), asc(members.id)]
    : [asc(members.lastNameSort), asc(members.firstNameSort), asc(members.id)];

/** One page of members and a count that stops just above the too-large limit. */
export async function listMembers(
  db: DbOrTx,
  f: MemberListFilter,
  sort: "first_name" | "last_name",
  limit: number,
  offset: number,
  withCount = true,
): Promise<{ rows: MemberRow[]; total: number }> {
  const patterns = namePatterns(f.q);
  const where = memberWhere(f, patterns);
  // Without a group or profile filter (the quick search, the directory's first pages) the page is built once per
  // shape, the patterns, limit and offset placeholders.
  const page =
    f.only || Object.keys(f.profile).length
      ? db
          .select()
          .from(members)
          .where(where)
          .orderBy(...orderFor(sort))
          .limit(limit)
          .offset(offset)
      : preparedOn(
          db,
          `member_list_${sort}${f.includeLocked ? "_l" : ""}${f.includeExternal ? "_x" : ""}_w${patterns.length}`,
          (d, name) =>
            d
              .select()
              .from(members)
              .where(
                memberWhere(
                  f,
                  patterns.map((_, i) => sql.placeholder(`w${i}`)),
                ),
              )
              .orderBy(...orderFor(sort))
              .limit(sql.placeholder("limit"))
              .offset(sql.placeholder("offset"))
              .prepare(name),
        ).execute({ limit, offset, ...Object.fromEntries(patterns.map((p, i) => [`w${i}`, p])) });
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
