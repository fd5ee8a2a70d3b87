import { errorResponse } from "../common.js";
import { fileDetail, fileParams } from "../files.js";
import {
  approvalList,
  filesV2Query,
  pendingDownloadParams,
  pendingDownloadQuery,
  pendingParams,
  reviewedFiles,
} from "../files-approval.js";
import { defineRoutes, fileResponse } from "../route.js";

const errors = { 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

/**
 * Approval of new versions and finalized files (communication §7 "Files"). The finalize call is not shown in the
 * spec: `PUT` / `DELETE /api/v1/files/{id}/finalize` beside the file's own JSON (docs/spec-coverage.md).
 * `reviewed` answers one page as an array; where it is says the `x-total`, `x-total-pages`, `x-per-page` and
 * `x-page` headers (PAGINATION_HEADERS).
 */
export const filesApprovalApi = defineRoutes("files", {
  approvalList: {
    method: "GET",
    path: "/api/storage/folders/:id/files/approval",
    params: fileParams,
    response: { 200: approvalList, 403: errorResponse, 404: errorResponse },
  },
  approve: {
    method: "POST",
    path: "/api/storage/files/:id/pending_versions/:pid/approve",
    params: pendingParams,
    response: { 200: fileDetail, ...errors },
  },
  decline: {
    method: "DELETE",
    path: "/api/storage/files/:id/pending_versions/:pid",
    params: pendingParams,
    response: { 200: fileDetail, ...errors },
  },
  pendingDownload: {
    method: "GET",
    path: "/api/storage/files/:id/pending_versions/:pid/get/:name",
    params: pendingDownloadParams,
    query: pendingDownloadQuery,
    produces: "file",
    response: { 200: fileResponse, 404: errorResponse },
  },
  reviewed: {
    method: "GET",
    path: "/api/storage/v2/files",
    query: filesV2Query,
    response: { 200: reviewedFiles, 404: errorResponse },
  },
  finalize: {
    method: "PUT",
    path: "/api/v1/files/:id/finalize",
    params: fileParams,
    response: { 200: fileDetail, ...errors },
  },
  unfinalize: {
    method: "DELETE",
    path: "/api/v1/files/:id/finalize",
    params: fileParams,
    response: { 200: fileDetail, ...errors },
  },
});
