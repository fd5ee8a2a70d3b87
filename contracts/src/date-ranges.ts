import { z } from "zod";
import { isoDate } from "./common.js";

/**
 * The date presets of the statistics (administration §5: 7 days, 30 days, 3 months (default), 6 months, 12 months,
 * custom) and of the audit filter's `date_option`, and the rules of a chosen range: not before `DATE_RANGE_MIN`,
 * end not after today, start not after end.
 */
export const DATE_PRESETS = ["7_days", "30_days", "3_months", "6_months", "12_months", "custom"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const DEFAULT_DATE_PRESET: DatePreset = "3_months";
/** §9: statistics minimum date. */
export const DATE_RANGE_MIN = "2021-06-01";

export type DateRange = { start_date: string; end_date: string };

const pad = (n: number) => String(n).padStart(2, "0");
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parse = (s: string) => new Date(`${s}T00:00:00Z`);

/** The first day of a preset's window ending `today` (both included), never before `DATE_RANGE_MIN`. */
export function presetRange(preset: Exclude<DatePreset, "custom">, today: string): DateRange {
  const d = parse(today);
  if (preset === "7_days") d.setUTCDate(d.getUTCDate() - 6);
  else if (preset === "30_days") d.setUTCDate(d.getUTCDate() - 29);
  else d.setUTCMonth(d.getUTCMonth() - Number.parseInt(preset, 10));
  const start = ymd(d);
  return { start_date: start < DATE_RANGE_MIN ? DATE_RANGE_MIN : start, end_date: today };
}

/** Why a custom range is refused (a text key of the web's `administration.dates` texts), or null when it is fine. */
export function dateRangeError(
  range: DateRange,
  today: string,
): "before_min" | "after_today" | "start_after_end" | null {
  if (range.start_date < DATE_RANGE_MIN) return "before_min";
  if (range.end_date > today) return "after_today";
  if (range.start_date > range.end_date) return "start_after_end";
  return null;
}

/** The dates of a preset, or of a custom range when it is valid; the default preset's otherwise. */
export function resolveDateRange(
  input: { date_option?: DatePreset; start_date?: string; end_date?: string },
  today: string,
): DateRange & { date_option: DatePreset } {
  const option = input.date_option ?? DEFAULT_DATE_PRESET;
  if (option !== "custom") return { date_option: option, ...presetRange(option, today) };
  const { start_date, end_date } = input;
  if (start_date && end_date && dateRangeError({ start_date, end_date }, today) === null)
    return { date_option: "custom", start_date, end_date };
  return { date_option: DEFAULT_DATE_PRESET, ...presetRange("3_months", today) };
}

/** The query of a date-ranged call: a preset, or `custom` with both dates. */
export const dateRangeQuery = z.object({
  date_option: z.enum(DATE_PRESETS).optional(),
  start_date: isoDate().optional(),
  end_date: isoDate().optional(),
});
