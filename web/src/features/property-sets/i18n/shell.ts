/** The userbar's administration links, there from the first screen. */
const propertySetsShellEn = {
  file_profile: "File profile",
  folder_profile: "Folder profile",
  member_profile: "Member profile",
};
export type PropertySetsShellMessages = typeof propertySetsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    propertySets: { shell: PropertySetsShellMessages };
  }
}

/**
 * Registered under `propertySets.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { propertySets: { shell: propertySetsShellEn } };
