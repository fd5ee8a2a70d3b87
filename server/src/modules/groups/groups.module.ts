import type { ModuleDescriptor } from "../module.js";
import { groupAdministrationContexts } from "./group-administration-userbar.js";
import { groupLookup } from "./group-lookup.js";
import { groupNotificationKinds } from "./group-notifications.access.js";
import { groupPreload } from "./group-preload.js";
import { releaseHiddenGroupSlugs } from "./group-slugs.service.js";
import { groupMemberCounts } from "./group-statistics.repo.js";
import { isVisibleGroupPicture } from "./groups.access.js";
import { groupUnreadCountSql } from "./groups.repo.js";
import { groupsRoutes } from "./groups.routes.js";
import * as schema from "./groups.schema.js";
import { activeGroupIdsAmong } from "./memberships.repo.js";
import { groupsSearch } from "./search.repo.js";

/** Groups, categories, roles, membership, join requests, invitations, navigation. */
export const groupsModule: ModuleDescriptor = {
  name: "groups",
  routes: groupsRoutes,
  schema,
  // GroupInvites and GroupJoinRequests.
  unreadCounts: groupUnreadCountSql,
  // A group's picture: for whoever may see the group.
  fileAccess: (db, member, upload) => isVisibleGroupPicture(db, member, upload.id),
  // Invitations, join requests and their answers in the member's notifications.
  notificationKinds: groupNotificationKinds,
  searchSources: { groups: groupsSearch },
  networkPreload: groupPreload,
  administrationLinks: () => [
    {
      section: "content",
      label: "navigation.shell.group_categories_order",
      path: "/administration/group-categories-order/edit",
    },
  ],
  groupLookup,
  // `group:{id}`: the group's active members (new activities; the group's chat rides on it for those it admits).
  topicAccess: { group: { allowed: (db, member, ids) => activeGroupIdsAmong(db, member.id, ids) } },
  // Hidden groups of a database seeded or imported before every slug followed the rule let go of their plain slugs.
  start: async (ctx) => {
    const released = await releaseHiddenGroupSlugs(ctx.db);
    if (released) ctx.log.info({ released }, "hidden groups given suffixed slugs");
  },
  administrationContexts: groupAdministrationContexts,
  statisticsSources: () => [
    {
      key: "members",
      cumulative: true,
      count: (db, s) => (s.groupId ? groupMemberCounts(db, s.groupId, s) : Promise.resolve(null)),
    },
  ],
};
