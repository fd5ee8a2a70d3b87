import { and, asc, eq, isNull, like, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type GroupPageRow, groupPages } from "./group-pages.schema.js";

/** The pages of one group, or the network's pages (no group). */
const scopeOf = (groupId: string | null) => (groupId ? eq(groupPages.groupId, groupId) : isNull(groupPages.groupId));

/** Slugs of the group's (or the network's) pages that are `base` or `base-…`, to pick a free one from. */
export async function slugsLike(db: DbOrTx, groupId: string | null, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ slug: groupPages.slug })
    .from(groupPages)
    .where(and(scopeOf(groupId), or(eq(groupPages.slug, base), like(groupPages.slug, `${escaped}-%`))));
  return new Set(rows.map((r) => r.slug));
}

/**
 * Inserts the page at the end of the group's (or the network's) pages; null when its slug was taken meanwhile (the
 * unique indexes decide, so two writers never share a slug).
 */
export async function insertPage(
  db: DbOrTx,
  values: Pick<GroupPageRow, "groupId" | "slug" | "title" | "htmlContent" | "authorId"> &
    Partial<Pick<GroupPageRow, "parentId" | "showInUserbar">>,
): Promise<GroupPageRow | null> {
  const next = sql<number>`(select coalesce(max(${groupPages.position}), -1) + 1 from ${groupPages} where ${groupPages.groupId} is not distinct from ${values.groupId})`;
  const [row] = await db
    .insert(groupPages)
    .values({ ...values, position: next })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updatePageRow(
  db: DbOrTx,
  id: string,
  set: Pick<GroupPageRow, "title" | "htmlContent"> & Partial<Pick<GroupPageRow, "parentId" | "showInUserbar">>,
): Promise<GroupPageRow> {
  const [row] = await db.update(groupPages).set(set).where(eq(groupPages.id, id)).returning();
  if (!row) throw new Error(`group page ${id} vanished`);
  return row;
}

/**
 * The ids of the pages under one parent, locked until the transaction ends (a reorder compares them with what it
 * was given): a group's pages (they have no parents), or the network's pages under `parentId` (null: top level).
 */
export async function lockSiblingIds(db: DbOrTx, groupId: string | null, parentId: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: groupPages.id })
    .from(groupPages)
    .where(
      and(
        scopeOf(groupId),
        groupId ? undefined : parentId ? eq(groupPages.parentId, parentId) : isNull(groupPages.parentId),
      ),
    )
    .for("update");
  return rows.map((r) => r.id);
}

/**
 * Every network page's id and parent, locked until the transaction ends: a move to another parent checks the tree
 * (no cycle) and the new siblings under these locks, so two moves or a move and a reorder never cross.
 */
export async function lockNetworkTree(db: DbOrTx): Promise<Pick<GroupPageRow, "id" | "parentId">[]> {
  return db
    .select({ id: groupPages.id, parentId: groupPages.parentId })
    .from(groupPages)
    .where(isNull(groupPages.groupId))
    .for("update");
}

/** A network page under another parent (its content and `updated_at` unchanged). */
export async function setParentId(db: DbOrTx, id: string, parentId: string | null): Promise<void> {
  await db.update(groupPages).set({ parentId }).where(eq(groupPages.id, id));
}

/** Positions 0, 1, 2, … in the order given, in one statement; `updated_at` stays (the pages' content is unchanged). */
export async function setPositions(db: DbOrTx, ids: string[]): Promise<void> {
  const list = sql`${sql.param(ids)}::char(24)[]`;
  await db.execute(
    sql`update ${groupPages} set position = array_position(${list}, ${groupPages.id}) - 1 where ${groupPages.id} = any(${list})`,
  );
}

export async function deletePageRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(groupPages).where(eq(groupPages.id, id));
}

/** A deleted network page's children move up to its parent (in the deleting transaction). */
export async function reparentChildren(db: DbOrTx, fromId: string, toId: string | null): Promise<void> {
  await db.update(groupPages).set({ parentId: toId }).where(eq(groupPages.parentId, fromId));
}

/**
 * Pages of one group, or of every group and the network, by group then position, at most `limit` (the navigation
 * editor's list).
 */
export async function listPagesForEditor(db: DbOrTx, groupId: string | null, limit: number) {
  return db
    .select({ title: groupPages.title, slug: groupPages.slug, groupId: groupPages.groupId })
    .from(groupPages)
    .where(groupId ? eq(groupPages.groupId, groupId) : undefined)
    .orderBy(asc(groupPages.groupId), asc(groupPages.position), asc(groupPages.id))
    .limit(limit);
}
