import type { ModuleDescriptor } from "../module.js";
import { groupUnreadCounts } from "./groups.repo.js";
import { groupsRoutes } from "./groups.routes.js";
import * as schema from "./groups.schema.js";

/** Groups, categories, roles, membership, join requests, invitations, navigation. */
export const groupsModule: ModuleDescriptor = {
  name: "groups",
  routes: groupsRoutes,
  schema,
  // GroupInvites and GroupJoinRequests.
  unreads: groupUnreadCounts,
};
