import { asc, eq, inArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { jsonList, jsonObject } from "../../db/json.js";
import { publishOwnUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { type ActivityAttachmentRow, activityAttachments, activityReplies } from "./activities.schema.js";
import { activityLinks } from "./links.schema.js";

const qb = new QueryBuilder();

export type AttachmentKind = ActivityAttachmentRow["kind"];
export type AttachmentOwner = { activityId: string } | { replyId: string };
/** An upload attachment as a row of its owner carries it: the upload's id and kind, in the attached order. */
export type UploadRef = { uploadId: string; kind: AttachmentKind };
/** A link preview as a row of its owner carries it (its image an upload id, looked up with the other uploads). */
export type LinkRef = {
  kind: "link";
  crawlId: string;
  url: string;
  title: string | null;
  description: string | null;
  siteName: string | null;
  imageId: string | null;
};
export type AttachmentRef = UploadRef | LinkRef;
/** A link preview to attach: copied from a finished crawl. */
export type LinkInput = Omit<LinkRef, "kind">;

const ownerIs = (owner: AttachmentOwner | { activityId: SQLWrapper } | { replyId: SQLWrapper }) =>
  "activityId" in owner
    ? eq(activityAttachments.activityId, owner.activityId)
    : eq(activityAttachments.replyId, owner.replyId);
const linkOwnerIs = (owner: AttachmentOwner | { activityId: SQLWrapper } | { replyId: SQLWrapper }) =>
  "activityId" in owner ? eq(activityLinks.activityId, owner.activityId) : eq(activityLinks.replyId, owner.replyId);

/**
 * SQL column: the attachments of the activity or reply whose id column is given, as a JSON list in their
 * order (uploads, then link previews), so a page's rows carry them without a statement of their own.
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
  const links = qb
    .select({
      list: jsonList(
        sql`json_build_object('kind', 'link', 'crawlId', ${activityLinks.crawlId}, 'url', ${activityLinks.url}, 'title', ${activityLinks.title}, 'description', ${activityLinks.description}, 'siteName', ${activityLinks.siteName}, 'imageId', ${activityLinks.imageUploadId})`,
        sql`${activityLinks.position}, ${activityLinks.id}`,
      ),
    })
    .from(activityLinks)
    .where(linkOwnerIs(owner));
  return sql<AttachmentRef[]>`((${list})::jsonb || (${links})::jsonb)`;
}

/** The link previews attached to this activity or reply now, by crawl id (an edit keeps them as they are). */
export async function attachedLinks(db: DbOrTx, owner: AttachmentOwner): Promise<Map<string, LinkInput>> {
  const rows = await db.select().from(activityLinks).where(linkOwnerIs(owner));
  return new Map(
    rows.map((r) => [
      r.crawlId,
      {
        crawlId: r.crawlId,
        url: r.url,
        title: r.title,
        description: r.description,
        siteName: r.siteName,
        imageId: r.imageUploadId,
      },
    ]),
  );
}

/** Replaces the link previews of an activity or reply (in the order given); the caller has checked every crawl. */
export async function replaceLinks(tx: DbOrTx, owner: AttachmentOwner, links: LinkInput[]) {
  await tx.delete(activityLinks).where(linkOwnerIs(owner));
  if (links.length === 0) return;
  await tx.insert(activityLinks).values(
    links.map((l, position) => ({
      ...("activityId" in owner ? { activityId: owner.activityId } : { replyId: owner.replyId }),
      position,
      crawlId: l.crawlId,
      url: l.url,
      title: l.title,
      description: l.description,
      siteName: l.siteName,
      imageUploadId: l.imageId,
    })),
  );
}

/** The uploads attached to the activity or to any of its replies (what leaves with it when it is deleted). */
export async function uploadIdsAttachedUnder(db: DbOrTx, activityId: string): Promise<string[]> {
  const rows = await db
    .select({ uploadId: activityAttachments.uploadId })
    .from(activityAttachments)
    .where(
      or(
        eq(activityAttachments.activityId, activityId),
        inArray(
          activityAttachments.replyId,
          db.select({ id: activityReplies.id }).from(activityReplies).where(eq(activityReplies.activityId, activityId)),
        ),
      ),
    );
  return rows.map((r) => r.uploadId);
}

/** The uploads attached to this activity or reply now, with their kind, in their order. */
export async function attachedUploadRefs(db: DbOrTx, owner: AttachmentOwner): Promise<UploadRef[]> {
  return db
    .select({ uploadId: activityAttachments.uploadId, kind: activityAttachments.kind })
    .from(activityAttachments)
    .where(ownerIs(owner))
    .orderBy(asc(activityAttachments.position));
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
