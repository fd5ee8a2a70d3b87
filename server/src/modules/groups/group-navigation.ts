import type { GroupNavigationTab } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import type { RegistryCollectors } from "../module.js";
import { findNetwork } from "../network/network.repo.js";
import { canInvite, type LoadedGroup } from "./group-access.js";
import { openJoinRequestCount } from "./groups.repo.js";

/** A tab another module adds to a group's navigation after the content tabs (group-pages: its pages), or null. */
type GroupTab = (db: DbOrTx, g: LoadedGroup, base: string) => Promise<GroupNavigationTab | null>;

declare module "../module.js" {
  interface ModuleDescriptor {
    groupTab?: GroupTab;
  }
  interface ModuleRegistry {
    /** The modules' group tabs, in module order. */
    groupTabs: readonly GroupTab[];
  }
}

export const groupTabCollectors = {
  groupTabs: (descriptors) => descriptors.flatMap((d) => (d.groupTab ? [d.groupTab] : [])),
} satisfies Partial<RegistryCollectors>;

export const tab = (key: string, path: string, extra: Partial<GroupNavigationTab> = {}): GroupNavigationTab => ({
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
export async function groupNavigationTabs(ctx: AppContext, g: LoadedGroup): Promise<GroupNavigationTab[]> {
  const db = ctx.db;
  const base = `/groups/${g.group.slug}`;
  const tabs = [tab("home", base)];
  if (!g.can.read_content) return tabs;
  tabs.push(
    tab("activities", `${base}/activitystreams/all`),
    tab("members", `${base}/members`),
    tab("calendars", `${base}/calendars`),
    tab("files", `${base}/files`),
  );
  for (const more of ctx.modules.groupTabs) {
    const added = await more(db, g, base);
    if (added) tabs.push(added);
  }
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
    admin.push(tab("designs", `${base}/administration/designs`));
    if (canInvite(g)) admin.push(tab("invite_members", `${base}/membership_invites/new`));
    const badge = requests || null;
    tabs.push(tab("administration", `${base}/administration`, { children: admin, badge }));
  } else if (canInvite(g)) {
    tabs.push(tab("invite_members", `${base}/membership_invites/new`));
  }
  return tabs;
}
