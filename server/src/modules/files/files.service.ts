import {
  FOLDER_DEPTH_MAX,
  type FolderDetail,
  type folderQuery,
  type PropertyValues,
  type rootFolderQuery,
} from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { conflict, forbidden, invalid, notFound } from "../../http/errors.js";
import { loadGroup } from "../groups/group-access.js";
import { findGroupsByIds } from "../groups/groups.repo.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { checkedProfile, profileListing, recordProfileTags } from "../property-sets/property-sets.service.js";
import { deleteUploadRow, findUploads } from "../uploads/uploads.repo.js";
import { pendingUploadIds } from "./approval.repo.js";
import { refuseFinalizedIn } from "./approval.service.js";
import { exportUploadIdsOf } from "./exports.repo.js";
import { presentFileEntry, presentFolderSummary } from "./file.presenter.js";
import {
  findReadableFile,
  findReadableFolder,
  type ReadableFile,
  type ReadableFolder,
  readableFolders,
} from "./files.access.js";
import {
  collidingFolderNames,
  deleteFolderRows,
  ensureSpecialFolder,
  type FileListing,
  filesOf,
  folderPath,
  insertFolder,
  lockedFileIn,
  moveFolderRows,
  siblingNameTaken,
  subfoldersOf,
  subtreeIds,
  unreadFolderCounts,
  updateFolderRow,
  uploadIdsInFolders,
} from "./files.repo.js";
import type { FileRow, FolderRow } from "./files.schema.js";

export type AfterCommit = () => Promise<void>;
export const nameTaken = () => invalid({ name: ["has already been taken"] });
export const lockedError = () => conflict("locked", "locked by someone else");

export async function groupSlugs(db: DbOrTx, folderRows: FolderRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(folderRows.flatMap((f) => (f.groupId ? [f.groupId] : [])))];
  const groups = await findGroupsByIds(db, ids);
  return new Map(groups.map((g) => [g.id, g.slug]));
}

export async function membersOf(db: DbOrTx, ids: (string | null)[]) {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = await findMembersByIds(db, unique);
  return new Map(rows.map((m) => [m.id, m]));
}

/** The folder if the member may read it; 404 otherwise. */
export async function requireReadableFolder(db: DbOrTx, member: MemberRow, id: string): Promise<ReadableFolder> {
  const found = await findReadableFolder(db, member, id);
  if (!found) throw notFound();
  return found;
}

/** The file if the member may read it; 404 otherwise. */
export async function requireReadableFile(db: DbOrTx, member: MemberRow, id: string): Promise<ReadableFile> {
  const found = await findReadableFile(db, member, id);
  if (!found) throw notFound();
  return found;
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
export async function moveTarget(db: DbOrTx, member: MemberRow, targetId: string, groupIds: (string | null)[]) {
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

type Listing = z.output<typeof folderQuery>;
type FolderInput = Parameters<typeof createFolder>[3];

/** A folder's page as a new or changed folder answers: its first thousand entries by name. */
const firstPage = { sort: "name", direction: "asc", page: 1, limit: 1000 } as const;

/**
 * The root folder of a group's files (`group_slug`, 404 unless the member may read its content) or the network's
 * (404 for external members), made on first access, with one page of it.
 */
export async function rootFolderPage(
  ctx: AppContext,
  req: FastifyRequest,
  member: MemberRow,
  query: z.output<typeof rootFolderQuery>,
) {
  const { group_slug, ...listing } = query;
  let groupId: string | null = null;
  if (group_slug) {
    const g = await loadGroup(ctx.db, req, group_slug);
    if (!g.readContent) throw notFound();
    groupId = g.group.id;
  } else if (member.isExternal) {
    throw notFound();
  }
  const root = await requireReadableFolder(
    ctx.db,
    member,
    (await ensureSpecialFolder(ctx.db, groupId, "root_folder")).id,
  );
  return folderPage(ctx, member, root, listing);
}

/** One page of a folder the member may read, filtered and sorted by its profile fields as asked. */
export async function folderPage(
  ctx: AppContext,
  member: MemberRow,
  folder: ReadableFolder | string,
  listing: Listing,
) {
  const readable = typeof folder === "string" ? await requireReadableFolder(ctx.db, member, folder) : folder;
  const profile = await profileListing(ctx.db, readable.folder, listing);
  return presentedFolder(ctx.db, member, readable, { ...listing, profile });
}

/** A new subfolder of a folder the member may read, its profile checked against the parent's property sets. */
export async function addFolder(
  ctx: AppContext,
  member: MemberRow,
  input: FolderInput & { parent_folder_id: string; profile?: unknown },
) {
  const { parent_folder_id, ...fields } = input;
  const parent = await requireReadableFolder(ctx.db, member, parent_folder_id);
  const profile = await checkedProfile(ctx, member, "folder_profile", parent.folder, fields.profile, "profile");
  const row = await ctx.db.transaction(async (tx) => {
    const created = await createFolder(tx, member, parent, { ...fields, profile });
    await recordProfileTags(tx, ctx, "folder_profile", parent.folder, profile);
    return created;
  });
  return presentedFolder(ctx.db, member, await requireReadableFolder(ctx.db, member, row.id), firstPage);
}

/** Changes a folder the member may read, its profile checked against its property sets. */
export async function changeFolder(
  ctx: AppContext,
  member: MemberRow,
  id: string,
  input: Parameters<typeof updateFolder>[2] & { profile?: unknown },
) {
  const readable = await requireReadableFolder(ctx.db, member, id);
  const profile = await checkedProfile(ctx, member, "folder_profile", readable.folder, input.profile, "profile");
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateFolder(tx, readable, { ...input, profile });
    await recordProfileTags(tx, ctx, "folder_profile", readable.folder, profile);
    return updated;
  });
  return presentedFolder(ctx.db, member, await requireReadableFolder(ctx.db, member, row.id), firstPage);
}

/** The folders with files the member has not viewed, and how many. */
export async function unreadFolders(db: DbOrTx, member: MemberRow) {
  const rows = await unreadFolderCounts(db, member);
  return { folders: rows.map((r) => ({ id: r.id, unread_count: r.count })) };
}
