import { z } from "zod";
import { DATE_PRESETS } from "./date-ranges.js";

/**
 * Statistics (administration §2 "/administration/statistics" and the group variant, §5, §9): series over a date
 * range, each contributed by the module that owns what it counts. Per bucket (day, week or month, by the range's
 * length): how many were added, and for `members` the total at the bucket's end.
 */
export const STATISTICS_SERIES = ["members", "active_members", "posts", "messages", "appointments", "files"] as const;
export type StatisticsSeriesKey = (typeof STATISTICS_SERIES)[number];
export const STATISTICS_INTERVALS = ["day", "week", "month"] as const;
export type StatisticsInterval = (typeof STATISTICS_INTERVALS)[number];

/** Day buckets up to 31 days, weeks up to about 4 months, months beyond. */
export function statisticsInterval(startDate: string, endDate: string): StatisticsInterval {
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
  return days <= 31 ? "day" : days <= 124 ? "week" : "month";
}

export const statisticsSeries = z.object({
  key: z.enum(STATISTICS_SERIES),
  /** Added in the range (for members: the total at its end). */
  total: z.number().int().nonnegative(),
  /** One point per bucket, by the bucket's first day (YYYY-MM-DD). */
  points: z.array(z.object({ date: z.string(), value: z.number().int().nonnegative() })),
});
export type StatisticsSeries = z.infer<typeof statisticsSeries>;

export const statistics = z.object({
  date_option: z.enum(DATE_PRESETS),
  start_date: z.string(),
  end_date: z.string(),
  interval: z.enum(STATISTICS_INTERVALS),
  series: z.array(statisticsSeries),
});
export type Statistics = z.infer<typeof statistics>;
