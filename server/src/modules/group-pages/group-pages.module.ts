import type { ModuleDescriptor } from "../module.js";
import { groupPagesRoutes } from "./group-pages.routes.js";
import * as schema from "./group-pages.schema.js";
import { editorPages, pagesTab } from "./group-pages-tab.js";
import { pagesSearch } from "./search.repo.js";

/** Group pages: a group's documents, kept by its administrators, read by whoever reads the group's content. */
export const groupPagesModule: ModuleDescriptor = {
  name: "group-pages",
  routes: groupPagesRoutes,
  schema,
  searchSources: { pages: pagesSearch },
  // The pages dropdown in the group's navigation.
  groupTab: pagesTab,
  // What the navigation editor's "pages" type offers (GET /administration/pages.json and the group's).
  navigationPages: editorPages,
};
