import { featureTexts } from "../../../i18n/namespaces";
import type { CalendarMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    calendar: CalendarMessages;
  }
}

/** The calendar namespace, one language at a time, loaded with the calendar's routes. */
export default featureTexts("calendar");
