import type { DbOrTx } from "../../db/client.js";
import { recordAudit } from "../administration/audit.repo.js";
import type { FileRow, FolderRow } from "./files.schema.js";

type FileAudit =
  | { type: "FilePublish" | "FileDestroy"; file: FileRow; folder: FolderRow }
  | { type: "FileMove"; file: FileRow; folder: FolderRow; to: FolderRow };

/**
 * A file published, deleted or moved (administration §9 FilePublish, FileDestroy, FileMove): the audit row, written
 * in the action's transaction, naming the file and its folder(s) as they were.
 */
export function recordFileAudit(tx: DbOrTx, actorId: string, event: FileAudit) {
  return recordAudit(tx, {
    type: event.type,
    actorId,
    subject: { type: "File", id: event.file.id },
    details: {
      name: event.file.name,
      folder: event.folder.name,
      ...(event.folder.groupId ? { group_id: event.folder.groupId } : {}),
      ...(event.type === "FileMove" ? { to: event.to.name } : {}),
    },
  });
}
