import { type BucketWindow, bucketOf, byBucket, countAll, inWindow } from "../../db/buckets.js";
import type { DbOrTx } from "../../db/client.js";
import { messages } from "./messages.schema.js";

/** Messages written per bucket (the network's: messages belong to no group). */
export function messageCounts(db: DbOrTx, w: BucketWindow) {
  return db
    .select({ date: bucketOf(messages.createdAt, w), value: countAll })
    .from(messages)
    .where(inWindow(messages.createdAt, w))
    .groupBy(byBucket);
}
