import type { ModuleDescriptor } from "../module.js";
import { memberProfileChecker } from "./member-profile.js";
import { propertySetsRoutes } from "./property-sets.routes.js";
import * as schema from "./property-sets.schema.js";

/**
 * Property sets: the fields of the file and folder profiles, for the network, a group or a folder; and the network's
 * member profile, whose values the members module keeps (`profilePropertiesChecker`).
 */
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
    {
      section: "content",
      label: "propertySets.shell.member_profile",
      path: "/administration/property_sets/member_profile",
    },
  ],
  profilePropertiesChecker: memberProfileChecker,
  schema,
};
