import { and, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedOn } from "../../db/prepared.js";
import {
  groupAdminOf,
  groupContentPostableBy,
  groupContentReadableBy,
  type SqlViewer,
  type Viewer,
  viewerAsPlaceholder,
} from "../groups/groups.access.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { type FileRow, type FolderRow, files, fileVersions, folders } from "./files.schema.js";

/**
 * Who may do what with folders and files, written once as SQL over `folders` (communication §6 "File menu by
 * can flags"):
 * - read: a network folder every internal member (external guests are members of groups, not of the
 *   network's files); a group's folder whoever may read the group's content (`groupContentReadableBy`).
 * - add files / create subfolders: a network folder every internal member; a group's folder whoever may
 *   post to the group (`groupContentPostableBy`: active members of a group that is not archived). Never
 *   into an activity-stream folder by hand.
 * - update / destroy: a network folder its network administrators; a group's folder the group's
 *   administrators while it may be posted to; and a folder's own creator while they may still post there.
 *   Root and activity-stream folders are never renamed, moved or deleted.
 * A file follows its folder: read with it; updated, moved, deleted or given a new version by the folder's
 * managers or its author while they may post there, and not by anyone while another member holds its lock.
 */
export function foldersReadableBy(viewer: SqlViewer): SQL {
  if (!viewer) return sql`false`;
  return or(
    viewer.isExternal ? sql`false` : isNull(folders.groupId),
    groupContentReadableBy(folders.groupId, viewer),
  ) as SQL;
}

function postable(viewer: SqlViewer): SQL {
  if (!viewer) return sql`false`;
  return or(
    viewer.isExternal ? sql`false` : isNull(folders.groupId),
    groupContentPostableBy(folders.groupId, viewer),
  ) as SQL;
}

/** SQL over `folders`: files may be added and subfolders created here. */
export const foldersPostableBy = (viewer: SqlViewer): SQL =>
  and(postable(viewer), ne(folders.type, "activitystream_folder")) as SQL;

/** SQL over `folders`: the folder's files and subfolders may be managed by anyone here (not only their authors). */
export function foldersManagedBy(viewer: SqlViewer): SQL {
  if (!viewer) return sql`false`;
  const network = viewer.isNetworkAdmin ? isNull(folders.groupId) : sql`false`;
  const group = and(
    groupContentPostableBy(folders.groupId, viewer),
    viewer.isNetworkAdmin ? undefined : groupAdminOf(folders.groupId, viewer.id),
  );
  return or(network, group) as SQL;
}

/** SQL over `folders`: the folder itself may be renamed, moved and deleted. */
export const foldersUpdatableBy = (viewer: SqlViewer): SQL =>
  and(
    eq(folders.type, "folder"),
    or(foldersManagedBy(viewer), and(postable(viewer), eq(folders.authorId, viewer?.id ?? ""))),
  ) as SQL;

/** SQL over `files` joined with its folder: the file may be changed by the viewer (lock aside). */
export const filesChangeableBy = (viewer: SqlViewer): SQL =>
  and(
    // An activity-stream folder's files belong to their activities (activity-folder.repo.ts).
    ne(folders.type, "activitystream_folder"),
    or(foldersManagedBy(viewer), and(postable(viewer), eq(files.authorId, viewer?.id ?? ""))),
  ) as SQL;

/** SQL over `files`: another member holds an unexpired lock. */
export const lockedByOther = (viewer: SqlViewer): SQL =>
  sql`(${files.lockedUntil} is not null and ${files.lockedUntil} > now() and ${files.lockedById} is distinct from ${viewer?.id ?? null})`;

/** The abilities of a folder row, as columns next to it. */
export const folderFlags = (viewer: SqlViewer) => ({
  post: sql<boolean>`(${foldersPostableBy(viewer)})`.mapWith(Boolean),
  manage: sql<boolean>`(${foldersManagedBy(viewer)})`.mapWith(Boolean),
  update: sql<boolean>`(${foldersUpdatableBy(viewer)})`.mapWith(Boolean),
});

export type ReadableFolder = { folder: FolderRow; post: boolean; manage: boolean; update: boolean };

/**
 * Single check: the folder if the viewer may read it, with its abilities; null otherwise (404). Every folder page
 * asks it, so it is built once per database and shape of viewer (`viewerAsPlaceholder`).
 */
export async function findReadableFolder(db: DbOrTx, member: Viewer, id: string): Promise<ReadableFolder | null> {
  if (!member) return null;
  const { viewer, key } = viewerAsPlaceholder(member);
  const query = preparedOn(db, `readable_folder${key}`, (d, name) =>
    d
      .select({ folder: folders, ...folderFlags(viewer) })
      .from(folders)
      .where(and(eq(folders.id, sql.placeholder("folderId")), foldersReadableBy(viewer)))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ viewerId: member.id, folderId: id });
  return row ?? null;
}

/** Bulk check: the readable folders among these ids, with their abilities. */
export async function readableFolders(db: DbOrTx, viewer: Viewer, ids: string[]): Promise<ReadableFolder[]> {
  if (ids.length === 0) return [];
  return db
    .select({ folder: folders, ...folderFlags(viewer) })
    .from(folders)
    .where(and(inArray(folders.id, ids), foldersReadableBy(viewer)));
}

/** The abilities of a file row, as columns next to it (the query joins its folder). */
export const fileFlags = (viewer: SqlViewer) => ({
  change: sql<boolean>`(${filesChangeableBy(viewer)})`.mapWith(Boolean),
  manage: sql<boolean>`(${foldersManagedBy(viewer)})`.mapWith(Boolean),
  lockedByOther: sql<boolean>`(${lockedByOther(viewer)})`.mapWith(Boolean),
  post: sql<boolean>`(${foldersPostableBy(viewer)})`.mapWith(Boolean),
});

export type ReadableFile = {
  file: FileRow;
  folder: FolderRow;
  change: boolean;
  manage: boolean;
  lockedByOther: boolean;
  post: boolean;
};

/** Bulk check: the readable files among these ids, with their folders and abilities. */
export async function readableFiles(db: DbOrTx, viewer: Viewer, ids: string[]): Promise<ReadableFile[]> {
  if (ids.length === 0) return [];
  return db
    .select({ file: files, folder: folders, ...fileFlags(viewer) })
    .from(files)
    .innerJoin(folders, eq(folders.id, files.folderId))
    .where(and(inArray(files.id, ids), foldersReadableBy(viewer)));
}

/** Single check: the file if the viewer may read its folder; null otherwise (404). */
export async function findReadableFile(db: DbOrTx, viewer: Viewer, id: string): Promise<ReadableFile | null> {
  const [row] = await readableFiles(db, viewer, [id]);
  return row ?? null;
}

/** `fileAccess`: an upload that is a version of a file is readable by whoever may read the file's folder. */
export async function fileVersionReadable(db: DbOrTx, viewer: Viewer, upload: UploadRow): Promise<boolean> {
  if (upload.directory !== "files") return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(fileVersions)
    .innerJoin(files, eq(files.id, fileVersions.fileId))
    .innerJoin(folders, eq(folders.id, files.folderId))
    .where(and(eq(fileVersions.uploadId, upload.id), foldersReadableBy(viewer)))
    .limit(1);
  return row !== undefined;
}
