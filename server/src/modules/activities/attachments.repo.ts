import { asc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { jsonList, jsonObject } from "../../db/json.js";
import { publishOwnUploads } from "../storage/storage.repo.js";
import type { UploadRow } from "../storage/storage.schema.js";
import { type ActivityAttachmentRow, activityAttachments } from "./activities.schema.js";

const qb = new QueryBuilder();

export type AttachmentKind = ActivityAttachmentRow["kind"];
export type AttachmentOwner = { activityId: string } | { replyId: string };
/** An attachment as a row of its owner carries it: the upload's id and kind, in the attached order. */
export type AttachmentRef = { uploadId: string; kind: AttachmentKind };

const ownerIs = (owner: AttachmentOwner | { activityId: SQLWrapper } | { replyId: SQLWrapper }) =>
  "activityId" in owner
    ? eq(activityAttachments.activityId, owner.activityId)
    : eq(activityAttachments.replyId, owner.replyId);

/**
 * SQL column: the attachments of the activity or reply whose id column is given, as a JSON list in their
 * order, so a page's rows carry them without a statement of their own.
 */
export function attachmentRefsColumn(
  owner: { activityId: SQLWrapper } | { replyId: SQLWrapper },
): SQL<AttachmentRef[]> {
  const list = qb
    .select({
      list: jsonList(
        jsonObject({ uploadId: activityAttachments.uploadId, kind: activityAttachments.kind }),
        sql`${activityAttachments.position}, ${activityAttachments.id}`,
      ),
    })
    .from(activityAttachments)
    .where(ownerIs(owner));
  return sql<AttachmentRef[]>`(${list})`;
}

/** The upload ids attached to this activity or reply now. */
export async function attachedUploadIds(db: DbOrTx, owner: AttachmentOwner): Promise<string[]> {
  const rows = await db
    .select({ uploadId: activityAttachments.uploadId })
    .from(activityAttachments)
    .where(ownerIs(owner))
    .orderBy(asc(activityAttachments.position));
  return rows.map((r) => r.uploadId);
}

/**
 * Replaces the attachments of an activity or reply (in the order given) and publishes the author's volatile
 * uploads among them; the caller has checked every id.
 */
export async function replaceAttachments(
  tx: DbOrTx,
  owner: AttachmentOwner,
  attached: { kind: AttachmentKind; upload: UploadRow }[],
  authorId: string,
) {
  await tx.delete(activityAttachments).where(ownerIs(owner));
  const byDirectory = new Map<UploadRow["directory"], string[]>();
  for (const { upload } of attached) {
    if (upload.state === "volatile")
      byDirectory.set(upload.directory, [...(byDirectory.get(upload.directory) ?? []), upload.id]);
  }
  for (const [directory, ids] of byDirectory) {
    const published = await publishOwnUploads(tx, authorId, directory, ids);
    if (published.length !== ids.length) throw new Error("An attachment could not be published.");
  }
  if (attached.length === 0) return;
  await tx.insert(activityAttachments).values(
    attached.map((a, position) => ({
      ...("activityId" in owner ? { activityId: owner.activityId } : { replyId: owner.replyId }),
      uploadId: a.upload.id,
      kind: a.kind,
      position,
    })),
  );
}
