import type { PropertySetsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  propertySets: {
    shell: {
      file_profile: "Perfil de archivo",
      folder_profile: "Perfil de carpeta",
      member_profile: "Perfil de miembro",
    } satisfies PropertySetsShellMessages,
  },
};
