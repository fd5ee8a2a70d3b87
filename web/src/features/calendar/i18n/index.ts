import type { NamespaceBundle } from "../../../i18n/namespaces";
import { calendarDe } from "./de";
import { calendarDeDu } from "./de_DU";
import { type CalendarMessages, calendarEn } from "./en";
import { calendarEs } from "./es";
import { calendarFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    calendar: CalendarMessages;
  }
}

/** The calendar namespace in all five languages, loaded with the calendar's routes. */
export default {
  calendar: { en: calendarEn, de: calendarDe, de_DU: calendarDeDu, es: calendarEs, fr: calendarFr },
} satisfies NamespaceBundle;
