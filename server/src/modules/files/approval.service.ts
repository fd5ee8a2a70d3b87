import {
  APPROVAL_LIST_MAX,
  type ApprovalList,
  type FileReviewStatus,
  type PendingFileVersion,
  REVIEWED_FILES_PER_PAGE,
  type ReviewedFile,
} from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { conflict, forbidden, notFound } from "../../http/errors.js";
import { displayName, presentMemberSummary } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { findNetwork } from "../network/network.repo.js";
import { deleteUploadRow, findUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import {
  finalizedFileIn,
  findPendingVersion,
  insertPendingVersion,
  pendingInFolders,
  pendingOfFile,
  reviewedFilesPage,
  setReviewStatus,
  takePendingVersion,
} from "./approval.repo.js";
import { type Members, presentFileEntry } from "./file.presenter.js";
import { queueFileTexts } from "./file-texts.service.js";
import type { ReadableFile, ReadableFolder } from "./files.access.js";
import { folderPath, installVersion, subtreeIds, updateFileRow } from "./files.repo.js";
import type { FilePendingVersionRow, FileRow } from "./files.schema.js";
import { reviewStatusOf } from "./review-status.js";

/**
 * Approval of new versions (communication §4 "File approval"): in a folder that requires it, a new version by a
 * member who does not manage the folder waits as a pending version until a manager approves it (it becomes the
 * next major version, its uploader the current version's author) or declines it (it and its bytes go). Finalized
 * files take no new version, rename, move, delete or lock. Review status: the open review marks of the current
 * version, computed after each commit that changes it.
 */

export const finalizedError = () => conflict("finalized", "The file is finalized; unfinalize it first.");

async function membersOf(db: DbOrTx, ids: (string | null)[]): Promise<Members> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  return new Map((await findMembersByIds(db, unique)).map((m) => [m.id, m]));
}

export const pendingUrl = (fileId: string, pendingId: string, name: string) =>
  `/api/storage/files/${fileId}/pending_versions/${pendingId}/get/${encodeURIComponent(name)}`;

export function presentPending(
  p: FilePendingVersionRow,
  upload: UploadRow | undefined,
  members: Members,
): PendingFileVersion {
  const author = p.authorId ? members.get(p.authorId) : undefined;
  const name = upload?.name ?? "file";
  return {
    id: p.id,
    file_id: p.fileId,
    original_filename: name,
    extension: upload?.extension ?? "",
    size: upload?.size ?? 0,
    description: p.description,
    author: author ? presentMemberSummary(author) : null,
    author_name: author ? displayName(author) : "",
    created_at: p.createdAt.toISOString(),
    url: pendingUrl(p.fileId, p.id, name),
  };
}

/** The pending versions a file page shows: every one to the folder's managers, a member's own to anyone else. */
export async function pendingVersionsFor(db: DbOrTx, member: MemberRow, readable: ReadableFile) {
  const rows = await pendingOfFile(db, readable.file.id, readable.manage ? undefined : member.id);
  if (rows.length === 0) return [];
  const uploads = new Map(
    (
      await findUploads(
        db,
        rows.map((r) => r.uploadId),
      )
    ).map((u) => [u.id, u]),
  );
  const members = await membersOf(
    db,
    rows.map((r) => r.authorId),
  );
  return rows.map((r) => presentPending(r, uploads.get(r.uploadId), members));
}

/**
 * Computes the review status of the file's current version and stores it, unless another version became current
 * meanwhile. Reading the document never fails the request that changed it: at worst the status stays null.
 */
export async function refreshReviewStatus(
  ctx: AppContext,
  file: Pick<FileRow, "id" | "uploadId">,
): Promise<FileReviewStatus | null | undefined> {
  try {
    const [upload] = await findUploads(ctx.db, [file.uploadId]);
    if (!upload) return undefined;
    const status = await reviewStatusOf(ctx, upload);
    await setReviewStatus(ctx.db, file.id, upload.id, status);
    return status;
  } catch (err) {
    ctx.log.warn({ err, fileId: file.id }, "review status not computed");
    return undefined;
  }
}

/**
 * Inside `addVersion`'s transaction: in a folder that requires approval, a version by a member who does not manage
 * the folder becomes a pending version (answered); otherwise null and the version goes straight in.
 */
export async function startPendingVersion(
  tx: DbOrTx,
  member: MemberRow,
  readable: ReadableFile,
  upload: UploadRow,
  description = "",
): Promise<FilePendingVersionRow | null> {
  if (!readable.folder.requiresApproval || readable.manage) return null;
  return insertPendingVersion(tx, { fileId: readable.file.id, uploadId: upload.id, authorId: member.id, description });
}

/** The folder's managers only: 404 is the caller's (unreadable), 403 here. */
function requireManager(readable: { manage: boolean }) {
  if (!readable.manage) throw forbidden("Only the folder's managers may approve new versions.");
}

/** Files of the folder and of every folder below it with their pending versions, newest version first. */
export async function approvalList(db: DbOrTx, member: MemberRow, readable: ReadableFolder): Promise<ApprovalList> {
  requireManager(readable);
  const subtree = await subtreeIds(db, [readable.folder.id]);
  const rows = await pendingInFolders(
    db,
    subtree.map((s) => s.id),
    APPROVAL_LIST_MAX,
  );
  const uploads = new Map(
    (
      await findUploads(
        db,
        rows.map((r) => r.pending.uploadId),
      )
    ).map((u) => [u.id, u]),
  );
  const members = await membersOf(
    db,
    rows.flatMap((r) => [r.pending.authorId, r.file.authorId, r.file.lockedById]),
  );
  const byFile = new Map<string, { file: FileRow; pending: PendingFileVersion[] }>();
  for (const { pending, file } of rows) {
    const entry = byFile.get(file.id) ?? { file, pending: [] };
    entry.pending.push(presentPending(pending, uploads.get(pending.uploadId), members));
    byFile.set(file.id, entry);
  }
  const paths = new Map<string, { id: string; name: string }[]>();
  const out: ApprovalList["files"] = [];
  for (const { file, pending } of byFile.values()) {
    const path = paths.get(file.folderId) ?? (await folderPath(db, file.folderId));
    paths.set(file.folderId, path);
    const lockedByOther = file.lockedUntil !== null && file.lockedUntil > new Date() && file.lockedById !== member.id;
    out.push({
      ...presentFileEntry(file, { change: true, post: readable.post, lockedByOther, manage: true }, members),
      folder_path: path,
      pending_versions: pending,
    });
  }
  return { files: out };
}

/** Approves a pending version: it becomes the file's next major version, written by its uploader. */
export async function approvePending(ctx: AppContext, readable: ReadableFile, pendingId: string) {
  requireManager(readable);
  const file = await ctx.db
    .transaction(async (tx) => {
      const pending = await takePendingVersion(tx, readable.file.id, pendingId);
      if (!pending) throw notFound();
      if (readable.file.finalizedAt) throw finalizedError();
      const [upload] = await findUploads(tx, [pending.uploadId]);
      if (!upload) throw notFound();
      return installVersion(tx, readable.file, upload, pending.authorId);
    })
    .catch((err: unknown) => {
      const e = err as { code?: string; cause?: { code?: string } } | null;
      if (e?.code === "23505" || e?.cause?.code === "23505")
        throw conflict("version_conflict", "Another version was added meanwhile; try again.");
      throw err;
    });
  await refreshReviewStatus(ctx, file);
  await queueFileTexts(ctx, [file]);
}

/** Declines a pending version: the row and its upload go in one transaction, the bytes after the commit. */
export async function declinePending(ctx: AppContext, readable: ReadableFile, pendingId: string) {
  requireManager(readable);
  const upload = await ctx.db.transaction(async (tx) => {
    const pending = await takePendingVersion(tx, readable.file.id, pendingId);
    if (!pending) throw notFound();
    const [row] = await findUploads(tx, [pending.uploadId]);
    if (row) await deleteUploadRow(tx, row.id);
    return row;
  });
  if (upload) await ctx.blobs.remove(upload.storageKey);
}

/** The upload of a pending version, for the folder's managers and the version's author; 404 for anyone else. */
export async function pendingUpload(db: DbOrTx, member: MemberRow, readable: ReadableFile, pendingId: string) {
  const pending = await findPendingVersion(db, readable.file.id, pendingId);
  if (!pending || !(readable.manage || pending.authorId === member.id)) throw notFound();
  const [upload] = await findUploads(db, [pending.uploadId]);
  if (!upload) throw notFound();
  return upload;
}

/** Finalizes (read-only from now on) or unfinalizes a file: the folder's managers only. */
export async function setFinalized(db: DbOrTx, readable: ReadableFile, finalized: boolean) {
  if (!readable.manage) throw forbidden("Only the folder's managers may finalize files.");
  if (finalized && readable.lockedByOther) throw conflict("locked", "locked by someone else");
  return updateFileRow(db, readable.file.id, {
    finalizedAt: finalized ? (readable.file.finalizedAt ?? new Date()) : null,
  });
}

/** Refuses to move or delete folders that hold a finalized file. */
export async function refuseFinalizedIn(db: DbOrTx, folderIds: string[]) {
  if (await finalizedFileIn(db, folderIds)) throw finalizedError();
}

/** One page of reviewed files in the network's (`groupId` null) or a group's folders the member may read. */
export async function reviewedFiles(db: DbOrTx, member: MemberRow, groupId: string | null, page: number) {
  const { rows, total } = await reviewedFilesPage(db, member, groupId, page, REVIEWED_FILES_PER_PAGE);
  const members = await membersOf(
    db,
    rows.flatMap(({ file }) => [file.authorId, file.lockedById]),
  );
  const paths = new Map<string, { id: string; name: string }[]>();
  const out: ReviewedFile[] = [];
  for (const row of rows) {
    const path = paths.get(row.folder.id) ?? (await folderPath(db, row.folder.id));
    paths.set(row.folder.id, path);
    out.push({ ...presentFileEntry(row.file, row, members), folder_path: path });
  }
  return { files: out, total, perPage: REVIEWED_FILES_PER_PAGE };
}

/**
 * The reviewed files of the network's files (its id; external members read none) or of a group's, one page;
 * 404 for another network's id.
 */
export async function reviewedFilesIn(
  db: DbOrTx,
  member: MemberRow,
  context: { type: "network" | "group"; id: string },
  page: number,
) {
  if (context.type === "network") {
    const network = await findNetwork(db);
    if (!network || network.id !== context.id || member.isExternal) throw notFound();
  }
  return reviewedFiles(db, member, context.type === "group" ? context.id : null, page);
}
