import type { NamespaceBundle } from "../../../i18n/namespaces";
import { activitiesDe } from "./de";
import { activitiesDeDu } from "./de_DU";
import { type ActivitiesMessages, activitiesEn } from "./en";
import { activitiesEs } from "./es";
import { activitiesFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    activities: ActivitiesMessages;
  }
}

/** Activity streams, activities, replies and likes, loaded with the routes that show them. */
export default {
  activities: { en: activitiesEn, de: activitiesDe, de_DU: activitiesDeDu, es: activitiesEs, fr: activitiesFr },
} satisfies NamespaceBundle;
