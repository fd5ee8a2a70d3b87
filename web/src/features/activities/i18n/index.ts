import { featureTexts } from "../../../i18n/namespaces";
import type { ActivitiesMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    activities: ActivitiesMessages;
  }
}

/** Activity streams, activities, replies and likes, loaded with the routes that show them. */
export default featureTexts("activities");
