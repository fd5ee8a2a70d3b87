/** What the shell shows for this feature (userbar, notifications, start page), there from the first screen. */
const groupsShellEn = {
  notification: "Group invitations",
};
export type GroupsShellMessages = typeof groupsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    groups: { shell: GroupsShellMessages };
  }
}

/**
 * Registered under `groups.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { groups: { shell: groupsShellEn } };
