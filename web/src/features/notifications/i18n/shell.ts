import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the shell shows for this feature (the header's notifications menu), there from the first screen. */
const notificationsShellEn = {
  notification: "Notifications about your posts",
};
export type NotificationsShellMessages = typeof notificationsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    notifications: { shell: NotificationsShellMessages };
  }
}

const notificationsShellDe: NotificationsShellMessages = { notification: "Benachrichtigungen zu Ihren Beiträgen" };
const notificationsShellDeDu: NotificationsShellMessages = { notification: "Benachrichtigungen zu deinen Beiträgen" };
const notificationsShellEs: NotificationsShellMessages = { notification: "Notificaciones sobre tus publicaciones" };
const notificationsShellFr: NotificationsShellMessages = { notification: "Notifications sur vos publications" };

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
