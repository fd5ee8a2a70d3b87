import type { ModuleDescriptor } from "../module.js";
import { fileActivityType } from "./file-activity.js";
import { fileVersionReadable } from "./files.access.js";
import { filesRoutes } from "./files.routes.js";
import * as schema from "./files.schema.js";

/** Files and folders: the network's and each group's folders, files with versions and locks, bulk move and delete. */
export const filesModule: ModuleDescriptor = {
  name: "files",
  routes: filesRoutes,
  schema,
  fileAccess: fileVersionReadable,
  activityTypes: { file: fileActivityType },
};
