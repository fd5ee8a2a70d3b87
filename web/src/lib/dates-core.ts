import type { NetworkPreload } from "@intranet/contracts";

/**
 * Dates without dayjs: the language and time zone dates are shown in (the app's root and i18n set them on the first
 * screen), and the plain days the routes' prefetches ask for. `lib/dates.ts` (dayjs, its locales and plugins: 7 KB
 * gzipped) comes with the first screen that shows a date.
 */

/**
 * The dayjs locale of an app language: the informal German variant only changes wording, and
 * English dates are written day first (23/11/2026) like the rest of the network's languages.
 */
export function dateLocale(lng: string): string {
  if (lng === "de" || lng === "de_DU") return "de";
  if (lng === "es" || lng === "fr") return lng;
  return "en-gb";
}

let locale = dateLocale("en");
/** Told of every change of the locale once `lib/dates.ts` has loaded. */
let localeListener: ((locale: string) => void) | null = null;

/** Follows the app's language; called by i18n on every language change. */
export function applyDateLocale(lng: string) {
  locale = dateLocale(lng);
  localeListener?.(locale);
}

/** Calls `listener` with the locale now and on every change (dayjs's global locale, `lib/dates.ts`). */
export function followDateLocale(listener: (locale: string) => void) {
  localeListener = listener;
  listener(locale);
}

/** The member's time zone (their profile's), or undefined for the browser's: applied by the app's root. */
let memberZone: string | undefined;

/** The preload's offsets of a zone (`time_zone_offsets`), read into numbers: instants from `from` on have `offset`. */
interface OffsetTable {
  zone: string;
  until: number;
  changes: { from: number; offset: number }[];
}
let offsetTable: OffsetTable | null = null;
let tableSource: unknown = null;

/** The preload's table of the member's zone: minutes east of UTC from each change's `from`, up to `until`. */
type ZoneOffsets = NetworkPreload["time_zone_offsets"];

/**
 * Follows the signed-in member's time zone, like `applyDateLocale` follows the language; null for the browser's. With
 * the preload's table of the zone's offsets, dates within it are shown without the browser's date formatter, whose
 * first construction initialises the browser's locale data: on a phone about 120 ms of the first screen's render.
 */
export function applyDateZone(zone: string | null | undefined, offsets?: ZoneOffsets) {
  if (offsets !== tableSource) {
    tableSource = offsets;
    offsetTable = offsets
      ? {
          zone: offsets.zone,
          until: Date.parse(offsets.until),
          changes: offsets.changes.map((c) => ({ from: Date.parse(c.from), offset: c.offset })),
        }
      : null;
  }
  // A zone with its table is the server's (validated there); any other must be one the browser knows.
  memberZone = zone && (offsetTable?.zone === zone || formatterOf(zone)) ? zone : undefined;
}

/** A zone's offset from UTC in minutes at an instant, from the preload's table; null outside it or for another zone. */
export function tableOffset(zone: string, ms: number): number | null {
  const table = offsetTable;
  if (!table || table.zone !== zone || ms >= table.until || !(ms >= (table.changes[0]?.from ?? Number.NaN)))
    return null;
  let offset = 0;
  for (const change of table.changes) {
    if (change.from > ms) break;
    offset = change.offset;
  }
  return offset;
}

/** The member's zone, undefined for the browser's. */
export const memberDateZone = (): string | undefined => memberZone;

/** The zone dates are shown in: the member's, else the browser's. */
export const dateZone = (): string => memberZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/**
 * One formatter per zone, made once (null for a zone the browser does not know): dayjs's `.tz()` builds a new
 * one on every call, which costs a list of dates tens of milliseconds on a phone.
 */
export function formatterOf(zone: string): Intl.DateTimeFormat | null {
  let format = formatters.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      });
    } catch {
      format = null;
    }
    formatters.set(zone, format);
  }
  return format;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Today's date (`YYYY-MM-DD`) in a zone, by default the member's (else the browser's). */
export function todayIn(zone: string | undefined = memberZone, now = new Date()): string {
  const offset = zone ? tableOffset(zone, now.getTime()) : null;
  if (offset !== null) return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);
  const format = zone && !Number.isNaN(now.getTime()) ? formatterOf(zone) : null;
  if (!format) return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(now)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a day of the calendar as `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const [, y, m, d] = ISO_DATE.exec(text) ?? [];
  if (!y || !m || !d) return false;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

/** A day (`YYYY-MM-DD`) some days later (or earlier, for a negative count). */
export function addDays(day: string, count: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + count));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
