import type { FileEntry, FileVersion, FolderSummary } from "@intranet/contracts";
import { displayName, presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { fileCan, folderCan } from "./file.policy.js";
import type { FileRow, FileVersionRow, FolderRow } from "./files.schema.js";

export type Members = Map<string, MemberRow>;

const i18nType = (f: FolderRow) =>
  f.type === "root_folder"
    ? f.groupId
      ? "root_folder.group"
      : "root_folder.network"
    : f.type === "folder"
      ? null
      : f.type;

export function presentFolderSummary(
  f: FolderRow,
  flags: { post: boolean; update: boolean; manage: boolean },
  counts: { files: number; subfolders: number },
  groupSlug: string | null,
): FolderSummary {
  return {
    id: f.id,
    name: f.name,
    description: f.description,
    i18n_type: i18nType(f),
    type: f.type,
    namespace: groupSlug ? `group:${groupSlug}` : "network",
    group_slug: groupSlug,
    parent_folder_id: f.parentId,
    updated_at: f.updatedAt.toISOString(),
    can: folderCan(flags),
    total_files_count: counts.files,
    total_subfolders_count: counts.subfolders,
    profile: f.profile,
    requires_approval: f.requiresApproval,
  };
}

/** The URL a file's bytes are served at (the name is for the browser; the id decides). */
export const fileUrl = (f: Pick<FileRow, "id" | "name">, version?: number) =>
  `/api/storage/files/${f.id}/get/${encodeURIComponent(f.name)}${version ? `?version=${version}` : ""}`;

const withDownload = (url: string) => `${url}${url.includes("?") ? "&" : "?"}download=1`;

export function presentFileEntry(
  f: FileRow,
  flags: { change: boolean; post: boolean; lockedByOther: boolean; manage?: boolean },
  members: Members,
  unread = false,
): FileEntry {
  const author = f.authorId ? members.get(f.authorId) : undefined;
  const locker = f.lockedById ? members.get(f.lockedById) : undefined;
  const locked = f.lockedUntil !== null && f.lockedUntil > new Date();
  const url = fileUrl(f);
  return {
    id: f.id,
    name: f.name,
    original_filename: f.name,
    description: f.description,
    size: f.size,
    content_type: f.contentType,
    extension: f.extension,
    version: { major: f.versionMajor },
    folder_id: f.folderId,
    author: author ? presentMemberSummary(author) : null,
    author_name: author ? displayName(author) : "",
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
    url,
    download_url: withDownload(url),
    path: `/files/${f.id}`,
    locked_until: locked ? (f.lockedUntil?.toISOString() ?? null) : null,
    locked_by: locked && locker ? presentMemberSummary(locker) : null,
    unread,
    profile: f.profile,
    finalized_at: f.finalizedAt?.toISOString() ?? null,
    review_status: f.reviewStatus ?? null,
    can: fileCan({ ...flags, finalized: f.finalizedAt !== null }),
  };
}

export function presentVersion(
  f: FileRow,
  v: FileVersionRow,
  upload: UploadRow | undefined,
  members: Members,
): FileVersion {
  const author = v.authorId ? members.get(v.authorId) : undefined;
  const url = fileUrl(f, v.major);
  return {
    id: v.id,
    major: v.major,
    size: upload?.size ?? 0,
    content_type: upload?.contentType ?? "application/octet-stream",
    original_filename: upload?.name ?? f.name,
    author: author ? presentMemberSummary(author) : null,
    created_at: v.createdAt.toISOString(),
    url,
    download_url: withDownload(url),
  };
}
