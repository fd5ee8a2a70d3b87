import type { DirectoryShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  directory: {
    shell: {
      link: "Annuaire",
      members: "Membres",
      tile: "Trouver des collègues et des groupes",
    } satisfies DirectoryShellMessages,
  },
};
