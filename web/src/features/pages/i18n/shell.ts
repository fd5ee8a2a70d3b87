import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the shell shows for network pages: the userbar's Info link and its block of pages. */
const pagesShellEn = {
  info: "Info",
  pages: "Pages",
  none: "No pages are shown here yet.",
  more: "All pages",
};
export type PagesShellMessages = typeof pagesShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    pages: { shell: PagesShellMessages };
  }
}

const pagesShellDe: PagesShellMessages = {
  info: "Info",
  pages: "Seiten",
  none: "Hier werden noch keine Seiten gezeigt.",
  more: "Alle Seiten",
};
const pagesShellEs: PagesShellMessages = {
  info: "Información",
  pages: "Páginas",
  none: "Aún no se muestran páginas aquí.",
  more: "Todas las páginas",
};
const pagesShellFr: PagesShellMessages = {
  info: "Infos",
  pages: "Pages",
  none: "Aucune page n’est encore affichée ici.",
  more: "Toutes les pages",
};

/** Registered under `pages.shell` when the app starts; the rest of the namespace loads with the routes. */
export const pagesShellTexts = {
  pages: {
    en: { shell: pagesShellEn },
    de: { shell: pagesShellDe },
    de_DU: { shell: pagesShellDe },
    es: { shell: pagesShellEs },
    fr: { shell: pagesShellFr },
  },
} satisfies NamespaceBundle;
