import type { PagesShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  pages: {
    shell: {
      info: "Información",
      pages: "Páginas",
      none: "Aún no se muestran páginas aquí.",
      more: "Todas las páginas",
    } satisfies PagesShellMessages,
  },
};
