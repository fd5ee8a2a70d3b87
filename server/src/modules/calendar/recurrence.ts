import { isTimeZone } from "@intranet/contracts";
import { DateTime, IANAZone } from "luxon";
import type { Frequency, Options as RRuleOptions } from "rrule";
import * as rruleModule from "rrule";

// rrule ships CommonJS for Node and ESM for bundlers; take the class from whichever shape arrived.
const RRule: typeof rruleModule.RRule =
  rruleModule.RRule ?? (rruleModule as unknown as { default: typeof rruleModule }).default.RRule;
type RRule = InstanceType<typeof RRule>;

/**
 * Recurrence repeats the wall-clock time in the appointment's own time zone, so a 10:00 meeting stays
 * at 10:00 across DST. rrule runs on "floating" dates (local wall time written as UTC) and luxon turns
 * each floating occurrence into a real instant in the zone.
 */

export type Frequency4 = "daily" | "weekly" | "monthly" | "yearly";

export type SeriesTiming = {
  /** The rule's wall-clock start as entered (it may lie in a DST gap on the first day; other days keep it). */
  startLocal: string;
  endLocal: string | null;
  timeZone: string;
  /** All-day occurrences are dates: they are expanded and filtered as dates, not instants. */
  allDay: boolean;
  /** The exact length of every timed occurrence (RFC 5545 3.8.5.3: DTEND gives an exact duration). */
  lengthMs: number;
  frequency: Frequency4;
  interval: number;
  /** Inclusive wall-clock end of the recurrence (last possible occurrence start), or null. */
  recurrenceEndLocal: string | null;
};

const DAY = 86_400_000;
/** More than any DST shift (two hours at most): how far an occurrence's instant may lie from its rule's wall time. */
const SHIFT = 3 * 3_600_000;

// The one time-zone check both sides use; kept under this name for the calendar's callers.
export const isValidTimeZone = isTimeZone;

/** `YYYY-MM-DDTHH:mm:ss` of a DateTime. */
export const localString = (dt: DateTime): string => dt.toFormat("yyyy-MM-dd'T'HH:mm:ss");

export const floating = (local: string): Date => new Date(`${local}Z`);
export const fromFloating = (d: Date): string => d.toISOString().slice(0, 19);

/** Whether a wall-clock time happens twice in the zone (the hour after clocks go back), which readers resolve differently. */
export function isRepeatedWallTime(local: string, zone: string): boolean {
  const localMs = Date.parse(`${local.length === 10 ? `${local}T00:00:00` : local}Z`);
  const before = offsetAt(zone, localMs - DAY);
  const after = offsetAt(zone, localMs + DAY);
  return before !== after && [before, after].every((o) => offsetAt(zone, localMs - o * 60_000) === o);
}

/**
 * A wall-clock time in the zone as an instant, read as RFC 5545 (3.3.5) says: a repeated time (the hour
 * after clocks go back) is its first instant; a time inside a DST gap is read with the offset before the
 * gap, so it moves forward by the gap's length (02:30 on a spring-forward day in Berlin is 03:30 CEST).
 */
export function localToUtc(local: string, zone: string): Date {
  const localMs = Date.parse(`${local.length === 10 ? `${local}T00:00:00` : local}Z`);
  // The offsets a day either side are the ones on both sides of any transition near this wall time.
  const before = offsetAt(zone, localMs - DAY);
  const after = offsetAt(zone, localMs + DAY);
  let first: number | null = null;
  for (const o of before === after ? [before] : [before, after]) {
    const t = localMs - o * 60_000;
    if (offsetAt(zone, t) === o && (first === null || t < first)) first = t;
  }
  return new Date(first ?? localMs - before * 60_000);
}

export const utcToLocal = (instant: Date, zone: string): string =>
  fromFloating(new Date(instant.getTime() + offsetAt(zone, instant.getTime()) * 60_000));

const zones = new Map<string, IANAZone>();
const offsets = new Map<string, number>();

/**
 * The zone's UTC offset in minutes at an instant, cached per quarter hour: every zone changes its offset
 * on a quarter hour, and month views ask for thousands of nearby instants.
 */
export function offsetAt(zone: string, ms: number): number {
  const key = `${zone}|${Math.floor(ms / 900_000)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    let z = zones.get(zone);
    if (!z) {
      z = IANAZone.create(zone);
      zones.set(zone, z);
    }
    offset = z.offset(ms);
    if (offsets.size > 200_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** ISO 8601 of a wall time with the offset it has at the given instant. */
export function isoWithOffset(local: string, instant: Date): string {
  const minutes = Math.round((floating(local).getTime() - instant.getTime()) / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/**
 * Reads a payload date: a wall time in the zone, or an instant with an offset converted into the zone.
 * Returns null when it is not a real date.
 */
export function parseLocalInput(value: string, zone: string, allDay: boolean): string | null {
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(value) && value.includes("T");
  // A wall time is kept as entered, even inside a DST gap: a series repeats it, localToUtc resolves it.
  const dt = hasOffset
    ? DateTime.fromISO(value, { setZone: true }).setZone(zone)
    : DateTime.fromISO(value, { zone: "utc" });
  if (!dt.isValid) return null;
  return localString(allDay ? dt.startOf("day") : dt.set({ millisecond: 0 }));
}

const FREQ: Record<Frequency4, Frequency> = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
};

/** The RRULE value stored and written to feeds (UNTIL in UTC, as RFC 5545 requires with a TZID start). */
export function rruleString(s: SeriesTiming): string {
  const parts = [`FREQ=${s.frequency.toUpperCase()}`, `INTERVAL=${s.interval}`];
  const until = untilUtc(s);
  if (until) parts.push(`UNTIL=${until.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`);
  return parts.join(";");
}

/** The instant of the recurrence end (the end day's last second for a date). */
export function untilUtc(s: Pick<SeriesTiming, "recurrenceEndLocal" | "timeZone">): Date | null {
  return s.recurrenceEndLocal ? localToUtc(s.recurrenceEndLocal, s.timeZone) : null;
}

/** Normalises an entered recurrence end: a date means "through that day". */
export function recurrenceEndLocal(value: string, zone: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const dt = DateTime.fromISO(value, { zone: "utc" });
    return dt.isValid ? localString(dt.endOf("day").set({ millisecond: 0 })) : null;
  }
  return parseLocalInput(value, zone, false);
}

/** The wall-clock length (an all-day appointment's days). */
export const durationMs = (s: Pick<SeriesTiming, "startLocal" | "endLocal">): number =>
  s.endLocal ? floating(s.endLocal).getTime() - floating(s.startLocal).getTime() : 0;

const addMs = (local: string, ms: number) => fromFloating(new Date(floating(local).getTime() + ms));

/**
 * The instants of a start and end entered as wall times. When the start lies in a DST gap it moves forward
 * (localToUtc) and the end moves with it, so 02:30–03:30 on a spring-forward day is 03:30–04:30, not empty.
 */
export function spanOf(startLocal: string, endLocal: string | null, zone: string): { start: Date; end: Date | null } {
  const start = localToUtc(startLocal, zone);
  if (!endLocal) return { start, end: null };
  const moved = floating(utcToLocal(start, zone)).getTime() - floating(startLocal).getTime();
  return { start, end: localToUtc(moved ? addMs(endLocal, moved) : endLocal, zone) };
}

/**
 * An rrule whose DTSTART is moved to an occurrence-aligned anchor not after `near`, so a series that
 * started years ago is not walked from its first occurrence. `back` intervals of safety margin.
 */
function ruleNear(s: SeriesTiming, near: Date | null, back: number): RRule {
  const start = floating(s.startLocal);
  const opts: Partial<RRuleOptions> = {
    freq: FREQ[s.frequency],
    interval: s.interval,
    byhour: [start.getUTCHours()],
    byminute: [start.getUTCMinutes()],
    bysecond: [start.getUTCSeconds()],
  };
  if (s.recurrenceEndLocal) opts.until = floating(s.recurrenceEndLocal);
  let anchor = start;
  const n = s.interval;
  if (s.frequency === "daily" || s.frequency === "weekly") {
    const unit = s.frequency === "daily" ? DAY : 7 * DAY;
    if (s.frequency === "weekly") opts.byweekday = [(start.getUTCDay() + 6) % 7];
    if (near && near > start) {
      const k = Math.floor((near.getTime() - start.getTime()) / unit / n) - back;
      if (k > 0) anchor = new Date(start.getTime() + k * n * unit);
    }
  } else {
    opts.bymonthday = [start.getUTCDate()];
    if (s.frequency === "yearly") opts.bymonth = [start.getUTCMonth() + 1];
    const perStep = s.frequency === "monthly" ? n : 12 * n;
    if (near && near > start) {
      const months = (near.getUTCFullYear() - start.getUTCFullYear()) * 12 + near.getUTCMonth() - start.getUTCMonth();
      const k = Math.floor(months / perStep) - back;
      if (k > 0) {
        // The first of the aligned month: the BYMONTHDAY then falls on or after it.
        anchor = new Date(
          Date.UTC(
            start.getUTCFullYear(),
            start.getUTCMonth() + k * perStep,
            1,
            start.getUTCHours(),
            start.getUTCMinutes(),
            start.getUTCSeconds(),
          ),
        );
      }
    }
  }
  const key = `${s.startLocal}|${s.frequency}|${s.interval}|${s.recurrenceEndLocal}|${anchor.getTime()}`;
  let rule = rules.get(key);
  if (!rule) {
    rule = new RRule({ ...opts, dtstart: anchor });
    if (rules.size >= 20_000) rules.clear();
    rules.set(key, rule);
  }
  return rule;
}

/**
 * Rules by timing and anchor: a rule is pure, and rrule caches its own results, so members looking at the
 * same month share the expansion. The key holds every input, so an edited series gets a new entry.
 */
const rules = new Map<string, RRule>();

const toInstant = (f: Date, zone: string) => localToUtc(fromFloating(f), zone);

/** A month sheet: instants for timed appointments, the member's dates (`to` exclusive) for all-day ones. */
export type Window = { from: Date; to: Date; fromIso: string; toIso: string };

/** Whether an appointment's span overlaps the window; all-day appointments compare their dates. */
export function overlapsWindow(
  w: Window,
  allDay: boolean,
  span: { start: Date; end: Date | null; startLocal: string; endLocal: string | null },
): boolean {
  if (allDay)
    return span.startLocal.slice(0, 10) < w.toIso && (span.endLocal ?? span.startLocal).slice(0, 10) >= w.fromIso;
  // Inclusive like the query: an appointment ending exactly at the window's start is still shown.
  return span.start < w.to && (span.end ?? span.start) >= w.from;
}

/** Occurrence starts (instants) whose span overlaps the window. Only the window is expanded. */
export function occurrencesBetween(s: SeriesTiming, w: Window): Date[] {
  let fromF: Date;
  let toF: Date;
  if (s.allDay) {
    fromF = new Date(floating(`${w.fromIso}T00:00:00`).getTime() - durationMs(s));
    toF = new Date(floating(`${w.toIso}T00:00:00`).getTime() - 1000);
  } else {
    // Floating bounds with a day of slack for the zone's offset; exact filtering follows.
    fromF = new Date(floating(utcToLocal(w.from, s.timeZone)).getTime() - s.lengthMs - DAY);
    toF = new Date(floating(utcToLocal(w.to, s.timeZone)).getTime() + DAY);
  }
  const out: Date[] = [];
  for (const f of ruleNear(s, fromF, 1).between(fromF, toF, true)) {
    const start = toInstant(f, s.timeZone);
    const startLocal = fromFloating(f);
    const span = s.allDay
      ? { start, end: null, startLocal, endLocal: s.endLocal ? addMs(startLocal, durationMs(s)) : null }
      : { start, end: s.lengthMs ? new Date(start.getTime() + s.lengthMs) : null, startLocal, endLocal: null };
    if (overlapsWindow(w, s.allDay, span)) out.push(start);
  }
  return out;
}

/**
 * The rule's wall time (floating) of an occurrence, or null when the instant is no occurrence. An occurrence
 * in a DST gap starts later than its wall time, so the rule is asked for the hours around it.
 */
export function occurrenceWall(s: SeriesTiming, start: Date): Date | null {
  const f = floating(utcToLocal(start, s.timeZone)).getTime();
  const from = new Date(f - SHIFT);
  return (
    ruleNear(s, from, 1)
      .between(from, new Date(f + SHIFT), true)
      .find((o) => toInstant(o, s.timeZone).getTime() === start.getTime()) ?? null
  );
}

/** Whether the instant is an occurrence start of the series. */
export const isOccurrence = (s: SeriesTiming, start: Date): boolean => occurrenceWall(s, start) !== null;

/** The next occurrence start after the instant that `skip` does not exclude. */
export function occurrenceAfter(s: SeriesTiming, start: Date, skip: (d: Date) => boolean = () => false): Date | null {
  let f = new Date(floating(utcToLocal(start, s.timeZone)).getTime() - SHIFT);
  for (let i = 0; i < 1000; i++) {
    const next = ruleNear(s, f, 1).after(f, false);
    if (!next) return null;
    const instant = toInstant(next, s.timeZone);
    if (instant > start && !skip(instant)) return instant;
    f = next;
  }
  return null;
}

/** The previous occurrence start (not before the series start) that `skip` does not exclude. */
export function occurrenceBefore(s: SeriesTiming, start: Date, skip: (d: Date) => boolean = () => false): Date | null {
  let f = new Date(floating(utcToLocal(start, s.timeZone)).getTime() + SHIFT);
  const margin = s.frequency === "monthly" ? 12 : s.frequency === "yearly" ? 8 : 2;
  for (let i = 0; i < 1000; i++) {
    const prev = ruleNear(s, f, margin).before(f, false);
    if (!prev) return null;
    const instant = toInstant(prev, s.timeZone);
    if (instant < start && !skip(instant)) return instant;
    f = prev;
  }
  return null;
}

/** `20260329T080000Z`, the start part of an occurrence id. */
export const occurrenceKey = (d: Date): string => `${d.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

export function parseOccurrenceKey(key: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(key);
  if (!m) return null;
  const [y, mo, d0, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const d = new Date(Date.UTC(y, mo - 1, d0, h, mi, s));
  return Number.isNaN(d.getTime()) ? null : d;
}

export const occurrenceId = (seriesId: string, start: Date) => `r-${seriesId}-${occurrenceKey(start)}`;

export function parseAppointmentRef(ref: string): { id: string; occurrence: Date | null } | null {
  if (/^[0-9a-f]{24}$/.test(ref)) return { id: ref, occurrence: null };
  const m = /^r-([0-9a-f]{24})-(\d{8}T\d{6}Z)$/.exec(ref);
  if (!m) return null;
  const [, id, key] = m as unknown as [string, string, string];
  const occurrence = parseOccurrenceKey(key);
  return occurrence ? { id, occurrence } : null;
}
