import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { escapeLike } from "../../db/like.js";
import type { MemberRow } from "../members/members.schema.js";
import { activeMemberOf, groupsVisibleTo } from "./groups.access.js";
import { groups } from "./groups.schema.js";

export type GroupListFilter = {
  viewer: MemberRow;
  q: string;
  categoryId?: string;
  onlyMine?: boolean;
  onlyChatEnabled?: boolean;
  excludeSensitive?: boolean;
};

/** Groups the viewer may know of (the groups module's `groupsVisibleTo`), narrowed by the filter. */
function groupWhere(f: GroupListFilter) {
  const words = f.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  return and(
    f.categoryId ? eq(groups.groupCategoryId, f.categoryId) : undefined,
    groupsVisibleTo(f.viewer),
    f.onlyMine ? activeMemberOf(groups.id, f.viewer.id) : undefined,
    f.onlyChatEnabled ? eq(groups.chatEnabled, true) : undefined,
    f.excludeSensitive ? eq(groups.sensitive, false) : undefined,
    ...words.map((w) => sql`lower(${groups.name}) like ${`%${escapeLike(w)}%`}`),
  );
}

export async function listGroups(db: DbOrTx, f: GroupListFilter, limit: number, offset: number, withCount = true) {
  const where = groupWhere(f);
  const page = db
    .select()
    .from(groups)
    .where(where)
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(limit)
    .offset(offset);
  // Quick searches show a handful of hits and need no total.
  if (!withCount) {
    const rows = await page;
    return { rows, total: rows.length };
  }
  const [rows, [counted]] = await Promise.all([
    page,
    db.select({ n: sql<number>`count(*)::int` }).from(groups).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
