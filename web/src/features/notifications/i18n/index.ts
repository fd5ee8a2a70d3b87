import { featureTexts } from "../../../i18n/namespaces";
import type { NotificationsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    notifications: NotificationsMessages;
  }
}

/** The notifications page's texts, one language at a time, loaded with its route. */
export default featureTexts("notifications");
