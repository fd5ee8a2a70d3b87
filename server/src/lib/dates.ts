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

/** A day (`YYYY-MM-DD`) as `formatDateTime` writes its date, without a time: e.g. "23/11/2026", "23.11.2026". */
export const formatDay = (day: string, language: string): string =>
  DateTime.fromISO(day, { zone: "utc" }).setLocale(dateLocale(language)).toLocaleString(DateTime.DATE_SHORT);

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

/** How far the preload's table of a zone's offsets reaches: a year back, two years ahead (`zoneOffsets`). */
const OFFSETS_BACK_DAYS = 366;
const OFFSETS_AHEAD_DAYS = 731;
const DAY_MS = 86_400_000;
const offsetTables = new Map<string, ZoneOffsets>();

/** A zone's offsets from UTC (minutes east) over a span: the first from its start, then each change. */
export interface ZoneOffsets {
  zone: string;
  until: string;
  changes: { from: string; offset: number }[];
}

const offsetAt = (zone: string, ms: number) => DateTime.fromMillis(ms, { zone }).offset;

/**
 * The offsets of a zone from a year before `now` to two years after, for the web client to show dates in the
 * member's zone without building the browser's date formatter (its first one costs a phone about 120 ms). Days are
 * sampled at their start and a change is found to the second inside its day. Null for a zone the runtime does not
 * know. Kept per zone and UTC day.
 */
export function zoneOffsets(zone: string, now = new Date()): ZoneOffsets | null {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const key = `${zone}|${today}`;
  const kept = offsetTables.get(key);
  if (kept) return kept;
  if (!DateTime.fromMillis(today, { zone }).isValid) return null;
  const start = today - OFFSETS_BACK_DAYS * DAY_MS;
  const until = today + OFFSETS_AHEAD_DAYS * DAY_MS;
  const changes = [{ from: new Date(start).toISOString(), offset: offsetAt(zone, start) }];
  let previous = changes[0]?.offset ?? 0;
  for (let day = start + DAY_MS; day <= until; day += DAY_MS) {
    const offset = offsetAt(zone, day);
    if (offset === previous) continue;
    // The change lies in (day - 1 day, day]: narrowed to the second.
    let before = day - DAY_MS;
    let after = day;
    while (after - before > 1000) {
      const middle = before + Math.floor((after - before) / 2000) * 1000;
      if (offsetAt(zone, middle) === previous) before = middle;
      else after = middle;
    }
    changes.push({ from: new Date(after).toISOString(), offset });
    previous = offset;
  }
  const table = { zone, until: new Date(until).toISOString(), changes };
  // One table per zone: yesterday's is replaced.
  for (const old of offsetTables.keys()) if (old.startsWith(`${zone}|`)) offsetTables.delete(old);
  offsetTables.set(key, table);
  return table;
}
