import type { FilesShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  files: {
    shell: {
      link: "Dateien",
      networkFiles: "Netzwerkdateien",
      groupFiles: "Gruppendateien",
    } satisfies FilesShellMessages,
  },
};
