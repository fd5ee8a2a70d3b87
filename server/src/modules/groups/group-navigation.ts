import type { GroupNavigationTab } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { mayWritePages } from "../group-pages/group-page.policy.js";
import { readablePagesOf } from "../group-pages/group-pages.access.js";
import { findNetwork } from "../network/network.repo.js";
import { canInvite, type LoadedGroup } from "./group-access.js";
import { isActiveMember } from "./groups.access.js";
import { openJoinRequestCount } from "./groups.repo.js";

const tab = (key: string, path: string, extra: Partial<GroupNavigationTab> = {}): GroupNavigationTab => ({
  key,
  label: key,
  path,
  new_window: false,
  badge: null,
  children: [],
  ...extra,
});

/**
 * The group's tabs; labels are translation keys. Content tabs only for those who may read the content, and
 * only for modules that exist. Page tabs are named by their titles.
 */
export async function groupNavigationTabs(db: DbOrTx, g: LoadedGroup): Promise<GroupNavigationTab[]> {
  const base = `/groups/${g.group.slug}`;
  const tabs = [tab("home", base)];
  if (!g.can.read_content) return tabs;
  tabs.push(
    tab("activities", `${base}/activitystreams/all`),
    tab("members", `${base}/members`),
    tab("calendars", `${base}/calendars`),
    tab("files", `${base}/files`),
  );
  const pages = await pagesTab(db, g, base);
  if (pages) tabs.push(pages);
  const admin: GroupNavigationTab[] = [];
  if (g.can.administrate) {
    const requests = await openJoinRequestCount(db, g.group.id);
    if (g.can.update) admin.push(tab("edit", `${base}/edit`));
    admin.push(
      tab("join_requests", `${base}/administration/join_requests`, { badge: requests || null }),
      tab("membership_roles", `${base}/administration/membership_roles`),
      tab("invites_sent", `${base}/invites/sent`),
    );
    // The group's file and folder profiles, while the network has them on (administration §2).
    const settings = (await findNetwork(db))?.settings;
    for (const name of ["file_profile", "folder_profile"] as const) {
      if (settings?.[`${name}s_enabled`]) admin.push(tab(name, `${base}/administration/property_sets/${name}`));
    }
    if (canInvite(g)) admin.push(tab("invite_members", `${base}/membership_invites/new`));
    const badge = requests || null;
    tabs.push(tab("administration", `${base}/administration`, { children: admin, badge }));
  } else if (canInvite(g)) {
    tabs.push(tab("invite_members", `${base}/membership_invites/new`));
  }
  return tabs;
}

/**
 * The group's pages as a dropdown, with "New page" for those who keep them. Only in the navigation of the
 * groups the member belongs to (communication §6), and of every group for network administrators; none
 * when there is nothing to list or create.
 */
async function pagesTab(db: DbOrTx, g: LoadedGroup, base: string): Promise<GroupNavigationTab | null> {
  if (!isActiveMember(g.membership) && !g.member.isNetworkAdmin) return null;
  const pages = await readablePagesOf(db, g.member, g.group.id);
  const children = pages.map((p) => tab(`page-${p.slug}`, `${base}/pages/${p.slug}`, { label: p.title }));
  if (mayWritePages({ administrate: g.can.administrate, archived: g.group.archivedAt !== null }))
    children.push(tab("new_page", `${base}/pages/new`));
  return children.length > 0 ? tab("pages", `${base}/pages`, { children }) : null;
}
