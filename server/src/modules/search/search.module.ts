import type { ModuleDescriptor } from "../module.js";
import { searchRoutes } from "./search.routes.js";

/**
 * Search across the modules (communication.md §2 "Search"): the routes and the query language; each module
 * brings its own source (`searchSources` in its descriptor, SQL in its search.repo.ts).
 */
export const searchModule: ModuleDescriptor = {
  name: "search",
  routes: searchRoutes,
};
