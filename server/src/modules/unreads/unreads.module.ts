import type { ModuleDescriptor } from "../module.js";
import { unreadsRoutes } from "./unreads.routes.js";

/** GET /api/v1/unreads: the counts other modules declare (their descriptors' unreads). */
export const unreadsModule: ModuleDescriptor = {
  name: "unreads",
  routes: unreadsRoutes,
};
