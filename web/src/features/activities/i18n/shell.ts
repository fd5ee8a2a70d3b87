/** What the shell shows for this feature (userbar, start page), there from the first screen. */
const activitiesShellEn = {
  link: "Activities",
  tile: "Share news and ask questions",
};
export type ActivitiesShellMessages = typeof activitiesShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    activities: { shell: ActivitiesShellMessages };
  }
}

/**
 * Registered under `activities.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { activities: { shell: activitiesShellEn } };
