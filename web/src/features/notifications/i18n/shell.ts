/** What the shell shows for this feature (the header's notifications menu), there from the first screen. */
const notificationsShellEn = {
  notification: "Notifications",
};
export type NotificationsShellMessages = typeof notificationsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    notifications: { shell: NotificationsShellMessages };
  }
}

/**
 * Registered under `notifications.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { notifications: { shell: notificationsShellEn } };
