import { and, asc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { groupContentReadableBy, type Viewer } from "../groups/groups.access.js";
import { type GroupPageRow, groupPages } from "./group-pages.schema.js";

/**
 * Who may read group pages, written once as SQL over `group_pages`: whoever may read the group's content
 * (`groupContentReadableBy`). Lists filter with it; the single check is the same predicate plus the slug.
 */
export const groupPagesReadableBy = (viewer: Viewer): SQL => groupContentReadableBy(groupPages.groupId, viewer);

/** Single check: the group's page with this slug if the viewer may read it; null otherwise (callers answer 404). */
export async function findReadablePage(
  db: DbOrTx,
  viewer: Viewer,
  groupId: string,
  slug: string,
): Promise<GroupPageRow | null> {
  const [row] = await db
    .select()
    .from(groupPages)
    .where(and(eq(groupPages.groupId, groupId), eq(groupPages.slug, slug), groupPagesReadableBy(viewer)))
    .limit(1);
  return row ?? null;
}

export type GroupPageLink = Pick<GroupPageRow, "id" | "slug" | "title" | "updatedAt">;

/** The group's pages the viewer may read, in their order (none when they may not read the group's content). */
export async function readablePagesOf(db: DbOrTx, viewer: Viewer, groupId: string): Promise<GroupPageLink[]> {
  return db
    .select({ id: groupPages.id, slug: groupPages.slug, title: groupPages.title, updatedAt: groupPages.updatedAt })
    .from(groupPages)
    .where(and(eq(groupPages.groupId, groupId), groupPagesReadableBy(viewer)))
    .orderBy(asc(groupPages.position), asc(groupPages.id));
}
