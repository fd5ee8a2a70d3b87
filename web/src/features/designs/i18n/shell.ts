/** The administration userbar's links to the designs and the update central, there from the first screen. */
const designsShellEn = { designs: "Designs", update_central: "Updates" };
export type DesignsShellMessages = typeof designsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    designs: { shell: DesignsShellMessages };
  }
}

/**
 * Registered under `designs.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { designs: { shell: designsShellEn } };
