/** What the shell shows for circulars (the userbar link and the header's notifications entry), there from the start. */
const circularsShellEn = {
  link: "Circulars",
  notification: "Circulars to confirm",
};
export type CircularsShellMessages = typeof circularsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    circulars: { shell: CircularsShellMessages };
  }
}

/**
 * Registered under `circulars.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { circulars: { shell: circularsShellEn } };
