import type { MessageAttachment } from "@intranet/contracts";
import type { UploadRow } from "./uploads.schema.js";

/** A stored file as an attachment shows it (messages, activities, chat messages): its name, size, type and download URL. */
export function presentAttachment(u: UploadRow): MessageAttachment {
  return {
    id: u.id,
    original_filename: u.name,
    extension: u.extension,
    size: u.size,
    content_type: u.contentType,
    url: `/api/storage/${u.directory}/${u.id}`,
  };
}
