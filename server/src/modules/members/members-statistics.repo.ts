import { and, lt } from "drizzle-orm";
import { type BucketWindow, bucketOf, byBucket, countAll, inWindow } from "../../db/buckets.js";
import type { DbOrTx } from "../../db/client.js";
import { members } from "./members.schema.js";

/** The network's members: joined per bucket, and how many there were before the window. */
export async function memberCounts(db: DbOrTx, w: BucketWindow) {
  const points = await db
    .select({ date: bucketOf(members.createdAt, w), value: countAll })
    .from(members)
    .where(inWindow(members.createdAt, w))
    .groupBy(byBucket);
  const [before] = await db
    .select({ n: countAll })
    .from(members)
    .where(and(lt(members.createdAt, w.from)));
  return { points, before: before?.n ?? 0 };
}
