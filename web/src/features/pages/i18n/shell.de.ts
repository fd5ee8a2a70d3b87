import type { PagesShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  pages: {
    shell: {
      info: "Info",
      pages: "Seiten",
      none: "Hier werden noch keine Seiten gezeigt.",
      more: "Alle Seiten",
    } satisfies PagesShellMessages,
  },
};
