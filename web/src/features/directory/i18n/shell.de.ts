import type { DirectoryShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  directory: {
    shell: {
      link: "Verzeichnis",
      members: "Mitglieder",
      tile: "Kolleginnen, Kollegen und Gruppen finden",
    } satisfies DirectoryShellMessages,
  },
};
