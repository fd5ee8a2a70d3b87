import type { ModuleDescriptor } from "../module.js";
import { unconfirmedCircularsSql } from "./circulars.repo.js";
import { circularsRoutes } from "./circulars.routes.js";
import * as schema from "./circulars.schema.js";

/** Circulars: administrators send them to the network or a group; each recipient confirms having read them. */
export const circularsModule: ModuleDescriptor = {
  name: "circulars",
  routes: circularsRoutes,
  schema,
  unreadCounts: (memberId) => ({ Circulars: unconfirmedCircularsSql(memberId) }),
};
