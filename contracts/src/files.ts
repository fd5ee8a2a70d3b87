import { z } from "zod";
import { id } from "./common.js";
import { memberSummary } from "./members.js";
import { propertyValues } from "./property-sets.js";

/** Files and folders (communication §2 "Files", §3 "Files and folders", §5, §7 "Files", §9). */

export const FOLDER_NAME_MAX = 255;
export const FILE_NAME_MAX = 255;
export const FILES_DESCRIPTION_MAX = 5000;
/** Folder fetch limit (§9). */
export const FOLDER_FETCH_LIMIT = 1000;
/** How deep folders nest below a root. */
export const FOLDER_DEPTH_MAX = 20;
/** Lock days when the network sets none. */
export const DEFAULT_LOCK_DAYS = 7;
/** At most this many items in one bulk move or delete. */
export const BULK_MAX = 500;
/** Folders one new-files form may add its files to (the current one and further ones chosen in the picker). */
export const NEW_FILES_FOLDERS_MAX = 10;

export const folderType = z.enum(["root_folder", "folder", "activitystream_folder"]);

export const folderCan = z.object({
  destroy: z.boolean(),
  update: z.boolean(),
  create_subfolders: z.boolean(),
  add_files: z.boolean(),
  /** Generate an export (zip and inventory) of the folder: its managers (`canExport`). */
  export: z.boolean(),
  /** Approve or decline pending versions of its files (`/files/approval`): its managers. */
  approve: z.boolean(),
});
export type FolderCan = z.infer<typeof folderCan>;

/**
 * `update`: rename; `new_version` and `lock`: whoever may add files to the folder; all false while another member
 * holds the lock or the file is finalized. `finalize`: finalize or unfinalize it (the folder's managers).
 */
export const fileCan = z.object({
  destroy: z.boolean(),
  update: z.boolean(),
  new_version: z.boolean(),
  lock: z.boolean(),
  finalize: z.boolean(),
});
export type FileCan = z.infer<typeof fileCan>;

export const folderPathEntry = z.object({ id, name: z.string() });

/** A folder in a listing or picker (no contents). */
export const folderSummary = z.object({
  id,
  name: z.string(),
  description: z.string(),
  /** `root_folder.group`, `root_folder.network`, `activitystream_folder`, or null for a plain folder. */
  i18n_type: z.string().nullable(),
  type: folderType,
  /** `network` or `group:{slug}`. */
  namespace: z.string(),
  group_slug: z.string().nullable(),
  parent_folder_id: id.nullable(),
  updated_at: z.string(),
  can: folderCan,
  total_files_count: z.number().int(),
  total_subfolders_count: z.number().int(),
  /** New versions of its files by members who do not manage it wait for approval (pending versions). */
  requires_approval: z.boolean(),
  /** Folder profile values by property name (see `propertyValues`). */
  profile: propertyValues,
});
export type FolderSummary = z.infer<typeof folderSummary>;

export const fileVersion = z.object({
  id,
  major: z.number().int(),
  size: z.number(),
  content_type: z.string(),
  original_filename: z.string(),
  author: memberSummary.nullable(),
  created_at: z.string(),
  url: z.string(),
  download_url: z.string(),
});
export type FileVersion = z.infer<typeof fileVersion>;

/** Open review marks of a file's current version (tracked changes and comments in an office document). */
export const fileReviewStatus = z.object({
  insertions: z.number().int().min(0),
  deletions: z.number().int().min(0),
  changes: z.number().int().min(0),
  comments: z.number().int().min(0),
});
export type FileReviewStatus = z.infer<typeof fileReviewStatus>;

/** A new version waiting for a folder manager's approval (communication §3 "Pending file version"). */
export const pendingFileVersion = z.object({
  id,
  file_id: id,
  original_filename: z.string(),
  extension: z.string(),
  size: z.number(),
  description: z.string(),
  author: memberSummary.nullable(),
  author_name: z.string(),
  created_at: z.string(),
  /** Its bytes, for the folder's managers and its author only. */
  url: z.string(),
});
export type PendingFileVersion = z.infer<typeof pendingFileVersion>;

export const fileEntry = z.object({
  id,
  name: z.string(),
  original_filename: z.string(),
  description: z.string(),
  size: z.number(),
  content_type: z.string(),
  extension: z.string(),
  version: z.object({ major: z.number().int() }),
  folder_id: id,
  author: memberSummary.nullable(),
  author_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Inline URL of the current version. */
  url: z.string(),
  download_url: z.string(),
  path: z.string(),
  locked_until: z.string().nullable(),
  locked_by: memberSummary.nullable(),
  /** Changed by someone else within the unread window since the member last opened it. */
  unread: z.boolean(),
  /** File profile values by property name (see `propertyValues`). */
  profile: propertyValues,
  /** Set while the file is finalized (read-only). */
  finalized_at: z.string().nullable(),
  /** Open review marks of the current version; null when it has none or is no document we read. */
  review_status: fileReviewStatus.nullable(),
  can: fileCan,
});
export type FileEntry = z.infer<typeof fileEntry>;

export const fileDetail = fileEntry.extend({
  folder_path: z.array(folderPathEntry),
  group_slug: z.string().nullable(),
  versions: z.array(fileVersion),
  current_version_authors: z.array(memberSummary),
  lock_days: z.number().int(),
  /** Versions waiting for approval: all of them for the folder's managers, a member's own for anyone else. */
  pending_versions: z.array(pendingFileVersion),
});
export type FileDetail = z.infer<typeof fileDetail>;

export const folderDetail = folderSummary.extend({
  folder_path: z.array(folderPathEntry),
  subfolders: z.array(folderSummary),
  files: z.array(fileEntry),
  /** Files matching `q` (the page's `files` are one page of them). */
  matching_files_count: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type FolderDetail = z.infer<typeof folderDetail>;

export const fileSort = z.enum(["name", "size", "author", "updated_at"]);
export type FileSort = z.infer<typeof fileSort>;
/** A file profile property as a sort key (the name must be a property of the folder's effective file profile). */
export const profileSortKey = z.templateLiteral(["profile.", z.string().regex(/^[a-z0-9_]{1,64}$/)]);
export type ProfileSortKey = z.infer<typeof profileSortKey>;
export const sortDirection = z.enum(["asc", "desc"]);

/**
 * Listing of a folder: search, sort and page pagination (page numbers, `matching_files_count`), filtered by `tag`
 * and by file profile values as `profile.{name}=value` (other keys are ignored).
 */
export const folderQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    sort: z.union([fileSort, profileSortKey]).default("name"),
    direction: sortDirection.default("asc"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(FOLDER_FETCH_LIMIT).default(FOLDER_FETCH_LIMIT),
    tag: z.string().trim().min(1).max(200).optional(),
  })
  // `profile.{name}` filters, checked by the server against the folder's file profile (strings of up to 200).
  .catchall(z.unknown());
export type FolderQuery = z.input<typeof folderQuery>;

/** The `profile.{name}` filters of a folder query, by property name (keys that are not such filters left out). */
export function profileFilters(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const name = /^profile\.([a-z0-9_]{1,64})$/.exec(key)?.[1];
    if (name && typeof value === "string" && value.trim() !== "") out[name] = value.trim();
  }
  return out;
}

export const rootFolderQuery = folderQuery.extend({ group_slug: z.string().min(1).max(120).optional() });

const nameField = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "can't be blank")
    .max(max, `is too long (maximum is ${max} characters)`)
    .refine((v) => !/[/\\\p{Cc}]/u.test(v) && v !== "." && v !== "..", "is invalid");

export const folderInput = z.object({
  name: nameField(FOLDER_NAME_MAX),
  description: z.string().max(FILES_DESCRIPTION_MAX).default(""),
  /** Folder profile values (checked against the effective folder profile); absent: unchanged. */
  profile: propertyValues.optional(),
  /** New versions need approval; only the folder's managers may set it; absent: unchanged (off for a new folder). */
  requires_approval: z.boolean().optional(),
});
export const newFolderBody = z.object({ folder: folderInput.extend({ parent_folder_id: id }) });
export const folderBody = z.object({ folder: folderInput });

/** New files form (§3): volatile upload ids, the folder, a description, post to stream. */
export const newFilesBody = z.object({
  files: z.array(id).min(1, "required").max(100),
  /** The first is the default (current) folder; each further one gets a copy of every file. */
  folder_ids: z.array(id).min(1, "required").max(NEW_FILES_FOLDERS_MAX),
  description: z.string().max(FILES_DESCRIPTION_MAX).default(""),
  post_to_stream: z.boolean().default(false),
  /** File profile values given to each new file (checked against the folder's effective file profile). */
  file_profile: propertyValues.optional(),
});
export type NewFilesBody = z.input<typeof newFilesBody>;
export const newFilesResponse = z.object({ files: z.array(fileEntry) });

export const fileBody = z.object({
  file: z.object({
    name: nameField(FILE_NAME_MAX),
    description: z.string().max(FILES_DESCRIPTION_MAX).default(""),
    /** File profile values (checked against the effective file profile); absent: unchanged. */
    profile: propertyValues.optional(),
  }),
});
export const newVersionBody = z.object({
  upload_id: id,
  /** A note for the folder's managers when the version waits for approval. */
  description: z.string().max(FILES_DESCRIPTION_MAX).optional(),
});
/** `pending`: the version waits for approval (in `pending_versions`); the file itself is unchanged. */
export const newVersionResponse = fileDetail.extend({ pending: z.boolean() });
export const lockBody = z.object({ locked_until: z.iso.datetime({ offset: true }).optional() });
export type LockBody = z.input<typeof lockBody>;

export const bulkFilesBody = z.object({
  file_ids: z.array(id).min(1, "required").max(BULK_MAX),
  source_folder_id: id.optional(),
});
export const moveFilesBody = bulkFilesBody.extend({ target_folder_id: id });
export const bulkFoldersBody = z.object({ folder_ids: z.array(id).min(1, "required").max(BULK_MAX) });
export const moveFoldersBody = bulkFoldersBody.extend({ target_folder_id: id });
export type MoveFilesBody = z.input<typeof moveFilesBody>;
export type MoveFoldersBody = z.input<typeof moveFoldersBody>;

export const fileParams = z.object({ id });
export const fileDownloadParams = z.object({ id, name: z.string().min(1).max(300) });
export const fileDownloadQuery = z.object({
  download: z.string().max(10).optional(),
  version: z.coerce.number().int().min(1).max(100_000).optional(),
  /** A token from `GET /api/storage/files/{id}/token`, standing in for the session. */
  token: z.string().max(200).optional(),
});

export const downloadTokenResponse = z.object({ token: z.string() });

/** Files older than this many days never count as unread (a new member does not inherit every old file). */
export const FILES_UNREAD_WINDOW_DAYS = 30;

/** GET /unreads/folders: unread files per folder the member may read (folders without any left out). */
export const unreadFolders = z.object({
  folders: z.array(z.object({ id, unread_count: z.number().int() })),
});

/** Names over 71 characters shown as the first 35 and the last 35 (§5, §9). */
export function shortenFileName(name: string): string {
  const chars = [...name];
  return chars.length > 71 ? `${chars.slice(0, 35).join("")}…${chars.slice(-35).join("")}` : name;
}

/** One file of a folder export (communication §3 "Export"): the zip or the inventory spreadsheet. */
export const folderExportFile = z.object({
  id,
  name: z.string(),
  size: z.number().int(),
  extension: z.string(),
  /** Opens the file in the browser where it can (a spreadsheet still downloads). */
  fileUrl: z.string(),
  downloadUrl: z.string(),
});

/**
 * A folder export (communication §3, §4): built by a job; `failed` when the job gave up. The files are the
 * requester's alone.
 */
export const folderExport = z.object({
  id,
  folder_id: id,
  status: z.enum(["initialized", "in_progress", "finished", "failed"]),
  createdAt: z.iso.datetime({ offset: true }),
  files: z.array(folderExportFile),
});
export type FolderExport = z.infer<typeof folderExport>;

/** GET …/export: the member's latest export of the folder, or null when there is none. */
export const folderExportResponse = z.object({ export: folderExport.nullable() });
export type FolderExportResponse = z.infer<typeof folderExportResponse>;
