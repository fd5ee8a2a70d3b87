import { DateTime } from "luxon";

/**
 * Dates written into text for one reader (mails, exports), the way the web writes them: the reader's zone, and
 * the reader's language with English day first (23/11/2026 09:05, 23.11.2026 09:05), as `web/src/lib/dates.ts`.
 */
const dateLocale = (language: string) =>
  language === "de" || language === "de_DU" ? "de" : language === "es" || language === "fr" ? language : "en-GB";

/** An instant in a zone, falling back to UTC for a zone the runtime does not know. */
const inZone = (instant: Date | string, zone: string) => {
  const d = typeof instant === "string" ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant);
  const zoned = d.setZone(zone);
  return zoned.isValid ? zoned : d.toUTC();
};

/** Date and time, e.g. "23/11/2026 09:05". */
export function formatDateTime(instant: Date | string, zone: string, language: string): string {
  const d = inZone(instant, zone).setLocale(dateLocale(language));
  return `${d.toLocaleString(DateTime.DATE_SHORT)} ${d.toLocaleString(DateTime.TIME_24_SIMPLE)}`;
}

/** The day (`YYYY-MM-DD`) an instant falls on in a zone. */
export const dayIn = (instant: Date, zone: string): string => inZone(instant, zone).toISODate() ?? "";

/** A date whose UTC fields are the zone's wall clock: for spreadsheet cells, which have no zone. */
export const wallClockDate = (instant: Date, zone: string): Date =>
  inZone(instant, zone).setZone("utc", { keepLocalTime: true }).toJSDate();

/** The same date and time as a spreadsheet cell's number format (its own tokens): what `formatDateTime` writes. */
export function spreadsheetDateTimeFormat(language: string): string {
  const locale = dateLocale(language);
  if (locale === "de") return "dd.mm.yyyy hh:mm";
  return locale === "es" ? "dd/mm/yyyy h:mm" : "dd/mm/yyyy hh:mm";
}

/** The instant a day (`YYYY-MM-DD`) begins in a zone (UTC for a zone the runtime does not know). */
export function dayStartIn(day: string, zone: string): Date {
  const d = DateTime.fromISO(day, { zone });
  return (d.isValid ? d : DateTime.fromISO(day, { zone: "utc" })).startOf("day").toJSDate();
}
