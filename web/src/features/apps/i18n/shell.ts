/** The screens' title, there from the first screen. */
const appsShellEn = { apps: "Apps" };
export type AppsShellMessages = typeof appsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    apps: { shell: AppsShellMessages };
  }
}

/**
 * Registered under `apps.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { apps: { shell: appsShellEn } };
