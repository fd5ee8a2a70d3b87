import type { Calendar, RecurrencePattern } from "@intranet/contracts";
import { type Dayjs, dayjs, todayIn } from "../../lib/dates";
import { addDays } from "../../lib/dates-core";
import { byText } from "../../lib/text-order";

/** Pure rules of the calendar screens (§4 form transitions, month sheet, filter), tested on their own. */

export type RecurrenceUnit = "daily" | "weekly" | "monthly" | "yearly";
export type RecurrenceChoice = "never" | RecurrenceUnit | "custom";

export interface RecurrenceState {
  frequency: RecurrenceChoice;
  /** The unit of a custom recurrence (and of any recurrence when frequency is a unit). */
  unit: RecurrenceUnit;
  interval: number;
  /** YYYY-MM-DD or null. */
  endTime: string | null;
}

export const noRecurrence: RecurrenceState = { frequency: "never", unit: "daily", interval: 1, endTime: null };

/** The custom view shows for custom and for any interval other than 1. */
export const showsCustom = (s: RecurrenceState) =>
  s.frequency === "custom" || (s.frequency !== "never" && s.interval !== 1);

export function fromPattern(p: RecurrencePattern | null | undefined): RecurrenceState {
  if (!p || p.recurrence_frequency === "never") return noRecurrence;
  const unit = p.recurrence_frequency;
  return {
    frequency: p.recurrence_interval !== 1 ? "custom" : unit,
    unit,
    interval: p.recurrence_interval,
    endTime: p.recurrence_end_time ? p.recurrence_end_time.slice(0, 10) : null,
  };
}

export function toPattern(s: RecurrenceState): RecurrencePattern | null {
  if (s.frequency === "never") return null;
  return {
    recurrence_frequency: s.frequency === "custom" ? s.unit : s.frequency,
    recurrence_interval: s.frequency === "custom" ? Math.max(1, s.interval) : 1,
    recurrence_end_time: s.endTime,
  };
}

/**
 * Choosing a frequency: custom after "never" starts as daily with an interval; any change clears the end
 * time, and the interval goes back to 1 unless custom.
 */
export function chooseFrequency(s: RecurrenceState, next: RecurrenceChoice): RecurrenceState {
  if (next === "custom") {
    const unit = s.frequency === "never" || s.frequency === "custom" ? s.unit : s.frequency;
    return { frequency: "custom", unit: s.frequency === "never" ? "daily" : unit, interval: s.interval, endTime: null };
  }
  if (next === "never") return { ...noRecurrence };
  return { frequency: next, unit: next, interval: 1, endTime: null };
}

export function setInterval(s: RecurrenceState, interval: number): RecurrenceState {
  const value = Number.isFinite(interval) ? Math.max(1, Math.floor(interval)) : 1;
  return {
    ...s,
    interval: value,
    frequency:
      s.frequency === "never" ? "custom" : s.frequency === "custom" ? "custom" : value !== 1 ? "custom" : s.frequency,
  };
}

export const setUnit = (s: RecurrenceState, unit: RecurrenceUnit): RecurrenceState => ({ ...s, unit });

const UNIT_TO_DAYJS = { daily: "day", weekly: "week", monthly: "month", yearly: "year" } as const;

/** The end toggle: on sets start plus one interval, off clears it. */
export function toggleEnd(s: RecurrenceState, on: boolean, start: string): RecurrenceState {
  if (!on) return { ...s, endTime: null };
  const unit = s.frequency === "custom" || s.frequency === "never" ? s.unit : s.frequency;
  const interval = s.frequency === "custom" ? s.interval : 1;
  return { ...s, endTime: dayjs(start).add(interval, UNIT_TO_DAYJS[unit]).format("YYYY-MM-DD") };
}

/**
 * A new appointment starts at the next full hour; with a date (a day picked in the calendar), on that date at
 * the current hour plus one, but never past its last hour: after 23:00 the day picked stays the day.
 */
export function initialStart(now: Dayjs, date?: string | null): Dayjs {
  const next = now.startOf("hour").add(1, "hour");
  if (!date || !dayjs(date, "YYYY-MM-DD").isValid()) return next;
  return dayjs(date)
    .hour(Math.min(now.hour() + 1, 23))
    .minute(0)
    .second(0)
    .millisecond(0);
}

/**
 * The calendars a new appointment goes into first: the link's (a group's calendar from the group), else the
 * member's own calendar, else the only calendar offered; never one the member may not post into.
 */
export function initialCalendarIds(
  calendars: Pick<Calendar, "id" | "type" | "can">[],
  wanted: string | null,
): string[] {
  const postable = calendars.filter((c) => c.can.create_appointments);
  const chosen =
    postable.find((c) => c.id === wanted) ??
    // The member's first personal calendar (ids are time-ordered), not the one whose name sorts first.
    postable.filter((c) => c.type === "personal").sort((a, b) => byText(a.id, b.id))[0] ??
    (postable.length === 1 ? postable[0] : undefined);
  return chosen ? [chosen.id] : [];
}

/**
 * Whether an appointment is over: a timed one at its end (or start), an all-day one only once its last day is
 * over in the member's zone (all day long it is today's).
 */
export function isOver(
  date: { start: string; end: string | null; all_day: boolean },
  zone: string | undefined,
  now = new Date(),
): boolean {
  if (!date.all_day) return dayjs(date.end ?? date.start).isBefore(dayjs(now));
  return (date.end ?? date.start).slice(0, 10) < todayIn(zone, now);
}

/** ISO 8601 week number (weeks start on Monday, week 1 holds the first Thursday). */
export function isoWeek(d: Dayjs): number {
  const thursday = d
    .startOf("day")
    .subtract((d.day() + 6) % 7, "day")
    .add(3, "day");
  return 1 + Math.floor(thursday.diff(thursday.startOf("year"), "day") / 7);
}

export interface SheetDay {
  date: string;
  day: number;
  inMonth: boolean;
  today: boolean;
}

/** The month sheet: whole weeks from Monday, each with its ISO week number. */
export function monthWeeks(month: string, today: string): { week: number; days: SheetDay[] }[] {
  const first = dayjs(month).startOf("month");
  const start = first.subtract((first.day() + 6) % 7, "day");
  const last = first.endOf("month").startOf("day");
  const weeks: { week: number; days: SheetDay[] }[] = [];
  for (let monday = start; !monday.isAfter(last); monday = monday.add(7, "day")) {
    const days: SheetDay[] = [];
    for (let i = 0; i < 7; i++) {
      const d = monday.add(i, "day");
      const date = d.format("YYYY-MM-DD");
      days.push({ date, day: d.date(), inMonth: d.month() === first.month(), today: date === today });
    }
    weeks.push({ week: isoWeek(monday), days });
  }
  return weeks;
}

/** The days (YYYY-MM-DD, in the appointment's zone) an appointment covers. */
export function daysCovered(start: string, end: string | null, allDay: boolean): string[] {
  // Wall times of the appointment's own zone (the offset is dropped on purpose), counted on the ISO strings
  // themselves: a month's sheet and the start page's agenda ask this of every appointment they show.
  const first = start.slice(0, 10);
  let last = end ? end.slice(0, 10) : first;
  // An end exactly at midnight belongs to the day before.
  if (!allDay && end && end.slice(11, 16) === "00:00" && end.slice(0, 19) > start.slice(0, 19))
    last = addDays(last, -1);
  const out: string[] = [];
  for (let d = first; d <= last && out.length < 62; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The sheet shows at least 4 lines per cell, then "+N more". */
export const SHEET_MIN_LINES = 4;
export function cellLines<T>(items: T[], expanded: boolean): { shown: T[]; more: number } {
  if (expanded || items.length <= SHEET_MIN_LINES) return { shown: items, more: 0 };
  return { shown: items.slice(0, SHEET_MIN_LINES - 1), more: items.length - (SHEET_MIN_LINES - 1) };
}

/** Offered time zones: no Etc/ names and no all-capital aliases (§5). */
export const offeredZones = (zones: readonly string[]) =>
  zones.filter((z) => !z.startsWith("Etc/") && z !== z.toUpperCase());

/** A description longer than this is cut with a "more" link. */
export const DESCRIPTION_CUT = 500;
/** Files shown before "show more". */
export const FILES_SHOWN = 2;
