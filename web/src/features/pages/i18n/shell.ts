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

/**
 * Registered under `pages.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { pages: { shell: pagesShellEn } };
