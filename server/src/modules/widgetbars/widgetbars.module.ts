import type { ModuleDescriptor } from "../module.js";
import { widgetbarsRoutes } from "./widgetbars.routes.js";
import * as schema from "./widgetbars.schema.js";

/** Widget bars: the sidebars beside the streams, of the network and of each group, and their editor. */
export const widgetbarsModule: ModuleDescriptor = {
  name: "widgetbars",
  routes: widgetbarsRoutes,
  groupAdministrationLinks: () => [{ label: "widgetbars.shell.widgetbars", below: "/administration/widgetbars" }],
  administrationLinks: () => [
    { section: "content", label: "widgetbars.shell.widgetbars", path: "/administration/widgetbars" },
  ],
  schema,
};
