import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { escapeLike } from "../../db/like.js";
import { preparedOn } from "../../db/prepared.js";
import type { MemberRow } from "../members/members.schema.js";
import { activeMemberOf, groupsVisibleTo, viewerAsPlaceholder } from "./groups.access.js";
import { groups } from "./groups.schema.js";

export type GroupListFilter = {
  viewer: MemberRow;
  q: string;
  categoryId?: string;
  onlyMine?: boolean;
  onlyChatEnabled?: boolean;
  excludeSensitive?: boolean;
};

/**
 * Groups the viewer may know of (the groups module's `groupsVisibleTo`), narrowed by the filter: SQL with the
 * viewer's id, the category and the words as placeholders, for statements built once per shape of the filter.
 */
function groupWhere(f: GroupListFilter, words: number) {
  const { viewer } = viewerAsPlaceholder(f.viewer);
  return and(
    f.categoryId ? eq(groups.groupCategoryId, sql.placeholder("categoryId")) : undefined,
    groupsVisibleTo(viewer),
    f.onlyMine ? activeMemberOf(groups.id, viewer.id) : undefined,
    f.onlyChatEnabled ? eq(groups.chatEnabled, true) : undefined,
    f.excludeSensitive ? eq(groups.sensitive, false) : undefined,
    ...Array.from({ length: words }, (_, i) => sql`lower(${groups.name}) like ${sql.placeholder(`w${i}`)}`),
  );
}

/** A page of the groups the filter finds, by name, and (`withCount`) their total: statements built once per shape. */
export async function listGroups(db: DbOrTx, f: GroupListFilter, limit: number, offset: number, withCount = true) {
  const words = f.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  const shape = `${viewerAsPlaceholder(f.viewer).key}${f.categoryId ? "_c" : ""}${f.onlyMine ? "_m" : ""}${
    f.onlyChatEnabled ? "_t" : ""
  }${f.excludeSensitive ? "_s" : ""}_w${words.length}`;
  const values = {
    viewerId: f.viewer.id,
    categoryId: f.categoryId,
    limit,
    offset,
    ...Object.fromEntries(words.map((w, i) => [`w${i}`, `%${escapeLike(w)}%`])),
  };
  const page = preparedOn(db, `group_list${shape}`, (d, name) =>
    d
      .select()
      .from(groups)
      .where(groupWhere(f, words.length))
      .orderBy(asc(groups.nameSort), asc(groups.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  ).execute(values);
  // Quick searches show a handful of hits and need no total.
  if (!withCount) {
    const rows = await page;
    return { rows, total: rows.length };
  }
  const [rows, [counted]] = await Promise.all([
    page,
    preparedOn(db, `group_count${shape}`, (d, name) =>
      d.select({ n: sql<number>`count(*)::int` }).from(groups).where(groupWhere(f, words.length)).prepare(name),
    ).execute(values),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
