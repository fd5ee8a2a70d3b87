import { and, eq } from "drizzle-orm";
import { type BucketWindow, bucketOf, byBucket, countAll, inWindow } from "../../db/buckets.js";
import type { DbOrTx } from "../../db/client.js";
import { files, folders } from "./files.schema.js";

/** Files added per bucket, of the network or in one group's folders. */
export function fileCounts(db: DbOrTx, groupId: string | null, w: BucketWindow) {
  const query = db.select({ date: bucketOf(files.createdAt, w), value: countAll }).from(files);
  if (!groupId) return query.where(inWindow(files.createdAt, w)).groupBy(byBucket);
  return query
    .innerJoin(folders, eq(folders.id, files.folderId))
    .where(and(inWindow(files.createdAt, w), eq(folders.groupId, groupId)))
    .groupBy(byBucket);
}
