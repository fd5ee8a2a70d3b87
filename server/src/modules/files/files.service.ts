import {
  type FileDetail,
  FOLDER_DEPTH_MAX,
  type FolderDetail,
  fileExtensionOf,
  type PropertyValues,
} from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { conflict, forbidden, invalid, notFound } from "../../http/errors.js";
import { findGroupsByIds } from "../groups/groups.repo.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { extensionAllowed, getNetwork, lockDaysOf } from "../network/network.service.js";
import { deleteUploadRow, findUploads, publishOwnUploads } from "../uploads/uploads.repo.js";
import { copiedUploadRow, copyUploadBytes } from "../uploads/uploads.service.js";
import { pendingUploadIds } from "./approval.repo.js";
import {
  finalizedError,
  pendingVersionsFor,
  refreshReviewStatus,
  refuseFinalizedIn,
  startPendingVersion,
} from "./approval.service.js";
import { exportUploadIdsOf } from "./exports.repo.js";
import { fileCan } from "./file.policy.js";
import { presentFileEntry, presentFolderSummary, presentVersion } from "./file.presenter.js";
import {
  findReadableFile,
  type ReadableFile,
  type ReadableFolder,
  readableFiles,
  readableFolders,
} from "./files.access.js";
import {
  collidingFolderNames,
  deleteFileRows,
  deleteFolderRows,
  type FileListing,
  filesOf,
  folderPath,
  insertFile,
  insertFolder,
  insertVersion,
  installVersion,
  lockedFileIn,
  moveFileRows,
  moveFolderRows,
  siblingNameTaken,
  subfoldersOf,
  subtreeIds,
  updateFileRow,
  updateFolderRow,
  uploadIdsInFolders,
  uploadIdsOfFiles,
  versionsOf,
} from "./files.repo.js";
import type { FilePendingVersionRow, FileRow, FolderRow } from "./files.schema.js";

type AfterCommit = () => Promise<void>;
const nameTaken = () => invalid({ name: ["has already been taken"] });
const lockedError = () => conflict("locked", "locked by someone else");

async function groupSlugs(db: DbOrTx, folderRows: FolderRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(folderRows.flatMap((f) => (f.groupId ? [f.groupId] : [])))];
  const groups = await findGroupsByIds(db, ids);
  return new Map(groups.map((g) => [g.id, g.slug]));
}

async function membersOf(db: DbOrTx, ids: (string | null)[]) {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = await findMembersByIds(db, unique);
  return new Map(rows.map((m) => [m.id, m]));
}

/** A folder page: the folder, its path, its readable subfolders and one page of its files. */
export async function presentedFolder(
  db: DbOrTx,
  member: MemberRow,
  readable: ReadableFolder,
  listing: FileListing,
): Promise<FolderDetail> {
  const { folder } = readable;
  const [path, subfolders, page] = [
    await folderPath(db, folder.id),
    await subfoldersOf(db, member, folder.id),
    await filesOf(db, folder.id, listing, member.id),
  ];
  const { counts } = page;
  const slugs = await groupSlugs(db, [folder]);
  const slug = folder.groupId ? (slugs.get(folder.groupId) ?? null) : null;
  const members = await membersOf(
    db,
    page.rows.flatMap(({ file: f }) => [f.authorId, f.lockedById]),
  );
  // Files share the folder's abilities; only authorship and locks differ.
  const flagsOf = (f: FileRow) => ({
    change: readable.manage || (readable.post && f.authorId === member.id),
    post: readable.post,
    manage: readable.manage,
    lockedByOther: f.lockedUntil !== null && f.lockedUntil > new Date() && f.lockedById !== member.id,
  });
  return {
    ...presentFolderSummary(folder, readable, counts, slug),
    folder_path: path,
    subfolders: subfolders.map((s) => presentFolderSummary(s.folder, s, s, slug)),
    files: page.rows.map(({ file: f, unread }) => presentFileEntry(f, flagsOf(f), members, unread)),
    matching_files_count: page.total,
    page: listing.page,
    limit: listing.limit,
  };
}

/** A new subfolder: the parent must take subfolders, the name be free among its siblings, the depth allowed. */
export async function createFolder(
  db: DbOrTx,
  member: MemberRow,
  parent: ReadableFolder,
  input: { name: string; description: string; profile?: PropertyValues; requires_approval?: boolean },
): Promise<FolderRow> {
  if (!parent.post) throw forbidden("You may not create folders here.");
  if ((await folderPath(db, parent.folder.id)).length >= FOLDER_DEPTH_MAX)
    throw invalid({ parent_folder_id: ["is nested too deeply"] });
  if (await siblingNameTaken(db, parent.folder.id, input.name)) throw nameTaken();
  const row = await insertFolder(db, {
    groupId: parent.folder.groupId,
    parentId: parent.folder.id,
    type: "folder",
    name: input.name,
    description: input.description,
    authorId: member.id,
    profile: input.profile ?? {},
    requiresApproval: input.requires_approval ?? false,
  });
  if (!row) throw nameTaken();
  return row;
}

export async function updateFolder(
  db: DbOrTx,
  readable: ReadableFolder,
  input: { name: string; description: string; profile?: PropertyValues; requires_approval?: boolean },
) {
  if (!readable.update) throw forbidden("You may not change this folder.");
  const { folder } = readable;
  if (folder.parentId && (await siblingNameTaken(db, folder.parentId, input.name, folder.id))) throw nameTaken();
  const changes = {
    name: input.name,
    description: input.description,
    ...(input.profile ? { profile: input.profile } : {}),
    ...(input.requires_approval === undefined ? {} : { requiresApproval: input.requires_approval }),
  };
  const row = await updateFolderRow(db, folder.id, changes).catch(() => null);
  if (!row) throw nameTaken();
  return row;
}

/** Every selected folder readable (else 404) and destroyable (else 403), no lock of another member inside. */
async function destroyableFolders(db: DbOrTx, member: MemberRow, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await readableFolders(db, member, unique);
  if (rows.length !== unique.length) throw notFound();
  if (rows.some((r) => !r.update)) throw forbidden("You may not move or delete every selected folder.");
  const subtree = await subtreeIds(db, unique);
  if (
    await lockedFileIn(
      db,
      subtree.map((s) => s.id),
      member.id,
    )
  )
    throw lockedError();
  await refuseFinalizedIn(
    db,
    subtree.map((s) => s.id),
  );
  return { rows, subtree };
}

/**
 * Deletes folders with their subfolders, files and exports; the bytes of every version and export go after the
 * commit.
 */
export async function deleteFolders(ctx: AppContext, member: MemberRow, ids: string[]) {
  const removed = await ctx.db.transaction(async (tx) => {
    const { subtree } = await destroyableFolders(tx, member, ids);
    const folderIds = subtree.map((s) => s.id);
    const uploads = await findUploads(tx, [
      ...(await uploadIdsInFolders(tx, folderIds)),
      ...(await pendingUploadIds(tx, { folderIds })),
      ...(await exportUploadIdsOf(tx, folderIds)),
    ]);
    await deleteFolderRows(tx, [...new Set(ids)]);
    for (const u of uploads) await deleteUploadRow(tx, u.id);
    return uploads;
  });
  for (const u of removed) await ctx.blobs.remove(u.storageKey);
  return [...new Set(ids)];
}

/** The target of a move: readable (404), postable (403), in the same files area as what moves (422). */
async function moveTarget(db: DbOrTx, member: MemberRow, targetId: string, groupIds: (string | null)[]) {
  const [target] = await readableFolders(db, member, [targetId]);
  if (!target) throw notFound();
  if (!target.post) throw forbidden("You may not add to this folder.");
  if (groupIds.some((g) => g !== target.folder.groupId))
    throw invalid({ target_folder_id: ["must be in the same files area"] });
  return target;
}

/** Moves folders below another: never into itself or a descendant, never deeper than allowed, no name twice. */
export async function moveFolders(db: DbOrTx, member: MemberRow, ids: string[], targetId: string) {
  return db.transaction(async (tx) => {
    const { rows, subtree } = await destroyableFolders(tx, member, ids);
    const target = await moveTarget(
      tx,
      member,
      targetId,
      rows.map((r) => r.folder.groupId),
    );
    if (subtree.some((s) => s.id === targetId))
      throw invalid({ target_folder_id: ["cannot be a moved folder or inside one"] });
    const height = Math.max(0, ...subtree.map((s) => s.depth));
    if ((await folderPath(tx, targetId)).length + 1 + height > FOLDER_DEPTH_MAX)
      throw invalid({ target_folder_id: ["is nested too deeply"] });
    const unique = rows.map((r) => r.folder.id);
    const names = new Set(rows.map((r) => r.folder.name.toLowerCase()));
    if (names.size !== rows.length || (await collidingFolderNames(tx, unique, target.folder.id)).length > 0)
      throw nameTaken();
    await moveFolderRows(tx, unique, target.folder.id);
    return unique;
  });
}

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
    for (const u of uploads) await deleteUploadRow(tx, u.id);
    return { unique, uploads };
  });
  for (const u of removed.uploads) await ctx.blobs.remove(u.storageKey);
  return removed.unique;
}

/**
 * Only the member's own uploads to `files` that no form has used yet become files or versions (a published
 * upload belongs to something else already); the unique upload per version keeps two requests from sharing one.
 */
async function requireVolatileUploads(db: DbOrTx, member: MemberRow, ids: string[], field: string) {
  const rows = await findUploads(db, ids);
  const usable = rows.filter((u) => u.state === "volatile" && u.ownerId === member.id && u.directory === "files");
  if (usable.length !== ids.length) throw invalid({ [field]: ["required"] }, "One of the files does not exist.");
}

/** A unique index refused the write: a concurrent request took the same upload or version number. */
const onUniqueViolation = (answer: () => Error) => (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  throw e?.code === "23505" || e?.cause?.code === "23505" ? answer() : err;
};

/**
 * New files from the member's own volatile uploads in `files` (published here), each a file with version 1.
 * With `also`, the same files are made in further folders too, each from a copy of the upload (a version's upload
 * is its own); the copies' bytes are written before the one transaction that writes every row, and removed if it
 * fails. With `post_to_stream`, one activity per file in the stream of each context (network or group) the
 * folders are in, once per context; the announcements run after the commit.
 */
export async function createFiles(
  ctx: AppContext,
  member: MemberRow,
  folder: ReadableFolder,
  input: {
    files: string[];
    description: string;
    post_to_stream: boolean;
    file_profile?: PropertyValues;
    also?: ReadableFolder[];
  },
) {
  if (!folder.post) throw forbidden("You may not add files here.");
  const extras = (input.also ?? []).filter(
    (f, i, all) => f.folder.id !== folder.folder.id && all.findIndex((g) => g.folder.id === f.folder.id) === i,
  );
  // A further folder the member may not add to is answered like one they cannot see.
  if (extras.some((f) => !f.post)) throw notFound();
  const ids = [...new Set(input.files)];
  const copies = new Map<string, { id: string; storageKey: string }>();
  const copyKey = (folderId: string, uploadId: string) => `${folderId}:${uploadId}`;
  if (extras.length > 0) {
    await requireVolatileUploads(ctx.db, member, ids, "files");
    const sources = await findUploads(ctx.db, ids);
    try {
      for (const extra of extras)
        for (const source of sources)
          copies.set(copyKey(extra.folder.id, source.id), await copyUploadBytes(ctx, source));
    } catch (err) {
      for (const c of copies.values()) await ctx.blobs.remove(c.storageKey);
      throw err;
    }
  }
  const { rows, after } = await ctx.db
    .transaction(async (tx) => {
      await requireVolatileUploads(tx, member, ids, "files");
      const uploads = await publishOwnUploads(tx, member.id, "files", ids);
      const created: { file: FileRow; manage: boolean }[] = [];
      const announcements: AfterCommit[] = [];
      const announced = new Set<string>();
      for (const target of [folder, ...extras]) {
        const context = target.folder.groupId ?? "network";
        const announce =
          input.post_to_stream && target.folder.type !== "activitystream_folder" && !announced.has(context);
        announced.add(context);
        for (const id of ids) {
          const source = uploads.find((u) => u.id === id);
          if (!source) continue;
          const copy = copies.get(copyKey(target.folder.id, id));
          const upload = copy ? await copiedUploadRow(tx, source, copy, member.id) : source;
          const file = await insertFile(tx, {
            folderId: target.folder.id,
            name: upload.name,
            description: input.description,
            authorId: member.id,
            uploadId: upload.id,
            profile: input.file_profile ?? {},
            size: upload.size,
            contentType: upload.contentType,
            extension: upload.extension || fileExtensionOf(upload.name),
          });
          await insertVersion(tx, { fileId: file.id, major: 1, uploadId: upload.id, authorId: member.id });
          created.push({ file, manage: target.manage });
          if (announce) {
            announcements.push(
              await ctx.modules.objectActivities.post(tx, ctx, {
                objectType: "file",
                objectId: file.id,
                authorId: member.id,
                groupId: target.folder.groupId,
              }),
            );
          }
        }
      }
      return { rows: created, after: announcements };
    })
    .catch(async (err: unknown) => {
      for (const c of copies.values()) await ctx.blobs.remove(c.storageKey);
      return onUniqueViolation(() => invalid({ files: ["required"] }, "One of the files does not exist."))(err);
    });
  for (const announce of after) await announce();
  for (const { file: f } of rows) {
    const review = await refreshReviewStatus(ctx, f);
    if (review !== undefined) f.reviewStatus = review;
  }
  const members = new Map([[member.id, member]]);
  return rows.map(({ file, manage }) =>
    presentFileEntry(file, { change: true, post: true, lockedByOther: false, manage }, members),
  );
}

/**
 * A new version from the member's own volatile upload: `version.major` rises, the old ones stay. In a folder that
 * requires approval, a version by a member who does not manage the folder waits as a pending version instead and
 * the file stays as it is (`pending`). Given the app context (not a bare database), the new current version's
 * review status is computed after the commit.
 */
export async function addVersion(
  ctxOrDb: AppContext | DbOrTx,
  member: MemberRow,
  readable: ReadableFile,
  uploadId: string,
  options: { description?: string } = {},
): Promise<{ file: FileRow; pending: FilePendingVersionRow | null }> {
  const ctx = "blobs" in ctxOrDb && "config" in ctxOrDb ? ctxOrDb : null;
  const db = ctx ? ctx.db : (ctxOrDb as DbOrTx);
  if (readable.file.finalizedAt) throw finalizedError();
  if (!fileCan(readable).new_version) {
    if (readable.lockedByOther) throw lockedError();
    throw forbidden("You may not upload versions of this file.");
  }
  const result = await db
    .transaction(async (tx) => {
      await requireVolatileUploads(tx, member, [uploadId], "upload_id");
      const [upload] = await publishOwnUploads(tx, member.id, "files", [uploadId]);
      if (!upload) throw invalid({ upload_id: ["required"] }, "The file does not exist.");
      const pending = await startPendingVersion(tx, member, readable, upload, options.description);
      if (pending) return { file: readable.file, pending };
      const file = await installVersion(tx, readable.file, upload, member.id);
      return { file, pending: null };
    })
    .catch(onUniqueViolation(() => conflict("version_conflict", "Another version was added meanwhile; try again.")));
  if (ctx && !result.pending) await refreshReviewStatus(ctx, result.file);
  return result;
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
