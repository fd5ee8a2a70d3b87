import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** A statistics window: instants `from` (included) to `until` (excluded), bucketed by day, week or month in `zone`. */
export type BucketWindow = { from: Date; until: Date; interval: "day" | "week" | "month"; zone: string };

/** The first day (YYYY-MM-DD) of the bucket an instant column falls in, in the window's zone. */
export function bucketOf(column: AnyColumn | SQL, w: BucketWindow): SQL<string> {
  return sql<string>`to_char(date_trunc(${w.interval}, ${column} at time zone ${w.zone}), 'YYYY-MM-DD')`;
}

/** `column` within the window. */
export function inWindow(column: AnyColumn, w: BucketWindow): SQL {
  return sql`${column} >= ${w.from} and ${column} < ${w.until}`;
}

/** Grouping by the first selected column (the bucket): the same expression twice would be two parameters apart. */
export const byBucket = sql`1`;
/** How many rows, as a number. */
export const countAll = sql<number>`count(*)::int`;
