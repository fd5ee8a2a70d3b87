import type { DirectoryShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  directory: {
    shell: {
      link: "Directorio",
      members: "Miembros",
      tile: "Encuentra compañeros y grupos",
    } satisfies DirectoryShellMessages,
  },
};
