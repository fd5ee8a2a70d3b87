import type { PropertySetsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  propertySets: {
    shell: {
      file_profile: "Profil de fichier",
      folder_profile: "Profil de dossier",
      member_profile: "Profil de membre",
    } satisfies PropertySetsShellMessages,
  },
};
