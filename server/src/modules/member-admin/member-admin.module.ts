import type { ModuleDescriptor } from "../module.js";
import { memberAdminRoutes } from "./member-admin.routes.js";

/**
 * Members administration: the members table, creating, editing, locking and deleting members, resetting their
 * two-factor, their group memberships and the network's membership roles. A feature module because it puts together
 * what lower modules hold (members, sessions, two-factor, sockets, groups and roles, the audit log); it has no
 * tables of its own.
 */
export const memberAdminModule: ModuleDescriptor = {
  name: "member-admin",
  routes: memberAdminRoutes,
  administrationLinks: () => [
    { section: "network", label: "memberAdmin.shell.members", path: "/administration/members" },
    { section: "network", label: "memberAdmin.shell.roles", path: "/administration/membership_roles" },
  ],
};
