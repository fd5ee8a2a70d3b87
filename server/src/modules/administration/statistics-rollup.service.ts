import { STATISTICS_SERIES } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { dayIn, dayStartIn } from "../../lib/dates.js";
import type { SeriesCounts, StatisticsScope, StatisticsSource } from "./statistics.js";
import {
  type RollupRow,
  replaceRollup,
  rolledBefore,
  rolledBuckets,
  rolledDaysBy,
  rolledUntil,
  rollupScopes,
} from "./statistics-rollup.repo.js";

/**
 * The statistics' daily rollup: an hourly job stores each series' counts for the days before today (in each zone and
 * scope the statistics were asked for), recounted in full from the modules' own statistics sources; a request reads
 * those and counts only the rest live (today, and for distinct series the partial weeks or months at the edges), so
 * its answer is the one the live count gives. What changes in days already rolled up (a deleted post) shows from the
 * next run on.
 */
export const STATISTICS_ROLLUP = "administration.statistics-rollup";

type Interval = StatisticsScope["interval"];
const EPOCH = "1970-01-01";

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The first day of the bucket `day` falls in (weeks start on Monday, as `date_trunc` has them). */
export function bucketStart(day: string, interval: Interval): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (interval === "week") d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (interval === "month") d.setUTCDate(1);
  return iso(d);
}

/** The first day of the bucket after the one starting at `start`. */
function nextBucket(start: string, interval: Interval): string {
  const d = new Date(`${start}T00:00:00Z`);
  if (interval === "day") d.setUTCDate(d.getUTCDate() + 1);
  else if (interval === "week") d.setUTCDate(d.getUTCDate() + 7);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return iso(d);
}

export const scopeKey = (groupId: string | null) => groupId ?? "network";

/** A source's live count over the days `from` (included) to `until` (excluded). */
function live(ctx: AppContext, source: StatisticsSource, scope: StatisticsScope, from: string, until: string) {
  return source.count(ctx.db, { ...scope, from: dayStartIn(from, scope.zone), until: dayStartIn(until, scope.zone) });
}

const merged = (parts: { date: string; value: number }[][]) => {
  const byDate = new Map<string, number>();
  for (const part of parts) for (const p of part) byDate.set(p.date, (byDate.get(p.date) ?? 0) + p.value);
  return [...byDate].map(([date, value]) => ({ date, value }));
};

/**
 * A series over the days `from` to `until` (excluded): the rolled-up days before `rolled` (the scope's first day
 * not rolled up) and a live count of the rest; null where the source counts nothing for the scope.
 */
export async function countWithRollup(
  ctx: AppContext,
  source: StatisticsSource,
  scope: StatisticsScope,
  window: { from: string; until: string; rolled: string | null },
): Promise<SeriesCounts | null> {
  const { from, until, rolled } = window;
  const key = scopeKey(scope.groupId);
  if (!rolled || rolled <= from || (source.distinct && source.cumulative)) return source.count(ctx.db, scope);
  if (!source.distinct) {
    const cut = rolled < until ? rolled : until;
    // Always asked, even over no day: it says whether the source counts this scope at all.
    const rest = await live(ctx, source, scope, cut, until);
    if (!rest) return null;
    const days = await rolledDaysBy(ctx.db, scope.zone, key, source.key, scope.interval, from, cut);
    const before = source.cumulative ? await rolledBefore(ctx.db, scope.zone, key, source.key, from) : undefined;
    return { points: merged([days, rest.points]), before };
  }
  // Distinct things: whole rolled buckets inside the window, the partial ones at its edges counted live.
  const first =
    bucketStart(from, scope.interval) === from ? from : nextBucket(bucketStart(from, scope.interval), scope.interval);
  const rolledLimit = bucketStart(rolled, scope.interval);
  const untilBucket = bucketStart(until, scope.interval);
  const end = rolledLimit < untilBucket ? rolledLimit : untilBucket;
  if (end <= first) return source.count(ctx.db, scope);
  const rest = await live(ctx, source, scope, end, until);
  if (!rest) return null;
  const head = first > from ? await live(ctx, source, scope, from, first) : null;
  const mid = await rolledBuckets(ctx.db, scope.zone, key, source.key, scope.interval, first, end);
  return { points: merged([head?.points ?? [], mid, rest.points]) };
}

/** The scope's first day not rolled up, noting the scope for the job when it is new. */
export const rollupDay = (ctx: AppContext, zone: string, groupId: string | null) =>
  rolledUntil(ctx.db, zone, scopeKey(groupId));

/** Rolls up every scope the statistics were asked for whose rollup is older than today (in its zone). */
export async function rollUpStatistics(ctx: AppContext, now: Date) {
  for (const { zone, scope, rolledUntil: done } of await rollupScopes(ctx.db)) {
    const today = dayIn(now, zone);
    if (done === today) continue;
    const groupId = scope === "network" ? null : scope;
    const rows: RollupRow[] = [];
    for (const key of STATISTICS_SERIES) {
      for (const source of ctx.modules.statisticsSources.filter((s) => s.key === key)) {
        const intervals: Interval[] = source.distinct ? ["day", "week", "month"] : ["day"];
        let counted = false;
        for (const interval of intervals) {
          const counts = await live(
            ctx,
            source,
            { zone, groupId, interval, from: dayStartIn(EPOCH, zone), until: dayStartIn(EPOCH, zone) },
            EPOCH,
            bucketStart(today, interval),
          );
          if (!counts) break;
          counted = true;
          for (const p of counts.points)
            if (p.value) rows.push({ series: key, interval, bucket: p.date, value: p.value });
        }
        if (counted) break;
      }
    }
    await replaceRollup(ctx.db, zone, scope, today, rows);
  }
}
