import type { GroupNavigationTab } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { canInvite, type LoadedGroup } from "./group-access.js";
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
 * only for modules that exist: files add their tab when they are built.
 */
export async function groupNavigationTabs(db: DbOrTx, g: LoadedGroup): Promise<GroupNavigationTab[]> {
  const base = `/groups/${g.group.slug}`;
  const tabs = [tab("home", base)];
  if (!g.can.read_content) return tabs;
  tabs.push(
    tab("activities", `${base}/activitystreams/all`),
    tab("members", `${base}/members`),
    tab("calendars", `${base}/calendars`),
  );
  const admin: GroupNavigationTab[] = [];
  if (g.can.administrate) {
    const requests = await openJoinRequestCount(db, g.group.id);
    if (g.can.update) admin.push(tab("edit", `${base}/edit`));
    admin.push(
      tab("join_requests", `${base}/administration/join_requests`, { badge: requests || null }),
      tab("membership_roles", `${base}/administration/membership_roles`),
      tab("invites_sent", `${base}/invites/sent`),
    );
    if (canInvite(g)) admin.push(tab("invite_members", `${base}/membership_invites/new`));
    const badge = requests || null;
    tabs.push(tab("administration", `${base}/administration`, { children: admin, badge }));
  } else if (canInvite(g)) {
    tabs.push(tab("invite_members", `${base}/membership_invites/new`));
  }
  return tabs;
}
