import type { ModuleDescriptor } from "../module.js";
import { networkRoutes } from "./network.routes.js";
import * as schema from "./network.schema.js";

/** The preload GET /api/v1/network: the network, its configuration and the signed-in member. */
export const networkModule: ModuleDescriptor = {
  name: "network",
  routes: networkRoutes,
  schema,
  administrationLinks: () => [
    { section: "network", label: "administration.shell.settings", path: "/administration/settings/edit" },
  ],
};
