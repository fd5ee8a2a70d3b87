import type { DbOrTx } from "../../db/client.js";
import type { LoadedGroup } from "../groups/group-access.js";
import { tab } from "../groups/group-navigation.js";
import { isActiveMember } from "../groups/groups.access.js";
import { mayWritePages } from "./group-page.policy.js";
import { readablePagesOf } from "./group-pages.access.js";

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
