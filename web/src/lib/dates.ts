import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/de";
import "dayjs/locale/en-gb";
import "dayjs/locale/es";
import "dayjs/locale/fr";
import localizedFormat from "dayjs/plugin/localizedFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import {
  applyDateLocale,
  applyDateZone,
  dateLocale,
  dateZone,
  followDateLocale,
  formatterOf,
  memberDateZone,
  tableOffset,
  todayIn,
} from "./dates-core";

/**
 * dayjs's `isValid` compares `Date#toString()` with "Invalid Date"; the first `toString` of a page loads the browser's
 * names of time zones (11 ms of the start page's first render in a profiled trace, before its first paint, every
 * shown date asking it). A date is invalid exactly when its time value is NaN, which needs no names.
 */
function validByTimeValue(_options: unknown, Dayjs: typeof dayjs.Dayjs) {
  // `$d`, the Date a dayjs object wraps, is what dayjs's own `isValid` reads.
  Dayjs.prototype.isValid = function isValid(this: Dayjs & { $d: Date }) {
    return !Number.isNaN(this.$d.getTime());
  };
}

// The one date path of the client: every format token used below needs one of these plugins.
dayjs.extend(localizedFormat);
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(validByTimeValue);
followDateLocale((locale) => dayjs.locale(locale));

// The settings are kept without dayjs (dates-core.ts, for the first screen); the date code reads them from here too.
export { applyDateLocale, applyDateZone, dateLocale, dateZone, todayIn };

/** Display formats of date fields (Mantine's `valueFormat`) and texts, as localized tokens: one per kind. */
export const DATE_FORMAT = "L";
export const TIME_FORMAT = "LT";
export const DATE_TIME_FORMAT = "L LT";
export const LONG_DATE_FORMAT = "dddd, LL";

type DateInput = string | Date | Dayjs;

/** An instant as the wall clock of a zone (the member's by default, else the browser's). */
function inZone(instant: Date | Dayjs | string, zone = memberDateZone()): Dayjs {
  const d = dayjs(instant);
  const offset = zone && d.isValid() ? tableOffset(zone, d.valueOf()) : null;
  if (offset !== null) return d.utcOffset(offset);
  const format = zone && d.isValid() ? formatterOf(zone) : null;
  if (!format) return d;
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(d.toDate())) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  const seconds = d.valueOf() - d.millisecond();
  return d.utcOffset(Math.round((wall - seconds) / 60_000));
}

/** A wall-clock value (`2026-11-23`, `2026-11-23T10:00`) has no zone and is shown as it is. */
const isWallClock = (value: DateInput): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+)?$/.test(value);

/** What a person reads: a wall-clock value as it is, an instant in the member's zone. */
const shown = (value: DateInput): Dayjs => (isWallClock(value) ? dayjs(value) : inZone(value));

/** The wall clock an ISO value with offset was written in (`2026-11-23T10:00:00+01:00` keeps 10:00): appointments. */
export const ownWallClock = (iso: string): string => iso.slice(0, 19);

/** 23/11/2026, 23.11.2026 … */
export const formatDate = (value: DateInput) => shown(value).format(DATE_FORMAT);

/** 10:05 (the same 24-hour clock in every language of the app). */
export const formatTime = (value: DateInput) => shown(value).format(TIME_FORMAT);

/** 23/11/2026 10:05, 23.11.2026 10:05 …: every date with a time, in the member's zone (or the one given). */
export function formatInstant(value: DateInput, zone?: string): string {
  const d = zone && !isWallClock(value) ? inZone(value, zone) : shown(value);
  return d.format(DATE_TIME_FORMAT);
}

/** Monday, 23 November 2026 / Montag, 23. November 2026: day headings and written-out dates. */
export const formatLongDate = (value: DateInput) => shown(value).format(LONG_DATE_FORMAT);

/** Relative to today: today's moments by their time, older ones by their date (lists of chats). */
export function formatRecent(value: DateInput, now: DateInput = new Date()): string {
  const d = shown(value);
  return d.format("YYYY-MM-DD") === shown(now).format("YYYY-MM-DD") ? d.format(TIME_FORMAT) : d.format(DATE_FORMAT);
}

/** The day (`YYYY-MM-DD`) an instant falls on in the member's zone: to group by day. */
export const dayOf = (value: DateInput) => shown(value).format("YYYY-MM-DD");

/**
 * A proposed date of a schedule: whole days as they are (`Wednesday, 1 July 2026 – Thursday, 2 July 2026`),
 * moments in the reader's zone, the end's time alone when it is the same day (`…, 18:00 – 20:00`).
 */
export function formatPeriod(period: { start: string; end: string | null; allDay: boolean }, zone?: string): string {
  if (period.allDay) {
    const start = formatLongDate(ownWallClock(period.start).slice(0, 10));
    return period.end && period.end !== period.start
      ? `${start} – ${formatLongDate(ownWallClock(period.end).slice(0, 10))}`
      : start;
  }
  const start = inZone(period.start, zone ?? memberDateZone());
  const text = `${start.format(LONG_DATE_FORMAT)}, ${start.format(TIME_FORMAT)}`;
  if (!period.end) return text;
  const end = inZone(period.end, zone ?? memberDateZone());
  const sameDay = end.format("YYYY-MM-DD") === start.format("YYYY-MM-DD");
  return `${text} – ${sameDay ? end.format(TIME_FORMAT) : `${end.format(LONG_DATE_FORMAT)}, ${end.format(TIME_FORMAT)}`}`;
}

/** The last moment of a day in the member's zone, as an ISO instant (a lock "until" that day). */
export function endOfDay(date: string): string {
  const next = dayjs(date).add(1, "day").format("YYYY-MM-DD");
  return dayjs(zonedToIso(next, dateZone()) ?? next)
    .subtract(1, "millisecond")
    .toISOString();
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
