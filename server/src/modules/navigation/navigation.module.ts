import type { ModuleDescriptor } from "../module.js";
import { navigationRoutes } from "./navigation.routes.js";
import * as schema from "./navigation.schema.js";

/**
 * The navigation editors (administration.md §3 "Navigation item", "App navigation item"): the network's and each
 * group's navigation tree, shown to readers in the userbar, and the mobile app's navigation.
 */
export const navigationModule: ModuleDescriptor = {
  name: "navigation",
  routes: navigationRoutes,
  groupAdministrationLinks: () => [{ label: "navigation.shell.navigation", below: "/administration/navigation/edit" }],
  schema,
  administrationLinks: () => [
    { section: "content", label: "navigation.shell.navigation", path: "/administration/navigation/edit" },
    { section: "content", label: "navigation.shell.app_navigation", path: "/administration/app_navigation/edit" },
  ],
};
