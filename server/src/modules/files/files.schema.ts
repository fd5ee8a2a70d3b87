import type { FileReviewStatus, PropertyValues } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { groups } from "../groups/groups.schema.js";
import { members } from "../members/members.schema.js";
import { uploads } from "../uploads/uploads.schema.js";

/**
 * Folders (communication §3): one root for the network (no group) and one per group, created on first
 * access; subfolders below them; one activity-stream folder per stream context. A folder's `group_id` is
 * its root's, so every access check reads one column.
 */
export const folders = pgTable(
  "folders",
  {
    id: idPk(),
    groupId: ref("group_id").references(() => groups.id, { onDelete: "cascade" }),
    parentId: ref("parent_id").references((): AnyPgColumn => folders.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["root_folder", "folder", "activitystream_folder"] }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    /** New versions of its files wait for a folder manager's approval (pending versions) instead of replacing the current one. */
    requiresApproval: boolean("requires_approval").notNull().default(false),
    /** Values of the folder profile property set, by property name. */
    profile: jsonb("profile").$type<PropertyValues>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names are unique among siblings, whatever their case.
    uniqueIndex("folders_sibling_name_unique").on(t.parentId, sql`lower(${t.name})`),
    // One root and one activity-stream folder per context (the network's has no group).
    uniqueIndex("folders_one_special_per_context")
      .on(t.type, sql`coalesce(${t.groupId}, '')`)
      .where(sql`${t.type} <> 'folder'`),
    index("folders_parent_idx").on(t.parentId),
    index("folders_group_idx").on(t.groupId),
  ],
);
export type FolderRow = typeof folders.$inferSelect;

/** A file in a folder; its bytes are the current version's upload. */
export const files = pgTable(
  "files",
  {
    id: idPk(),
    folderId: ref("folder_id")
      .notNull()
      .references(() => folders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    /** The current version's upload, size and type (copied so listings sort without a join). */
    uploadId: ref("upload_id")
      .notNull()
      .references(() => uploads.id),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    extension: text("extension").notNull(),
    versionMajor: integer("version_major").notNull().default(1),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedById: ref("locked_by_id").references(() => members.id, { onDelete: "set null" }),
    /** A finalized file is read-only: no new version, no move, rename or delete, only viewing. */
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
    /** Open review marks of the current version (tracked insertions, deletions, other changes, comments); null when none. */
    reviewStatus: jsonb("review_status").$type<FileReviewStatus>(),
    /** Values of the file profile property set, by property name. */
    profile: jsonb("profile").$type<PropertyValues>().notNull().default({}),
    /** A WOPI client's lock string (office editing) and until when it holds (WOPI locks last 30 minutes unless refreshed). */
    wopiLock: text("wopi_lock"),
    wopiLockExpiresAt: timestamp("wopi_lock_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A folder's page in each sort the listing offers on a column (then by id, as files.repo.ts orders): read
    // from the index in order instead of sorting the whole folder for every page (bench:files). They also
    // serve every lookup by folder. Sorts by author or a profile field still sort the folder's rows.
    index("files_folder_name_idx").on(t.folderId, sql`lower(${t.name})`, t.id),
    index("files_folder_size_idx").on(t.folderId, t.size, t.id),
    index("files_folder_updated_idx").on(t.folderId, t.updatedAt, t.id),
    index("files_author_idx").on(t.authorId),
    index("files_upload_idx").on(t.uploadId),
    // the statistics' files series
    index("files_created_idx").on(t.createdAt),
  ],
);
export type FileRow = typeof files.$inferSelect;

/** Every version of a file, the current one included; older ones stay downloadable. */
export const fileVersions = pgTable(
  "file_versions",
  {
    id: idPk(),
    fileId: ref("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    major: integer("major").notNull(),
    uploadId: ref("upload_id")
      .notNull()
      .references(() => uploads.id),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("file_versions_file_major_unique").on(t.fileId, t.major),
    // An upload is one version of one file: deleting a file may then delete its uploads.
    uniqueIndex("file_versions_upload_unique").on(t.uploadId),
    // The listing's "new to the viewer" flag asks for the files the viewer wrote a version of: without it, every
    // listing read all versions (68 ms at a million files, whatever the folder's size; bench/lists.ts).
    index("file_versions_author_idx").on(t.authorId, t.fileId),
  ],
);
export type FileVersionRow = typeof fileVersions.$inferSelect;

/**
 * The text of a file's document (PDF, DOCX, ODT, XLSX, CSV, plain text), read by the `files.extract_text` job after
 * an upload (content.service.ts) and searched with the file, weighted below its name and description (migration
 * 0028 feeds it into `files.search_vector` while `upload_id` is still the file's). A table of its own, so that the
 * listings' `select` of files never carries the text. `failed` records why nothing was read (`error`).
 */
export const fileTexts = pgTable("file_texts", {
  fileId: ref("file_id")
    .primaryKey()
    .references(() => files.id, { onDelete: "cascade" }),
  /** The version's upload the text was read from. */
  uploadId: ref("upload_id").notNull(),
  state: text("state", { enum: ["extracted", "failed"] }).notNull(),
  /** At most FILE_TEXT_MAX_CHARS characters; empty when nothing was read. */
  content: text("content").notNull().default(""),
  error: text("error"),
  extractedAt: timestamp("extracted_at", { withTimezone: true }).notNull().defaultNow(),
});
export type FileTextRow = typeof fileTexts.$inferSelect;

/**
 * A new version uploaded into a folder that requires approval: it waits here until a folder manager approves it
 * (it becomes the file's next major version) or declines it (its upload is deleted).
 */
export const filePendingVersions = pgTable(
  "file_pending_versions",
  {
    id: idPk(),
    fileId: ref("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    uploadId: ref("upload_id")
      .notNull()
      .references(() => uploads.id),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("file_pending_versions_file_idx").on(t.fileId),
    uniqueIndex("file_pending_versions_upload_unique").on(t.uploadId),
  ],
);
export type FilePendingVersionRow = typeof filePendingVersions.$inferSelect;

/** An export of a folder, built by a job: a zip of what the requester may read and an inventory spreadsheet (uploads). */
export const folderExports = pgTable(
  "folder_exports",
  {
    id: idPk(),
    folderId: ref("folder_id")
      .notNull()
      .references(() => folders.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["initialized", "in_progress", "finished", "failed"] })
      .notNull()
      .default("initialized"),
    uploadIds: text("upload_ids").array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("folder_exports_folder_idx").on(t.folderId, t.createdAt)],
);
export type FolderExportRow = typeof folderExports.$inferSelect;

/** Property sets (the file and folder profiles' fields) are the property-sets module's table (property-sets.schema.ts). */

/** When a member last opened a file (`track_view`): a file changed since, by someone else, is unread for them. */
export const fileViews = pgTable(
  "file_views",
  {
    fileId: ref("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.fileId] })],
);

/**
 * Short-lived tokens standing in for the session (only the hash is kept): `archive` ones cover the files and
 * folders of one zip download (POST /api/v1/file_token), `download` ones one file's bytes
 * (GET /api/storage/files/{id}/token). What they cover is re-checked against the member's access when used.
 */
export const fileTokens = pgTable(
  "file_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["archive", "download"] }).notNull(),
    fileIds: text("file_ids").array().notNull(),
    folderIds: text("folder_ids").array().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("file_tokens_expiry_idx").on(t.expiresAt)],
);
export type FileTokenRow = typeof fileTokens.$inferSelect;
