import type { ModuleDescriptor } from "../module.js";
import { propertySetsRoutes } from "./property-sets.routes.js";
import * as schema from "./property-sets.schema.js";

/** Property sets: the fields of the file and folder profiles, for the network, a group or a folder. */
export const propertySetsModule: ModuleDescriptor = {
  name: "property-sets",
  routes: propertySetsRoutes,
  administrationLinks: () => [
    {
      section: "content",
      label: "propertySets.shell.file_profile",
      path: "/administration/property_sets/file_profile",
    },
    {
      section: "content",
      label: "propertySets.shell.folder_profile",
      path: "/administration/property_sets/folder_profile",
    },
  ],
  schema,
};
