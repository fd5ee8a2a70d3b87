import type { NavigationChoice } from "@intranet/contracts";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { LoadedGroup } from "../groups/group-access.js";
import { tab } from "../groups/group-navigation.js";
import { isActiveMember } from "../groups/groups.access.js";
import { groups } from "../groups/groups.schema.js";
import { mayWritePages } from "./group-page.policy.js";
import { groupPagePath } from "./group-page.presenter.js";
import { readablePagesOf } from "./group-pages.access.js";
import { groupPages } from "./group-pages.schema.js";

/**
 * The group's pages as a dropdown of its navigation, with "New page" for those who keep them. Only in the
 * navigation of the groups the member belongs to (communication §6), and of every group for network
 * administrators; none when there is nothing to list or create.
 */
export async function pagesTab(db: DbOrTx, g: LoadedGroup, base: string) {
  if (!isActiveMember(g.membership) && !g.member.isNetworkAdmin) return null;
  const pages = await readablePagesOf(db, g.member, g.group.id);
  const children = pages.map((p) => tab(`page-${p.slug}`, `${base}/pages/${p.slug}`, { label: p.title }));
  if (mayWritePages({ administrate: g.can.administrate, archived: g.group.archivedAt !== null }))
    children.push(tab("new_page", `${base}/pages/new`));
  return children.length > 0 ? tab("pages", `${base}/pages`, { children }) : null;
}

/** How many pages the navigation editor offers at most (by group, then position). */
const EDITOR_PAGES_MAX = 500;

/**
 * `navigationPages`: the pages the navigation editor's "pages" type offers: a group's own (titled as they are), or
 * for the network's editor every group's, titled "Group · Page".
 */
export async function editorPages(db: DbOrTx, groupId: string | null): Promise<NavigationChoice[]> {
  const rows = await db
    .select({ title: groupPages.title, slug: groupPages.slug, groupSlug: groups.slug, groupName: groups.name })
    .from(groupPages)
    .innerJoin(groups, eq(groups.id, groupPages.groupId))
    .where(groupId ? eq(groupPages.groupId, groupId) : undefined)
    .orderBy(asc(groups.name), asc(groupPages.position), asc(groupPages.id))
    .limit(EDITOR_PAGES_MAX);
  return rows.map((r) => ({
    text: groupId ? r.title : `${r.groupName} · ${r.title}`,
    link: groupPagePath(r.groupSlug, r.slug),
  }));
}
