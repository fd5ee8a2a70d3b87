import type { FilesShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  files: {
    shell: {
      link: "Fichiers",
      networkFiles: "Fichiers du réseau",
      groupFiles: "Fichiers des groupes",
    } satisfies FilesShellMessages,
  },
};
