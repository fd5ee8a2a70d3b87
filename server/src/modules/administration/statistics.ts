import type { StatisticsSeriesKey } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { BucketWindow } from "../../db/buckets.js";
import type { DbOrTx } from "../../db/client.js";
import type { RegistryCollectors } from "../module.js";

/** What a statistics series counts in: the network, or one group. */
export type StatisticsScope = BucketWindow & { groupId: string | null };

/** A series' counts per bucket (by the bucket's first day); `before`: the running total before the window. */
export type SeriesCounts = { points: { date: string; value: number }[]; before?: number };

/**
 * A statistics series a module counts (administration §2 "/administration/statistics"): per bucket, how many of its
 * things were added (`cumulative`: the running total at each bucket's end, from `before`). `count` answers null
 * where the module counts nothing for that scope (e.g. only the network's); another module may count it there.
 */
export type StatisticsSource = {
  key: StatisticsSeriesKey;
  cumulative?: boolean;
  /** Counts distinct things per bucket (active members): a week or month is not the sum of its days. */
  distinct?: boolean;
  count: (db: DbOrTx, scope: StatisticsScope) => Promise<SeriesCounts | null>;
};

declare module "../module.js" {
  interface ModuleDescriptor {
    /** The statistics series the module counts. */
    statisticsSources?: (ctx: AppContext) => StatisticsSource[];
  }
  interface ModuleRegistry {
    statisticsSources: readonly StatisticsSource[];
  }
}

export const statisticsCollectors = {
  statisticsSources: (descriptors, ctx) => descriptors.flatMap((d) => d.statisticsSources?.(ctx) ?? []),
} satisfies Partial<RegistryCollectors>;
