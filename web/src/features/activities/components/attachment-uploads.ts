import { type ActivityAttachment, type ActivityAttachments, MAX_ACTIVITY_ATTACHMENTS } from "@intranet/contracts";
import { isUploading, nextClientId, type UploadEntry } from "../../../components/upload/upload-entry";

/** The images and files of a post or reply being written, as the two upload fields hold them. */
export type AttachmentUploads = { images: UploadEntry[]; files: UploadEntry[] };

export const MAX_ATTACHMENTS = MAX_ACTIVITY_ATTACHMENTS;

export const noUploads = (): AttachmentUploads => ({ images: [], files: [] });

/** An attachment already saved, as an entry of an upload field (editing a reply keeps it unless removed). */
const entryFromAttachment = (a: ActivityAttachment): UploadEntry => ({
  clientId: nextClientId(),
  id: a.id,
  name: a.original_filename,
  size: a.size,
  extension: a.extension,
  type: a.content_type,
  progress: 100,
  state: "published",
  url: a.url,
});

export const uploadsFromAttachments = (attachments: ActivityAttachments): AttachmentUploads => ({
  images: attachments.images.map(entryFromAttachment),
  files: attachments.files.map(entryFromAttachment),
});

const idsOf = (entries: UploadEntry[]) =>
  entries.flatMap((e) => ((e.state === "volatile" || e.state === "published") && e.id ? [e.id] : []));

/**
 * The body's `image_ids` and `file_ids`: finished uploads and kept attachments, in the fields' order; an
 * empty list is left out (the server reads it as none, which for an edit removes the reply's attachments).
 */
export function attachmentIds(uploads: AttachmentUploads): { image_ids?: string[]; file_ids?: string[] } {
  const image_ids = idsOf(uploads.images);
  const file_ids = idsOf(uploads.files);
  return { ...(image_ids.length > 0 ? { image_ids } : {}), ...(file_ids.length > 0 ? { file_ids } : {}) };
}

/** An edit's `image_ids` and `file_ids`, both always sent: an edit replaces the set, so an empty list removes them. */
export function editedAttachmentIds(uploads: AttachmentUploads): { image_ids: string[]; file_ids: string[] } {
  return { image_ids: idsOf(uploads.images), file_ids: idsOf(uploads.files) };
}

/** Saving waits until every upload has finished (administration.md §7). */
export const uploadsPending = (uploads: AttachmentUploads) => isUploading(uploads.images) || isUploading(uploads.files);
