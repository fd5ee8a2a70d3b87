import type { SQLWrapper } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type RegistryCollectors, single } from "../module.js";

/** How many activities a group's stream holds, for the group's `activity_count`; `groupId` may be a subquery. */
type GroupActivityCount = (db: DbOrTx, groupId: SQLWrapper) => Promise<number>;

declare module "../module.js" {
  interface ModuleDescriptor {
    /** Exactly one module (activities) counts a group's activities. */
    groupActivityCount?: GroupActivityCount;
  }
  interface ModuleRegistry {
    groupActivityCount: GroupActivityCount;
  }
}

export const groupCountCollectors = {
  groupActivityCount: (descriptors) =>
    single(
      descriptors,
      "the group activity count",
      (d) => d.groupActivityCount,
      async () => 0,
    ),
} satisfies Partial<RegistryCollectors>;
