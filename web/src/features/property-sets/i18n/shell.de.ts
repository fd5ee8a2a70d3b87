import type { PropertySetsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  propertySets: {
    shell: {
      file_profile: "Dateiprofil",
      folder_profile: "Ordnerprofil",
      member_profile: "Mitgliederprofil",
    } satisfies PropertySetsShellMessages,
  },
};
