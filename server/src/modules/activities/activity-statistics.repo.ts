import { and, eq, isNotNull, sql } from "drizzle-orm";
import { type BucketWindow, bucketOf, byBucket, countAll, inWindow } from "../../db/buckets.js";
import type { DbOrTx } from "../../db/client.js";
import { activities, activityReplies } from "./activities.schema.js";

/** Posts (activities) per bucket, of the network or of one group. */
export function postCounts(db: DbOrTx, groupId: string | null, w: BucketWindow) {
  return db
    .select({ date: bucketOf(activities.createdAt, w), value: countAll })
    .from(activities)
    .where(and(inWindow(activities.createdAt, w), groupId ? eq(activities.groupId, groupId) : undefined))
    .groupBy(byBucket);
}

/** Active members per bucket: the distinct authors of posts and replies in it (of the network or of one group). */
export function activeMemberCounts(db: DbOrTx, groupId: string | null, w: BucketWindow) {
  const posts = db
    .select({ authorId: activities.authorId, at: activities.createdAt })
    .from(activities)
    .where(
      and(
        inWindow(activities.createdAt, w),
        isNotNull(activities.authorId),
        groupId ? eq(activities.groupId, groupId) : undefined,
      ),
    );
  const replies = db
    .select({ authorId: activityReplies.authorId, at: activityReplies.createdAt })
    .from(activityReplies)
    .innerJoin(activities, eq(activities.id, activityReplies.activityId))
    .where(
      and(
        inWindow(activityReplies.createdAt, w),
        isNotNull(activityReplies.authorId),
        groupId ? eq(activities.groupId, groupId) : undefined,
      ),
    );
  const acts = posts.unionAll(replies).as("acts");
  return db
    .select({ date: bucketOf(acts.at, w), value: sql<number>`count(distinct ${acts.authorId})::int` })
    .from(acts)
    .groupBy(byBucket);
}
