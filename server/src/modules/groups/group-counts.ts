import type { SQL, SQLWrapper } from "drizzle-orm";
import { type RegistryCollectors, single } from "../module.js";
import { noActivityCount } from "./group-counts.repo.js";

/**
 * SQL: how many activities the stream of the group (an id column) holds, for the group's `activity_count`: a
 * column of the statement that loads the group page.
 */
type GroupActivityCount = (groupId: SQLWrapper) => SQL<number>;

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
    single(descriptors, "the group activity count", (d) => d.groupActivityCount, noActivityCount),
} satisfies Partial<RegistryCollectors>;
