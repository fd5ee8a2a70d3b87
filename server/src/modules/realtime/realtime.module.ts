import type { ModuleDescriptor } from "../module.js";
import { realtimeRoutes } from "./realtime.routes.js";
import * as schema from "./realtime.schema.js";

/** Socket tokens and the Phoenix-protocol WebSocket; the hub that fans events out is `ctx.realtime`. */
export const realtimeModule: ModuleDescriptor = {
  name: "realtime",
  routes: realtimeRoutes,
  schema,
};
