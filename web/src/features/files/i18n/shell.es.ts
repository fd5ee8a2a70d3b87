import type { FilesShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  files: {
    shell: {
      link: "Archivos",
      networkFiles: "Archivos de la red",
      groupFiles: "Archivos de grupos",
    } satisfies FilesShellMessages,
  },
};
