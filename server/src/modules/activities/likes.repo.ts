import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { activities, activityLikes } from "./activities.schema.js";

/** Likes or unlikes for the member (idempotent) and gives the new state and count, in one transaction. */
export async function setLiked(db: DbOrTx, activityId: string, memberId: string, liked: boolean) {
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx.insert(activityLikes).values({ activityId, memberId }).onConflictDoNothing().returning()
      : await tx
          .delete(activityLikes)
          .where(and(eq(activityLikes.activityId, activityId), eq(activityLikes.memberId, memberId)))
          .returning();
    const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
    const [row] = await tx
      .update(activities)
      .set({ likeCount: sql`greatest(${activities.likeCount} + ${delta}, 0)` })
      .where(eq(activities.id, activityId))
      .returning({ likeCount: activities.likeCount });
    return { liked, like_count: row?.likeCount ?? 0 };
  });
}

/** The ids of the activity's likers, newest first. */
export async function likerIds(db: DbOrTx, activityId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: activityLikes.memberId })
    .from(activityLikes)
    .where(eq(activityLikes.activityId, activityId))
    .orderBy(desc(activityLikes.createdAt), desc(activityLikes.memberId))
    .limit(limit);
  return rows.map((r) => r.id);
}
