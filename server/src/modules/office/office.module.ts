import type { ModuleDescriptor } from "../module.js";
import { officeRoutes } from "./office.routes.js";
import * as schema from "./office.schema.js";

/** Office documents in the browser through a WOPI client (Collabora Online, OnlyOffice): actions, host sessions, WOPI. */
export const officeModule: ModuleDescriptor = {
  name: "office",
  routes: officeRoutes,
  schema,
};
