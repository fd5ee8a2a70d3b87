import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { hashToken, newToken } from "../../lib/tokens.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import {
  ARCHIVE_MAX_ENTRIES,
  type ArchiveEntry,
  ArchiveNamer,
  checkArchiveCaps,
  safeSegment,
} from "../uploads/archive.js";
import type { ArchiveContents, ArchiveSource } from "../uploads/archives.js";
import { findUploads } from "../uploads/uploads.repo.js";
import { findReadableFile, readableFiles, readableFolders } from "./files.access.js";
import { filesInFolders, findFileToken, insertFileToken, subtreeIds, takeArchiveToken } from "./files.repo.js";
import type { FileRow } from "./files.schema.js";
import { folderNamer } from "./folder-names.js";

/** An archive token is used right away by the browser's form post. */
const ARCHIVE_TOKEN_TTL_MS = 60_000;
/** A download token lets an external viewer fetch one file for a few minutes. */
export const DOWNLOAD_TOKEN_TTL_MS = 5 * 60_000;

/**
 * `placed`: each file with its path in the zip (folder exports list them in their inventory); `filename`: the zip's
 * name, the folder's when one folder and nothing else is zipped (its download button), else "files.zip". Folders go
 * by the names `folderNamer` gives them in the member's language.
 */
type Contents = {
  entries: ArchiveEntry[];
  emptyFolders: string[];
  placed: { file: FileRow; path: string }[];
  filename: string;
};

/**
 * What an archive of these files and folders holds for the member now: the readable files by their current
 * versions, and each readable folder with everything below it, its structure kept as paths. 404 when nothing is
 * readable; 422 beyond the caps.
 */
export async function archiveContents(
  db: DbOrTx,
  member: MemberRow,
  fileIds: string[],
  folderIds: string[],
): Promise<Contents> {
  const top = await readableFolders(db, member, folderIds);
  const below = await subtreeIds(
    db,
    top.map((t) => t.folder.id),
  );
  const all = await readableFolders(
    db,
    member,
    below.map((b) => b.id),
  );
  checkArchiveCaps(all.length, 0);
  const direct = (await readableFiles(db, member, fileIds)).map((r) => r.file);
  if (top.length === 0 && direct.length === 0) throw notFound();
  const inFolders = await filesInFolders(
    db,
    all.map((f) => f.folder.id),
    ARCHIVE_MAX_ENTRIES + 1,
  );
  const bytes = [...direct, ...inFolders].reduce((sum, f) => sum + f.size, 0);
  checkArchiveCaps(all.length + direct.length + inFolders.length, bytes);

  // Folder paths, parents before children; a folder seen twice (selected inside a selected one) keeps its first.
  const namer = new ArchiveNamer();
  const nameOf = await folderNamer(
    db,
    member.language,
    top.map((t) => t.folder),
  );
  const pathOf = new Map<string, string>();
  const children = new Map<string | null, typeof all>();
  for (const f of all) children.set(f.folder.parentId, [...(children.get(f.folder.parentId) ?? []), f]);
  const queue = top.map((t) => ({ id: t.folder.id, path: namer.name("", nameOf(t.folder)) }));
  while (queue.length > 0) {
    const next = queue.shift() as { id: string; path: string };
    if (pathOf.has(next.id)) continue;
    pathOf.set(next.id, next.path);
    for (const c of children.get(next.id) ?? [])
      queue.push({ id: c.folder.id, path: namer.name(next.path, nameOf(c.folder)) });
  }

  const placed: { file: FileRow; path: string }[] = [
    // A file also inside a selected folder goes there only.
    ...direct.filter((file) => !pathOf.has(file.folderId)).map((file) => ({ file, path: namer.name("", file.name) })),
    ...inFolders.flatMap((file) => {
      const dir = pathOf.get(file.folderId);
      return dir === undefined ? [] : [{ file, path: namer.name(dir, file.name) }];
    }),
  ];
  const uploads = new Map(
    (
      await findUploads(
        db,
        placed.map((p) => p.file.uploadId),
      )
    ).map((u) => [u.id, u]),
  );
  const entries = placed.flatMap(({ file, path }) => {
    const u = uploads.get(file.uploadId);
    return u ? [{ path, storageKey: u.storageKey, size: u.size, mtime: file.updatedAt }] : [];
  });
  const filled = new Set(placed.map((p) => p.file.folderId));
  const emptyFolders = [...pathOf].filter(([id]) => !filled.has(id)).map(([, path]) => path);
  const [only] = top;
  const filename =
    only && top.length === 1 && direct.length === 0 ? `${safeSegment(nameOf(only.folder))}.zip` : "files.zip";
  return { entries, emptyFolders, placed, filename };
}

/** A token for a zip of these files and folders; refused (404/422) already when the zip could not be made now. */
async function createArchiveToken(ctx: AppContext, member: MemberRow, fileIds: string[], folderIds: string[]) {
  await archiveContents(ctx.db, member, fileIds, folderIds);
  const token = newToken();
  await insertFileToken(ctx.db, {
    tokenHash: hashToken(token),
    memberId: member.id,
    kind: "archive",
    fileIds,
    folderIds,
    expiresAt: new Date(Date.now() + ARCHIVE_TOKEN_TTL_MS),
  });
  return { token };
}

async function tokenMember(ctx: AppContext, token: string, kind: "archive" | "download") {
  // An archive token opens one zip (taken as it is used); a download token serves its file until it expires.
  const hash = hashToken(token);
  const row = kind === "archive" ? await takeArchiveToken(ctx.db, hash) : await findFileToken(ctx.db, hash);
  if (!row || row.kind !== kind) return null;
  const member = await findMemberById(ctx.db, row.memberId);
  if (!member || member.lockedAt) return null;
  return { row, member };
}

/**
 * The zip of an archive token, made of what its member may read now; null when the token is not an unexpired
 * archive token (another kind of archive, e.g. a chat message's, may own it).
 */
async function filesArchive(ctx: AppContext, token: string): Promise<ArchiveContents | null> {
  const found = await tokenMember(ctx, token, "archive");
  if (!found) return null;
  const { entries, emptyFolders, filename } = await archiveContents(
    ctx.db,
    found.member,
    found.row.fileIds,
    found.row.folderIds,
  );
  return { entries, emptyFolders, filename };
}

/** The files module's zips on the uploads module's token and archive routes: files and folders. */
export const filesArchives: ArchiveSource = {
  token: async (ctx, member, request) =>
    request.file_ids || request.folder_ids
      ? createArchiveToken(ctx, member, request.file_ids ?? [], request.folder_ids ?? [])
      : null,
  open: filesArchive,
};

/** GET /api/storage/files/{id}/token: a token downloading this one file without the session, for a few minutes. */
export async function createDownloadToken(ctx: AppContext, member: MemberRow, fileId: string) {
  if (!(await findReadableFile(ctx.db, member, fileId))) throw notFound();
  const token = newToken();
  await insertFileToken(ctx.db, {
    tokenHash: hashToken(token),
    memberId: member.id,
    kind: "download",
    fileIds: [fileId],
    folderIds: [],
    expiresAt: new Date(Date.now() + DOWNLOAD_TOKEN_TTL_MS),
  });
  return { token };
}

/** The member a download token stands for, when it is unexpired and for this file; null otherwise. */
export async function downloadTokenMember(ctx: AppContext, token: string, fileId: string): Promise<MemberRow | null> {
  const found = await tokenMember(ctx, token, "download");
  return found?.row.fileIds.includes(fileId) ? found.member : null;
}
