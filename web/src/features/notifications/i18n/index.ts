import type { NamespaceBundle } from "../../../i18n/namespaces";
import { notificationsDe } from "./de";
import { notificationsDeDu } from "./de_DU";
import { type NotificationsMessages, notificationsEn } from "./en";
import { notificationsEs } from "./es";
import { notificationsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    notifications: NotificationsMessages;
  }
}

/** The notifications page's texts in all five languages, loaded with its route. */
export default {
  notifications: {
    en: notificationsEn,
    de: notificationsDe,
    de_DU: notificationsDeDu,
    es: notificationsEs,
    fr: notificationsFr,
  },
} satisfies NamespaceBundle;
