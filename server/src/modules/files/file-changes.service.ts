import { type FileDetail, fileExtensionOf, type PropertyValues } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import { extensionAllowed, getNetwork, lockDaysOf } from "../network/network.service.js";
import { checkedProfile, recordProfileTags } from "../property-sets/property-sets.service.js";
import { deleteUploadRow, findUploads } from "../uploads/uploads.repo.js";
import { pendingUploadIds } from "./approval.repo.js";
import { finalizedError, pendingVersionsFor } from "./approval.service.js";
import { fileCan } from "./file.policy.js";
import { presentFileEntry, presentVersion } from "./file.presenter.js";
import { recordFileAudit } from "./file-audit.js";
import { findReadableFile, type ReadableFile, readableFiles } from "./files.access.js";
import {
  deleteFileRows,
  folderPath,
  markFileViewed,
  moveFileRows,
  updateFileRow,
  uploadIdsOfFiles,
  versionsOf,
} from "./files.repo.js";
import { groupSlugs, lockedError, membersOf, moveTarget, requireReadableFile } from "./files.service.js";

/** Every selected file readable (404), changeable (403) and not locked by another member (423). */
async function destroyableFiles(db: DbOrTx, member: MemberRow, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await readableFiles(db, member, unique);
  if (rows.length !== unique.length) throw notFound();
  if (rows.some((r) => !r.change)) throw forbidden("You may not move or delete every selected file.");
  if (rows.some((r) => r.lockedByOther)) throw lockedError();
  if (rows.some((r) => r.file.finalizedAt !== null)) throw finalizedError();
  return rows;
}

export async function moveFiles(db: DbOrTx, member: MemberRow, ids: string[], targetId: string) {
  return db.transaction(async (tx) => {
    const rows = await destroyableFiles(tx, member, ids);
    const target = await moveTarget(
      tx,
      member,
      targetId,
      rows.map((r) => r.folder.groupId),
    );
    const unique = rows.map((r) => r.file.id);
    await moveFileRows(tx, unique, target.folder.id);
    for (const r of rows) {
      if (r.folder.id === target.folder.id) continue;
      await recordFileAudit(tx, member.id, { type: "FileMove", file: r.file, folder: r.folder, to: target.folder });
    }
    return unique;
  });
}

export async function deleteFiles(ctx: AppContext, member: MemberRow, ids: string[]) {
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await destroyableFiles(tx, member, ids);
    const unique = rows.map((r) => r.file.id);
    const uploads = await findUploads(tx, [
      ...(await uploadIdsOfFiles(tx, unique)),
      ...(await pendingUploadIds(tx, { fileIds: unique })),
    ]);
    await deleteFileRows(tx, unique);
    for (const r of rows) await recordFileAudit(tx, member.id, { type: "FileDestroy", file: r.file, folder: r.folder });
    for (const u of uploads) await deleteUploadRow(tx, u.id);
    return { unique, uploads };
  });
  for (const u of removed.uploads) await ctx.blobs.remove(u.storageKey);
  return removed.unique;
}

export async function updateFile(
  db: DbOrTx,
  readable: ReadableFile,
  input: { name: string; description: string; profile?: PropertyValues },
) {
  if (readable.lockedByOther) throw lockedError();
  if (readable.file.finalizedAt) throw finalizedError();
  if (!readable.change) throw forbidden("You may not change this file.");
  // A rename may not turn a file into a type the network refuses (report.pdf → report.exe).
  const extension = fileExtensionOf(input.name);
  if (extension !== readable.file.extension && !extensionAllowed((await getNetwork(db)).settings, extension))
    throw invalid({ name: [`file type not accepted: .${extension || "?"}`] });
  const profile = input.profile ? { profile: input.profile } : {};
  return updateFileRow(db, readable.file.id, { name: input.name, description: input.description, ...profile });
}

/** Locks the file for the member until the given time (default: the network's lock days from now). */
export async function lockFile(db: DbOrTx, member: MemberRow, readable: ReadableFile, until: string | undefined) {
  if (readable.lockedByOther) throw lockedError();
  if (readable.file.finalizedAt) throw finalizedError();
  if (!fileCan(readable).lock) throw forbidden("You may not lock this file.");
  const days = lockDaysOf(await getNetwork(db));
  const lockedUntil = until ? new Date(until) : new Date(Date.now() + days * 24 * 3600 * 1000);
  if (lockedUntil <= new Date()) throw invalid({ locked_until: ["must be in the future"] });
  return updateFileRow(db, readable.file.id, { lockedUntil, lockedById: member.id });
}

/** Unlocks: the member who holds the lock, or a manager of the folder (who may break another member's lock). */
export async function unlockFile(db: DbOrTx, readable: ReadableFile) {
  if (readable.lockedByOther && !readable.manage) throw lockedError();
  if (!readable.manage && !fileCan(readable).lock) throw forbidden("You may not unlock this file.");
  return updateFileRow(db, readable.file.id, { lockedUntil: null, lockedById: null });
}

/** The file page: the file, its folder path, every version with its author, and who wrote the current one. */
export async function presentedFile(db: DbOrTx, member: MemberRow, fileId: string): Promise<FileDetail> {
  const readable = await findReadableFile(db, member, fileId);
  if (!readable) throw notFound();
  const { file, folder } = readable;
  const versions = await versionsOf(db, file.id);
  const uploads = new Map(
    (
      await findUploads(
        db,
        versions.map((v) => v.uploadId),
      )
    ).map((u) => [u.id, u]),
  );
  const members = await membersOf(db, [file.authorId, file.lockedById, ...versions.map((v) => v.authorId)]);
  const slugs = await groupSlugs(db, [folder]);
  const current = versions.find((v) => v.major === file.versionMajor);
  const currentAuthor = current?.authorId ? members.get(current.authorId) : undefined;
  return {
    ...presentFileEntry(file, readable, members),
    folder_path: await folderPath(db, folder.id),
    group_slug: folder.groupId ? (slugs.get(folder.groupId) ?? null) : null,
    versions: versions.map((v) => presentVersion(file, v, uploads.get(v.uploadId), members)),
    current_version_authors: currentAuthor ? [presentMemberSummary(currentAuthor)] : [],
    lock_days: lockDaysOf(await getNetwork(db)),
    pending_versions: await pendingVersionsFor(db, member, readable),
  };
}

/** Changes a file the member may read, its profile checked against its folder's property sets. */
export async function changeFile(
  ctx: AppContext,
  member: MemberRow,
  id: string,
  input: Parameters<typeof updateFile>[2] & { profile?: unknown },
) {
  const readable = await requireReadableFile(ctx.db, member, id);
  const profile = await checkedProfile(ctx, member, "file_profile", readable.folder, input.profile, "profile");
  await ctx.db.transaction(async (tx) => {
    await updateFile(tx, readable, { ...input, profile });
    await recordProfileTags(tx, ctx, "file_profile", readable.folder, profile);
  });
  return presentedFile(ctx.db, member, id);
}

/** Records that the member viewed a file they may read (its folder's unread count falls). */
export async function trackFileView(db: DbOrTx, member: MemberRow, id: string) {
  await requireReadableFile(db, member, id);
  await markFileViewed(db, member.id, id);
}

/**
 * The upload to send for a file the member may read: its current version, or version `major`; with the name the
 * download carries (the file's for the current version, the version's own otherwise). 404 for anything else.
 */
export async function fileDownload(db: DbOrTx, member: MemberRow, id: string, major: number | undefined) {
  const { file } = await requireReadableFile(db, member, id);
  let uploadId = file.uploadId;
  if (major !== undefined) {
    const version = (await versionsOf(db, file.id)).find((v) => v.major === major);
    if (!version) throw notFound();
    uploadId = version.uploadId;
  }
  const [upload] = await findUploads(db, [uploadId]);
  if (!upload) throw notFound();
  return { upload, name: major === undefined ? file.name : upload.name };
}
