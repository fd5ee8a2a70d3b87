import { z } from "zod";
import { id } from "./common.js";
import { fileEntry, folderPathEntry, pendingFileVersion } from "./files.js";

/** Approval of new versions, finalized files and review status (communication §2 "Files", §3, §4, §7 "Files"). */

/** Reviewed files per page of `GET /api/storage/v2/files?query=reviewed`. */
export const REVIEWED_FILES_PER_PAGE = 25;
/** At most this many pending versions in one approval list. */
export const APPROVAL_LIST_MAX = 500;

/**
 * Pagination headers of header-paginated listings (`GET /api/storage/v2/files`): the body is the page's array,
 * the headers say where it is.
 */
export const PAGINATION_HEADERS = {
  total: "x-total",
  totalPages: "x-total-pages",
  perPage: "x-per-page",
  page: "x-page",
} as const;

export const pendingParams = z.object({ id, pid: id });
export const pendingDownloadParams = pendingParams.extend({ name: z.string().min(1).max(300) });
export const pendingDownloadQuery = z.object({ download: z.string().max(10).optional() });

/** A file with its pending versions, where the approval list shows it. */
export const approvalFile = fileEntry.extend({
  folder_path: z.array(folderPathEntry),
  pending_versions: z.array(pendingFileVersion),
});
export type ApprovalFile = z.infer<typeof approvalFile>;

/** GET /api/storage/folders/{id}/files/approval: files of the folder and its subfolders with pending versions. */
export const approvalList = z.object({ files: z.array(approvalFile) });
export type ApprovalList = z.infer<typeof approvalList>;

/** GET /api/storage/v2/files: `query=reviewed` lists files with an open review status in a network's or group's folders. */
export const filesV2Query = z.object({
  context_id: id,
  context_type: z.enum(["group", "network"]),
  query: z.literal("reviewed"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type FilesV2Query = z.input<typeof filesV2Query>;

/** A reviewed file with where it is. */
export const reviewedFile = fileEntry.extend({ folder_path: z.array(folderPathEntry) });
export type ReviewedFile = z.infer<typeof reviewedFile>;
export const reviewedFiles = z.array(reviewedFile);
