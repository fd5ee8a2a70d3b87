import { and, eq, inArray } from "drizzle-orm";
import { newId } from "../../lib/ids.js";
import type { ActivityAttachmentsHook } from "../module.js";
import { ensureSpecialFolder } from "./files.repo.js";
import { files, fileVersions, folders } from "./files.schema.js";

/**
 * Files attached to activities and replies land in the activity-stream folder of the activity's context (the group's,
 * or the network's), as files of that folder sharing the activity's upload: readable with the folder, listed, sorted
 * and zipped like any file. The activity owns them: they leave the folder when the attachment goes, and nobody
 * renames, versions, locks, moves or deletes them by hand (files.access.ts leaves activity-stream folders out of
 * every change).
 */
export const keepActivityFiles: ActivityAttachmentsHook = async (tx, { groupId, authorId, added, removed }) => {
  if (removed.length > 0) {
    const inFolders = tx.select({ id: folders.id }).from(folders).where(eq(folders.type, "activitystream_folder"));
    await tx.delete(files).where(and(inArray(files.uploadId, removed), inArray(files.folderId, inFolders)));
  }
  const uploads = added.filter((u) => u.directory === "files");
  if (uploads.length === 0) return;
  const folder = await ensureSpecialFolder(tx, groupId, "activitystream_folder");
  const rows = uploads.map((u) => ({
    id: newId(),
    folderId: folder.id,
    name: u.name,
    authorId,
    uploadId: u.id,
    size: u.size,
    contentType: u.contentType,
    extension: u.extension,
  }));
  await tx.insert(files).values(rows);
  await tx
    .insert(fileVersions)
    .values(rows.map((r) => ({ fileId: r.id, major: 1, uploadId: r.uploadId, authorId })))
    .onConflictDoNothing();
};
