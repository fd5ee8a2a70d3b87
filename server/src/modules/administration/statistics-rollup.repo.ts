import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { statisticsRollupScopes, statisticsRollups } from "./administration.schema.js";

type Interval = "day" | "week" | "month";
export type RollupRow = { series: string; interval: Interval; bucket: string; value: number };

/** The scope's first day not rolled up (null: not yet); the scope is noted for the rollup job when new. */
export async function rolledUntil(db: DbOrTx, zone: string, scope: string): Promise<string | null> {
  const [known] = await db
    .select({ rolledUntil: statisticsRollupScopes.rolledUntil })
    .from(statisticsRollupScopes)
    .where(and(eq(statisticsRollupScopes.zone, zone), eq(statisticsRollupScopes.scope, scope)));
  if (known) return known.rolledUntil;
  const [row] = await db
    .insert(statisticsRollupScopes)
    .values({ zone, scope })
    .onConflictDoUpdate({
      target: [statisticsRollupScopes.zone, statisticsRollupScopes.scope],
      set: { zone: sql`excluded.zone` },
    })
    .returning({ rolledUntil: statisticsRollupScopes.rolledUntil });
  return row?.rolledUntil ?? null;
}

/** Every (zone, scope) the statistics were asked for. */
export function rollupScopes(db: DbOrTx) {
  return db.select().from(statisticsRollupScopes);
}

/** Replaces a scope's rollup by `rows`, counted before `until`. */
export async function replaceRollup(db: DbOrTx, zone: string, scope: string, until: string, rows: RollupRow[]) {
  const ofScope = and(eq(statisticsRollups.zone, zone), eq(statisticsRollups.scope, scope));
  await db.transaction(async (tx) => {
    await tx.delete(statisticsRollups).where(ofScope);
    for (let i = 0; i < rows.length; i += 5000)
      await tx.insert(statisticsRollups).values(rows.slice(i, i + 5000).map((r) => ({ zone, scope, ...r })));
    await tx
      .update(statisticsRollupScopes)
      .set({ rolledUntil: until })
      .where(and(eq(statisticsRollupScopes.zone, zone), eq(statisticsRollupScopes.scope, scope)));
  });
}

const ofSeries = (zone: string, scope: string, series: string, interval: Interval) =>
  and(
    eq(statisticsRollups.zone, zone),
    eq(statisticsRollups.scope, scope),
    eq(statisticsRollups.series, series),
    eq(statisticsRollups.interval, interval),
  );

/** A series' day counts from `from` (included) to `until` (excluded), summed per `interval` bucket. */
export function rolledDaysBy(
  db: DbOrTx,
  zone: string,
  scope: string,
  series: string,
  interval: Interval,
  from: string,
  until: string,
) {
  const bucket = sql<string>`to_char(date_trunc(${interval}, ${statisticsRollups.bucket}::timestamp), 'YYYY-MM-DD')`;
  return db
    .select({ date: bucket, value: sql<number>`sum(${statisticsRollups.value})::int` })
    .from(statisticsRollups)
    .where(
      and(
        ofSeries(zone, scope, series, "day"),
        gte(statisticsRollups.bucket, from),
        lt(statisticsRollups.bucket, until),
      ),
    )
    .groupBy(sql`1`);
}

/** A series' rolled `interval` buckets starting from `from` (included) to `until` (excluded). */
export function rolledBuckets(
  db: DbOrTx,
  zone: string,
  scope: string,
  series: string,
  interval: Interval,
  from: string,
  until: string,
) {
  return db
    .select({ date: sql<string>`${statisticsRollups.bucket}::text`, value: statisticsRollups.value })
    .from(statisticsRollups)
    .where(
      and(
        ofSeries(zone, scope, series, interval),
        gte(statisticsRollups.bucket, from),
        lt(statisticsRollups.bucket, until),
      ),
    );
}

/** A series' total of the days before `day`. */
export async function rolledBefore(db: DbOrTx, zone: string, scope: string, series: string, day: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${statisticsRollups.value}), 0)::int` })
    .from(statisticsRollups)
    .where(and(ofSeries(zone, scope, series, "day"), lt(statisticsRollups.bucket, day)));
  return row?.n ?? 0;
}
