import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/de";
import "dayjs/locale/en-gb";
import "dayjs/locale/es";
import "dayjs/locale/fr";
import localizedFormat from "dayjs/plugin/localizedFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

// The one date path of the client: every format token used below needs one of these plugins.
dayjs.extend(localizedFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The dayjs locale of an app language: the informal German variant only changes wording, and
 * English dates are written day first (23/11/2026) like the rest of the network's languages.
 */
export function dateLocale(lng: string): string {
  if (lng === "de" || lng === "de_DU") return "de";
  if (lng === "es" || lng === "fr") return lng;
  return "en-gb";
}

/** Follows the app's language; called by i18n on every language change. */
export function applyDateLocale(lng: string) {
  dayjs.locale(dateLocale(lng));
}

/** Display formats of date fields (Mantine's `valueFormat`) and texts, as localized tokens. */
export const DATE_FORMAT = "L";
export const DATE_TIME_FORMAT = "L LT";
export const DAY_HEADING_FORMAT = "dddd, LL";

type DateInput = string | Date | Dayjs;

/** Wall-clock text of an ISO value as the server sent it (`2026-11-23T10:00:00+01:00` keeps 10:00). */
const wallClock = (value: DateInput) => (typeof value === "string" ? dayjs(value.slice(0, 19)) : dayjs(value));

/** 23/11/2026, 23.11.2026 … */
export const formatDate = (value: DateInput) => wallClock(value).format(DATE_FORMAT);

/** Monday, 23 November 2026 / Montag, 23. November 2026 */
export const formatDayHeading = (value: DateInput) => wallClock(value).format(DAY_HEADING_FORMAT);

/** An instant's time of day in the reader's language (10:05, 10:05 AM). */
export const formatTime = (iso: string) => dayjs(iso).format("LT");
/** An instant's date written out in the reader's language (23 November 2026, 23. November 2026). */
export const formatLongDate = (iso: string) => dayjs(iso).format("LL");

/** The spec's fixed form for message-like displays and deadlines: DD.MM.YYYY HH:mm (§ communication, calendar). */
export const formatMessageDateTime = (iso: string) => dayjs(iso).format("DD.MM.YYYY HH:mm");
export const formatDeadline = (value: DateInput) => wallClock(value).format("DD.MM.YYYY");

/** An instant in the reader's language and the given zone (or the browser's), e.g. for "created at". */
export function formatInstant(iso: string, zone?: string): string {
  const d = zone ? dayjs(iso).tz(zone) : dayjs(iso);
  return d.format(DATE_TIME_FORMAT);
}

/**
 * A proposed date of a schedule: whole days as they are (`Wednesday, 1 July 2026 – Thursday, 2 July 2026`),
 * moments in the reader's zone, the end's time alone when it is the same day (`…, 18:00 – 20:00`).
 */
export function formatPeriod(period: { start: string; end: string | null; allDay: boolean }, zone?: string): string {
  if (period.allDay) {
    const start = formatDayHeading(period.start);
    return period.end && period.end !== period.start ? `${start} – ${formatDayHeading(period.end)}` : start;
  }
  const at = (iso: string) => (zone ? dayjs(iso).tz(zone) : dayjs(iso));
  const start = at(period.start);
  const text = `${start.format(DAY_HEADING_FORMAT)}, ${start.format("LT")}`;
  if (!period.end) return text;
  const end = at(period.end);
  const sameDay = end.format("YYYY-MM-DD") === start.format("YYYY-MM-DD");
  return `${text} – ${sameDay ? end.format("LT") : `${end.format(DAY_HEADING_FORMAT)}, ${end.format("LT")}`}`;
}

const dayInZone = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's date (`YYYY-MM-DD`) in a zone, or in the browser's. One formatter per zone, made once: dayjs's
 * `.tz()` builds a new one on every call, which costs the start page tens of milliseconds on a phone.
 */
export function todayIn(zone?: string, now = new Date()): string {
  if (!zone) return dayjs(now).format("YYYY-MM-DD");
  let format = dayInZone.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayInZone.set(zone, format);
  }
  return format.format(now);
}

/** A wall time (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`) in a zone as an ISO instant; null for bad input. */
export function zonedToIso(local: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(local)) return null;
  try {
    const d = dayjs.tz(local.length === 10 ? `${local}T00:00` : local, zone);
    return d.isValid() ? d.toISOString() : null;
  } catch {
    return null;
  }
}

export type { Dayjs };
export { dayjs };
