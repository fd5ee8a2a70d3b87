/** What the shell shows for this feature (userbar, notifications, start page), there from the first screen. */
const participationShellEn = {
  notification: "Appointment invitations",
};
export type ParticipationShellMessages = typeof participationShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    participation: { shell: ParticipationShellMessages };
  }
}

/**
 * Registered under `participation.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { participation: { shell: participationShellEn } };
