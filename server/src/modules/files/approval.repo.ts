import type { FileReviewStatus } from "@intranet/contracts";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { Viewer } from "../groups/groups.access.js";
import { fileFlags, foldersReadableBy } from "./files.access.js";
import { type FilePendingVersionRow, filePendingVersions, files, folders } from "./files.schema.js";

/** Pending versions, newest first, of the files in these folders, with their files (at most `limit`). */
export async function pendingInFolders(db: DbOrTx, folderIds: string[], limit: number) {
  if (folderIds.length === 0) return [];
  return db
    .select({ pending: filePendingVersions, file: files })
    .from(filePendingVersions)
    .innerJoin(files, eq(files.id, filePendingVersions.fileId))
    .where(inArray(files.folderId, folderIds))
    .orderBy(desc(filePendingVersions.createdAt), desc(filePendingVersions.id))
    .limit(limit);
}

/** A file's pending versions, oldest first; only the author's own when `authorId` is given. */
export async function pendingOfFile(db: DbOrTx, fileId: string, authorId?: string) {
  return db
    .select()
    .from(filePendingVersions)
    .where(
      and(eq(filePendingVersions.fileId, fileId), authorId ? eq(filePendingVersions.authorId, authorId) : undefined),
    )
    .orderBy(asc(filePendingVersions.createdAt), asc(filePendingVersions.id))
    .limit(100);
}

export async function findPendingVersion(db: DbOrTx, fileId: string, pendingId: string) {
  const [row] = await db
    .select()
    .from(filePendingVersions)
    .where(and(eq(filePendingVersions.id, pendingId), eq(filePendingVersions.fileId, fileId)))
    .limit(1);
  return row ?? null;
}

export async function insertPendingVersion(db: DbOrTx, values: typeof filePendingVersions.$inferInsert) {
  const [row] = await db.insert(filePendingVersions).values(values).returning();
  if (!row) throw new Error("pending version insert returned nothing");
  return row;
}

/** Takes the pending version away (approve or decline); null when another request took it first. */
export async function takePendingVersion(
  db: DbOrTx,
  fileId: string,
  pendingId: string,
): Promise<FilePendingVersionRow | null> {
  const [row] = await db
    .delete(filePendingVersions)
    .where(and(eq(filePendingVersions.id, pendingId), eq(filePendingVersions.fileId, fileId)))
    .returning();
  return row ?? null;
}

/** The uploads of the pending versions of these files or of the files in these folders (their bytes go with them). */
export async function pendingUploadIds(db: DbOrTx, scope: { fileIds?: string[]; folderIds?: string[] }) {
  const where = scope.fileIds
    ? scope.fileIds.length > 0
      ? inArray(filePendingVersions.fileId, scope.fileIds)
      : undefined
    : scope.folderIds && scope.folderIds.length > 0
      ? inArray(files.folderId, scope.folderIds)
      : undefined;
  if (!where) return [];
  const rows = await db
    .select({ id: filePendingVersions.uploadId })
    .from(filePendingVersions)
    .innerJoin(files, eq(files.id, filePendingVersions.fileId))
    .where(where);
  return rows.map((r) => r.id);
}

/** Whether any file in these folders is finalized (a folder holding one is not moved or deleted in bulk). */
export async function finalizedFileIn(db: DbOrTx, folderIds: string[]): Promise<boolean> {
  if (folderIds.length === 0) return false;
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.folderId, folderIds), isNotNull(files.finalizedAt)))
    .limit(1);
  return row !== undefined;
}

/** Sets the review status computed from `uploadId`, unless another version became current meanwhile. */
export async function setReviewStatus(db: DbOrTx, fileId: string, uploadId: string, status: FileReviewStatus | null) {
  await db
    .update(files)
    .set({ reviewStatus: status })
    .where(and(eq(files.id, fileId), eq(files.uploadId, uploadId)));
}

/**
 * One page of the files with an open review status that the viewer may read, in the network's folders
 * (`groupId` null) or in one group's, most recently changed first, and how many there are.
 */
export async function reviewedFilesPage(
  db: DbOrTx,
  viewer: Viewer,
  groupId: string | null,
  page: number,
  perPage: number,
) {
  const where = and(
    groupId ? eq(folders.groupId, groupId) : isNull(folders.groupId),
    foldersReadableBy(viewer),
    sql`${files.reviewStatus} is not null and jsonb_typeof(${files.reviewStatus}) = 'object'`,
  ) as SQL;
  const rows = await db
    .select({ file: files, folder: folders, ...fileFlags(viewer) })
    .from(files)
    .innerJoin(folders, eq(folders.id, files.folderId))
    .where(where)
    .orderBy(desc(files.updatedAt), desc(files.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db
    .select({ n: count() })
    .from(files)
    .innerJoin(folders, eq(folders.id, files.folderId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
