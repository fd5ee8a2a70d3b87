import type { NavigationChoice } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { LoadedGroup } from "../groups/group-access.js";
import { tab } from "../groups/group-navigation.js";
import { isActiveMember } from "../groups/groups.access.js";
import { findGroupsByIds } from "../groups/groups.repo.js";
import { mayWritePages } from "./group-page.policy.js";
import { groupPagePath, networkPagePath } from "./group-page.presenter.js";
import { readablePagesOf } from "./group-pages.access.js";
import { listPagesForEditor } from "./group-pages.repo.js";

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
  const pages = await listPagesForEditor(db, groupId, EDITOR_PAGES_MAX);
  const groupIds = [...new Set(pages.flatMap((p) => (p.groupId ? [p.groupId] : [])))];
  const groupsById = new Map((await findGroupsByIds(db, groupIds)).map((g) => [g.id, g]));
  // The network's own pages first, in their order; then the groups' by group name.
  const network = pages
    .filter((p) => p.groupId === null)
    .map((p) => ({ text: p.title, link: networkPagePath(p.slug) }));
  const ofGroups = pages
    .flatMap((p) => {
      const g = p.groupId ? groupsById.get(p.groupId) : undefined;
      return g ? [{ page: p, group: g }] : [];
    })
    .sort((a, b) => a.group.name.localeCompare(b.group.name))
    .map(({ page, group }) => ({
      text: groupId ? page.title : `${group.name} · ${page.title}`,
      link: groupPagePath(group.slug, page.slug),
    }));
  return [...network, ...ofGroups];
}
