import { and, asc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { groupContentReadableBy, type Viewer } from "../groups/groups.access.js";
import { type GroupPageRow, groupPages } from "./group-pages.schema.js";

/**
 * Who may read pages, written once as SQL over `group_pages`: a group's page whoever may read the group's content
 * (`groupContentReadableBy`), a network page (no group) every signed-in member. Lists filter with it; the single
 * check is the same predicate plus the slug.
 */
export const groupPagesReadableBy = (viewer: Viewer): SQL =>
  viewer ? (or(isNull(groupPages.groupId), groupContentReadableBy(groupPages.groupId, viewer)) as SQL) : sql`false`;

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

/** Single check: the network page with this slug if the viewer may read it; null otherwise (callers answer 404). */
export async function findReadableNetworkPage(db: DbOrTx, viewer: Viewer, slug: string): Promise<GroupPageRow | null> {
  const [row] = await db
    .select()
    .from(groupPages)
    .where(and(isNull(groupPages.groupId), eq(groupPages.slug, slug), groupPagesReadableBy(viewer)))
    .limit(1);
  return row ?? null;
}

export type NetworkPageLink = Pick<
  GroupPageRow,
  "id" | "slug" | "title" | "parentId" | "position" | "showInUserbar" | "updatedAt"
>;

/** How many network pages the tree holds at most (the userbar, /more and the parent picker list them all). */
export const NETWORK_PAGES_MAX = 1000;

/** The network's pages the viewer may read, by position (only those the userbar lists, when asked). */
export async function readableNetworkPages(
  db: DbOrTx,
  viewer: Viewer,
  onlyUserbar = false,
): Promise<NetworkPageLink[]> {
  return db
    .select({
      id: groupPages.id,
      slug: groupPages.slug,
      title: groupPages.title,
      parentId: groupPages.parentId,
      position: groupPages.position,
      showInUserbar: groupPages.showInUserbar,
      updatedAt: groupPages.updatedAt,
    })
    .from(groupPages)
    .where(
      and(
        isNull(groupPages.groupId),
        onlyUserbar ? eq(groupPages.showInUserbar, true) : undefined,
        groupPagesReadableBy(viewer),
      ),
    )
    .orderBy(asc(groupPages.position), asc(groupPages.id))
    .limit(NETWORK_PAGES_MAX);
}
