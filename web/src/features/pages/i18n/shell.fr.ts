import type { PagesShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  pages: {
    shell: {
      info: "Infos",
      pages: "Pages",
      none: "Aucune page n’est encore affichée ici.",
      more: "Toutes les pages",
    } satisfies PagesShellMessages,
  },
};
