import {
  type DatePreset,
  dateRangeError,
  resolveDateRange,
  STATISTICS_SERIES,
  type Statistics,
  statisticsInterval,
} from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { invalid } from "../../http/errors.js";
import { dayIn, dayStartIn } from "../../lib/dates.js";
import type { StatisticsScope } from "./statistics.js";
import { countWithRollup, rollupDay } from "./statistics-rollup.service.js";

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Every bucket's first day from the range's start to its end, as `date_trunc` names them. */
function bucketDays(start: string, end: string, interval: StatisticsScope["interval"]): string[] {
  const d = new Date(`${start}T00:00:00Z`);
  if (interval === "week") d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (interval === "month") d.setUTCDate(1);
  const out: string[] = [];
  while (d.toISOString().slice(0, 10) <= end) {
    out.push(d.toISOString().slice(0, 10));
    if (interval === "day") d.setUTCDate(d.getUTCDate() + 1);
    else if (interval === "week") d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

/**
 * The statistics of the network (`groupId` null) or of a group over a preset or custom range (§5: not before
 * 2021-06-01, end not after today, start not after end; 422 naming the field otherwise), days in the viewer's zone:
 * every series a module counts for that scope, one point per bucket.
 */
export async function statisticsFor(
  ctx: AppContext,
  zone: string,
  groupId: string | null,
  query: { date_option?: DatePreset; start_date?: string; end_date?: string },
): Promise<Statistics> {
  const today = dayIn(new Date(), zone);
  if (query.date_option === "custom") {
    if (!query.start_date || !query.end_date)
      throw invalid({ [query.start_date ? "end_date" : "start_date"]: ["required"] });
    const error = dateRangeError({ start_date: query.start_date, end_date: query.end_date }, today);
    if (error === "before_min") throw invalid({ start_date: ["must not be before 2021-06-01"] });
    if (error === "after_today") throw invalid({ end_date: ["must not be after today"] });
    if (error === "start_after_end") throw invalid({ start_date: ["must not be after the end date"] });
  }
  const range = resolveDateRange(query, today);
  const interval = statisticsInterval(range.start_date, range.end_date);
  const scope: StatisticsScope = {
    from: dayStartIn(range.start_date, zone),
    until: dayStartIn(addDays(range.end_date, 1), zone),
    interval,
    zone,
    groupId,
  };
  const days = bucketDays(range.start_date, range.end_date, interval);
  const series: Statistics["series"] = [];
  // Days before `rolled` come from the daily rollup, the rest is counted live: the same answer either way.
  const window = {
    from: range.start_date,
    until: addDays(range.end_date, 1),
    rolled: await rollupDay(ctx, zone, groupId),
  };
  // Every source at once (each its own connection of the pool); per series the first that counts this scope.
  const sources = STATISTICS_SERIES.flatMap((key) => ctx.modules.statisticsSources.filter((s) => s.key === key));
  const counted = await Promise.all(sources.map((source) => countWithRollup(ctx, source, scope, window)));
  const countsOf = new Map(sources.map((source, i) => [source, counted[i]]));
  for (const key of STATISTICS_SERIES) {
    for (const source of ctx.modules.statisticsSources.filter((s) => s.key === key)) {
      const counts = countsOf.get(source);
      if (!counts) continue;
      const byDay = new Map(counts.points.map((p) => [p.date, p.value]));
      let running = counts.before ?? 0;
      const points = days.map((date) => {
        const value = byDay.get(date) ?? 0;
        running += value;
        return { date, value: source.cumulative ? running : value };
      });
      const added = counts.points.reduce((sum, p) => sum + p.value, 0);
      series.push({ key, total: source.cumulative ? running : added, points });
      break;
    }
  }
  return { ...range, interval, series };
}
