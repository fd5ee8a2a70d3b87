import { featureTexts } from "../../../i18n/namespaces";
import type { ParticipationMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    participation: ParticipationMessages;
  }
}

/** The participation namespace, one language at a time, loaded with its routes and the calendar's. */
export default featureTexts("participation");
