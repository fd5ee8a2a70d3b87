import { FILES_UNREAD_WINDOW_DAYS, type FileSort } from "@intranet/contracts";
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { escapeLike } from "../../db/like.js";
import { preparedOn } from "../../db/prepared.js";
import { type Viewer, viewerAsPlaceholder } from "../groups/groups.access.js";
import { memberNameOrder } from "../members/members.repo.js";
import { type ProfileListing, profileConditions, profileOrder } from "../property-sets/property-sets.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { folderFlags, foldersReadableBy } from "./files.access.js";
import {
  type FileRow,
  type FileTokenRow,
  type FolderRow,
  files,
  fileTokens,
  fileVersions,
  fileViews,
  folders,
} from "./files.schema.js";

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The root folder (or the activity-stream folder) of the network (`groupId` null) or of a group, made on first use. */
export async function ensureSpecialFolder(
  db: DbOrTx,
  groupId: string | null,
  type: "root_folder" | "activitystream_folder",
): Promise<FolderRow> {
  const where = and(eq(folders.type, type), groupId ? eq(folders.groupId, groupId) : isNull(folders.groupId));
  const [found] = await db.select().from(folders).where(where).limit(1);
  if (found) return found;
  const root = type === "root_folder" ? null : await ensureSpecialFolder(db, groupId, "root_folder");
  await db
    .insert(folders)
    .values({ groupId, type, parentId: root?.id ?? null, name: type === "root_folder" ? "Files" : "Activity stream" })
    .onConflictDoNothing();
  const [row] = await db.select().from(folders).where(where).limit(1);
  if (!row) throw new Error("special folder not created");
  return row;
}

/** A preload column: the network's root folder id, null until it is made (network.service.ts makes it with the network). */
export const networkRootFolderColumn = () => ({
  rootFolderId: sql<
    string | null
  >`(select ${folders.id} from ${folders} where ${folders.type} = 'root_folder' and ${folders.groupId} is null limit 1)`,
});

/** The ancestors of a folder and the folder itself, root first. */
export async function folderPath(db: DbOrTx, folderId: string): Promise<{ id: string; name: string }[]> {
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`
    with recursive up(id, name, parent_id, depth) as (
      select ${folders.id}, ${folders.name}, ${folders.parentId}, 0 from ${folders} where ${folders.id} = ${folderId}
      union all
      select f.id, f.name, f.parent_id, up.depth + 1 from ${folders} f join up on f.id = up.parent_id
      where up.depth < 100
    )
    select id, name, depth from up order by depth desc`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

/** The ids of a folder's descendants and the folder itself. */
export async function subtreeIds(db: DbOrTx, folderIds: string[]): Promise<{ id: string; depth: number }[]> {
  if (folderIds.length === 0) return [];
  const list = sql.join(
    folderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: string; depth: number }>(
    db,
    sql`
    with recursive down(id, depth) as (
      select ${folders.id}, 0 from ${folders} where ${folders.id} in (${list})
      union all
      select f.id, down.depth + 1 from ${folders} f join down on f.parent_id = down.id where down.depth < 100
    )
    select id, max(depth)::int as depth from down group by id`,
  );
  return rows.map((r) => ({ id: r.id, depth: Number(r.depth) }));
}

/** The outer `folders` row, named in full: inside a subquery drizzle would print a bare, ambiguous `"id"`. */
const outerFolderId = sql`"folders"."id"`;
const filesCount = sql<number>`(select count(*)::int from ${files} f where f.folder_id = ${outerFolderId})`.mapWith(
  Number,
);
const subfoldersCount = () =>
  sql<number>`(select count(*)::int from ${folders} sub where sub.parent_id = ${outerFolderId} and sub.type <> 'activitystream_folder')`.mapWith(
    Number,
  );

/** A folder's subfolders the viewer may read, by name, with their abilities and counts (built once, as above). */
export async function subfoldersOf(db: DbOrTx, member: NonNullable<Viewer>, parentId: string) {
  const { viewer, key } = viewerAsPlaceholder(member);
  const query = preparedOn(db, `subfolders${key}`, (d, name) =>
    d
      .select({ folder: folders, ...folderFlags(viewer), files: filesCount, subfolders: subfoldersCount() })
      .from(folders)
      .where(and(eq(folders.parentId, sql.placeholder("parentId")), foldersReadableBy(viewer)))
      .orderBy(sql`lower(${folders.name})`, asc(folders.id))
      .limit(1000)
      .prepare(name),
  );
  return query.execute({ viewerId: member.id, parentId });
}

export type FileListing = {
  q?: string;
  sort: FileSort | `profile.${string}`;
  direction: "asc" | "desc";
  page: number;
  limit: number;
  /** Filters and sort over the files' profiles, checked against the folder's file profile (property-sets). */
  profile?: ProfileListing;
};

const sortColumn = (sort: FileListing["sort"]): SQL => {
  switch (sort) {
    case "size":
      return sql`${files.size}`;
    case "author":
      return sql`(${memberNameOrder(files.authorId)})`;
    case "updated_at":
      return sql`${files.updatedAt}`;
    default:
      return sql`lower(${files.name})`;
  }
};

/**
 * SQL over `files`: unread for the member: changed within the unread window, its current version not theirs,
 * and not opened by them since.
 */
export const fileUnreadFor = (memberId: string | ReturnType<typeof sql.placeholder>): SQL =>
  sql`(${files.updatedAt} > now() - make_interval(days => ${FILES_UNREAD_WINDOW_DAYS})
    and not exists (select 1 from ${fileVersions} v where v.file_id = ${files.id} and v.major = ${files.versionMajor} and v.author_id = ${memberId})
    and not exists (select 1 from ${fileViews} w where w.file_id = ${files.id} and w.member_id = ${memberId} and w.viewed_at >= ${files.updatedAt}))`;

/** Records that the member opened the file now. */
export async function markFileViewed(db: DbOrTx, memberId: string, fileId: string) {
  await db
    .insert(fileViews)
    .values({ memberId, fileId })
    .onConflictDoUpdate({ target: [fileViews.memberId, fileViews.fileId], set: { viewedAt: sql`now()` } });
}

/** Unread files per folder, over the folders the member may read. */
export async function unreadFolderCounts(db: DbOrTx, viewer: NonNullable<Viewer>) {
  return db
    .select({ id: files.folderId, count: count() })
    .from(files)
    .innerJoin(folders, eq(folders.id, files.folderId))
    .where(and(foldersReadableBy(viewer), fileUnreadFor(viewer.id)))
    .groupBy(files.folderId)
    .limit(1000);
}

/**
 * The page's statement and the counts' statement of `filesOf`, the folder, the member, the page's limit and offset
 * as the placeholders `folderId`, `memberId`, `limit`, `offset`: built once per database and sort when nothing
 * filters (a folder opened), otherwise for the call.
 */
function filesStatements(db: DbOrTx, listing: FileListing) {
  const folderId = sql.placeholder("folderId");
  const filter = and(
    listing.q ? ilike(files.name, `%${escapeLike(listing.q)}%`) : undefined,
    listing.profile ? profileConditions(files.profile, listing.profile) : undefined,
  );
  const order = listing.direction === "desc" ? desc : asc;
  const profileSort = listing.profile?.sort;
  const page = db
    .select({
      file: files,
      unread: sql<boolean>`${fileUnreadFor(sql.placeholder("memberId"))}`.mapWith(Boolean),
    })
    .from(files)
    .where(and(eq(files.folderId, folderId), filter))
    .orderBy(
      profileSort ? profileOrder(files.profile, profileSort, listing.direction) : order(sortColumn(listing.sort)),
      order(files.id),
    )
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
  const counts = db
    .select({
      files: count(),
      matching: filter ? sql<number>`count(*) filter (where ${filter})`.mapWith(Number) : count(),
      subfolders:
        sql<number>`(select count(*)::int from ${folders} sub where sub.parent_id = ${folderId} and sub.type <> 'activitystream_folder')`.mapWith(
          Number,
        ),
    })
    .from(files)
    .where(eq(files.folderId, folderId));
  return { page, counts };
}

/**
 * One page of a folder's files matching `q` (name, case-insensitive, wildcards literal) and the profile filters,
 * with the folder's counts: its files, those that match and its subfolders (activity-stream folders not counted),
 * all three from one scan of the folder's files.
 */
export async function filesOf(db: DbOrTx, folderId: string, listing: FileListing, memberId: string) {
  const values = { folderId, memberId, limit: listing.limit, offset: (listing.page - 1) * listing.limit };
  const plain = !listing.q && !listing.profile && !listing.sort.startsWith("profile.");
  const { page, counts } = plain
    ? preparedOn(db, `folder_files_${listing.sort}_${listing.direction}`, (d, name) => {
        const built = filesStatements(d, listing);
        return { page: built.page.prepare(`${name}_page`), counts: built.counts.prepare(`${name}_counts`) };
      })
    : filesStatements(db, listing);
  const rows = await page.execute(values);
  const [found] = await counts.execute(values);
  return {
    rows,
    total: found?.matching ?? 0,
    counts: { files: found?.files ?? 0, subfolders: found?.subfolders ?? 0 },
  };
}

/** Whether a sibling (other than `exceptId`) already has this name, whatever its case. */
export async function siblingNameTaken(db: DbOrTx, parentId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(
        eq(folders.parentId, parentId),
        sql`lower(${folders.name}) = lower(${name})`,
        exceptId ? ne(folders.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertFolder(db: DbOrTx, values: typeof folders.$inferInsert): Promise<FolderRow | null> {
  const [row] = await db.insert(folders).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateFolderRow(db: DbOrTx, id: string, values: Partial<typeof folders.$inferInsert>) {
  const [row] = await db.update(folders).set(values).where(eq(folders.id, id)).returning();
  return row ?? null;
}

export async function moveFolderRows(db: DbOrTx, ids: string[], parentId: string) {
  await db.update(folders).set({ parentId, updatedAt: new Date() }).where(inArray(folders.id, ids));
}

/** Names of the folders among `ids` that collide, case-insensitively, with the target's children. */
export async function collidingFolderNames(db: DbOrTx, ids: string[], parentId: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`
    select m.name from ${folders} m
    where m.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and exists (select 1 from ${folders} s where s.parent_id = ${parentId} and lower(s.name) = lower(m.name) and s.id <> m.id)`,
  );
  return rows.map((r) => r.name);
}

/** The upload ids of every version of every file in these folders (their bytes go after the rows). */
export async function uploadIdsInFolders(db: DbOrTx, folderIds: string[]): Promise<string[]> {
  if (folderIds.length === 0) return [];
  const rows = await db
    .select({ id: fileVersions.uploadId })
    .from(fileVersions)
    .innerJoin(files, eq(files.id, fileVersions.fileId))
    .where(inArray(files.folderId, folderIds));
  return rows.map((r) => r.id);
}

export async function uploadIdsOfFiles(db: DbOrTx, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select({ id: fileVersions.uploadId })
    .from(fileVersions)
    .where(inArray(fileVersions.fileId, fileIds));
  return rows.map((r) => r.id);
}

/** Whether any file in these folders is locked by someone other than the viewer. */
export async function lockedFileIn(db: DbOrTx, folderIds: string[], viewerId: string): Promise<boolean> {
  if (folderIds.length === 0) return false;
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.folderId, folderIds),
        sql`${files.lockedUntil} > now() and ${files.lockedById} is distinct from ${viewerId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteFolderRows(db: DbOrTx, ids: string[]) {
  if (ids.length > 0) await db.delete(folders).where(inArray(folders.id, ids));
}

export async function insertFile(db: DbOrTx, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error("file insert returned nothing");
  return row;
}

export async function updateFileRow(db: DbOrTx, id: string, values: Partial<typeof files.$inferInsert>) {
  const [row] = await db.update(files).set(values).where(eq(files.id, id)).returning();
  if (!row) throw new Error("file update returned nothing");
  return row;
}

export async function insertVersion(db: DbOrTx, values: typeof fileVersions.$inferInsert) {
  await db.insert(fileVersions).values(values);
}

/** Makes the upload the file's next major version (a version row, then the file's current upload, size and type). */
export async function installVersion(
  tx: DbOrTx,
  file: Pick<FileRow, "id" | "versionMajor">,
  upload: Pick<UploadRow, "id" | "size" | "contentType" | "extension">,
  authorId: string | null,
) {
  const major = file.versionMajor + 1;
  await insertVersion(tx, { fileId: file.id, major, uploadId: upload.id, authorId });
  return updateFileRow(tx, file.id, {
    versionMajor: major,
    uploadId: upload.id,
    size: upload.size,
    contentType: upload.contentType,
    extension: upload.extension,
    reviewStatus: null,
    updatedAt: new Date(),
  });
}

export async function versionsOf(db: DbOrTx, fileId: string) {
  return db.select().from(fileVersions).where(eq(fileVersions.fileId, fileId)).orderBy(desc(fileVersions.major));
}

export async function moveFileRows(db: DbOrTx, ids: string[], folderId: string) {
  await db.update(files).set({ folderId, updatedAt: new Date() }).where(inArray(files.id, ids));
}

export async function deleteFileRows(db: DbOrTx, ids: string[]) {
  if (ids.length > 0) await db.delete(files).where(inArray(files.id, ids));
}

/** The files of these folders by id, at most `limit` (an archive asks for one more than it may hold). */
export async function filesInFolders(db: DbOrTx, folderIds: string[], limit: number): Promise<FileRow[]> {
  if (folderIds.length === 0) return [];
  return db.select().from(files).where(inArray(files.folderId, folderIds)).orderBy(asc(files.id)).limit(limit);
}

export async function insertFileToken(db: DbOrTx, values: typeof fileTokens.$inferInsert) {
  // Expired ones go as new ones come: the table stays as small as the downloads of the last minutes.
  await db.delete(fileTokens).where(lt(fileTokens.expiresAt, new Date()));
  await db.insert(fileTokens).values(values);
}

/**
 * An unexpired archive token's row, deleted in the same statement: an archive token opens one zip, and of two
 * uses at the same moment only one gets the row.
 */
export async function takeArchiveToken(db: DbOrTx, tokenHash: string): Promise<FileTokenRow | null> {
  const [row] = await db
    .delete(fileTokens)
    .where(
      and(eq(fileTokens.tokenHash, tokenHash), eq(fileTokens.kind, "archive"), gt(fileTokens.expiresAt, new Date())),
    )
    .returning();
  return row ?? null;
}

/** The token's row while it is unexpired. */
export async function findFileToken(db: DbOrTx, tokenHash: string): Promise<FileTokenRow | null> {
  const [row] = await db
    .select()
    .from(fileTokens)
    .where(and(eq(fileTokens.tokenHash, tokenHash), gt(fileTokens.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}
