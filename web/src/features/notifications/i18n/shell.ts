import type { NamespaceBundle } from "../../../i18n/namespaces";

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

const notificationsShellDe: NotificationsShellMessages = { notification: "Benachrichtigungen" };
const notificationsShellDeDu: NotificationsShellMessages = { notification: "Benachrichtigungen" };
const notificationsShellEs: NotificationsShellMessages = { notification: "Notificaciones" };
const notificationsShellFr: NotificationsShellMessages = { notification: "Notifications" };

/** Registered under `notifications.shell` when the app starts; the rest of the namespace loads with the route. */
export const notificationsShellTexts = {
  notifications: {
    en: { shell: notificationsShellEn },
    de: { shell: notificationsShellDe },
    de_DU: { shell: notificationsShellDeDu },
    es: { shell: notificationsShellEs },
    fr: { shell: notificationsShellFr },
  },
} satisfies NamespaceBundle;
