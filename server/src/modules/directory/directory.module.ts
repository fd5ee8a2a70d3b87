import type { ModuleDescriptor } from "../module.js";
import { directoryRoutes } from "./directory.routes.js";

/** Members and group directories, search and filters. */
export const directoryModule: ModuleDescriptor = {
  name: "directory",
  routes: directoryRoutes,
};
