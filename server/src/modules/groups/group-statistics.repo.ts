import { and, eq, lt } from "drizzle-orm";
import { type BucketWindow, bucketOf, byBucket, countAll, inWindow } from "../../db/buckets.js";
import type { DbOrTx } from "../../db/client.js";
import { groupMemberships } from "./groups.schema.js";

/** A group's members (active memberships): joined per bucket, and how many there were before the window. */
export async function groupMemberCounts(db: DbOrTx, groupId: string, w: BucketWindow) {
  const active = and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.status, "member"));
  const points = await db
    .select({ date: bucketOf(groupMemberships.createdAt, w), value: countAll })
    .from(groupMemberships)
    .where(and(active, inWindow(groupMemberships.createdAt, w)))
    .groupBy(byBucket);
  const [before] = await db
    .select({ n: countAll })
    .from(groupMemberships)
    .where(and(active, lt(groupMemberships.createdAt, w.from)));
  return { points, before: before?.n ?? 0 };
}
