import { z } from "zod";
import { errorResponse } from "../common.js";
import {
  bulkFilesBody,
  bulkFoldersBody,
  downloadTokenResponse,
  fileBody,
  fileDetail,
  fileDownloadParams,
  fileDownloadQuery,
  fileParams,
  folderBody,
  folderDetail,
  folderExportResponse,
  folderQuery,
  lockBody,
  moveFilesBody,
  moveFoldersBody,
  newFilesBody,
  newFilesResponse,
  newFolderBody,
  newVersionBody,
  newVersionResponse,
  rootFolderQuery,
  unreadFolders,
} from "../files.js";
import { defineRoutes, fileResponse, noContent } from "../route.js";
import { storedFile } from "../storage.js";

const errors = { 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };
const bulkDone = z.object({ ids: z.array(z.string()) });

/**
 * Files and folders (communication §7 "Files"). Folder JSON under `/api/storage/folders`, bulk calls at
 * `/api/storage/{files|folders}` as the spec names them. A file's own JSON lives under `/api/v1/files`
 * because `GET`/`POST /api/storage/files…` already serve uploads (`storageApi`).
 * Query budget: a folder page (`folder`) at most 10 statements whatever its size, session included (folder,
 * path, counts, subfolders, a page of files and their count, group slug, authors); see files.test.ts.
 */
export const filesApi = defineRoutes("files", {
  root: {
    method: "GET",
    path: "/api/storage/folders/root",
    query: rootFolderQuery,
    response: { 200: folderDetail, 404: errorResponse },
  },
  folder: {
    method: "GET",
    path: "/api/storage/folders/:id",
    params: fileParams,
    query: folderQuery,
    response: { 200: folderDetail, 404: errorResponse },
  },
  createFolder: {
    method: "POST",
    path: "/api/storage/folders",
    body: newFolderBody,
    response: { 201: folderDetail, ...errors },
  },
  updateFolder: {
    method: "PUT",
    path: "/api/storage/folders/:id",
    params: fileParams,
    body: folderBody,
    response: { 200: folderDetail, ...errors },
  },
  deleteFolders: {
    method: "DELETE",
    path: "/api/storage/folders",
    body: bulkFoldersBody,
    response: { 200: bulkDone, ...errors },
  },
  moveFolders: {
    method: "POST",
    path: "/api/storage/folders/move",
    body: moveFoldersBody,
    response: { 200: bulkDone, ...errors },
  },
  createFiles: {
    method: "POST",
    path: "/api/v1/files",
    body: newFilesBody,
    response: { 201: newFilesResponse, ...errors },
  },
  file: {
    method: "GET",
    path: "/api/v1/files/:id",
    params: fileParams,
    response: { 200: fileDetail, 404: errorResponse },
  },
  updateFile: {
    method: "PUT",
    path: "/api/v1/files/:id",
    params: fileParams,
    body: fileBody,
    response: { 200: fileDetail, ...errors },
  },
  newVersion: {
    method: "POST",
    path: "/api/v1/files/:id/versions",
    params: fileParams,
    body: newVersionBody,
    response: { 201: newVersionResponse, ...errors },
  },
  deleteFiles: {
    method: "DELETE",
    path: "/api/storage/files",
    body: bulkFilesBody,
    response: { 200: bulkDone, ...errors },
  },
  moveFiles: {
    method: "POST",
    path: "/api/storage/files/move",
    body: moveFilesBody,
    response: { 200: bulkDone, ...errors },
  },
  lock: {
    method: "PUT",
    path: "/api/storage/files/:id/lock",
    params: fileParams,
    body: lockBody,
    response: { 200: fileDetail, ...errors },
  },
  unlock: {
    method: "DELETE",
    path: "/api/storage/files/:id/lock",
    params: fileParams,
    response: { 200: fileDetail, ...errors },
  },
  /**
   * The file picker's copy (communication §2 "file picker modal"): the current version's bytes as a new volatile
   * upload of the member's own in `files`, answered like `POST /api/storage/{directory}`, for a form to attach and
   * publish. Checked against the upload rules (size cap 413, extension filter 422); 404 for a file the member may
   * not read.
   */
  copy: {
    method: "POST",
    path: "/api/storage/files/:id/copy",
    params: fileParams,
    response: { 201: storedFile, 404: errorResponse, 413: errorResponse, 422: errorResponse },
  },
  trackView: {
    method: "POST",
    path: "/api/storage/files/:id/track_view",
    params: fileParams,
    response: { 204: noContent, 404: errorResponse },
  },
  unreadFolders: {
    method: "GET",
    path: "/unreads/folders",
    response: { 200: unreadFolders },
  },
  downloadToken: {
    method: "GET",
    path: "/api/storage/files/:id/token",
    params: fileParams,
    response: { 200: downloadTokenResponse, 404: errorResponse },
  },
  download: {
    method: "GET",
    path: "/api/storage/files/:id/get/:name",
    params: fileDownloadParams,
    query: fileDownloadQuery,
    produces: "file",
    response: { 200: fileResponse, 404: errorResponse },
  },
});

/**
 * Folder exports (communication §3 "Export", §4; the spec shows no calls): the member's latest export of a
 * folder, and a new one (202; 409 while one is running). For the folder's managers (`can.export`).
 */
export const folderExportsApi = defineRoutes("files", {
  latestExport: {
    method: "GET",
    path: "/api/storage/folders/:id/export",
    params: fileParams,
    response: { 200: folderExportResponse, ...errors },
  },
  startExport: {
    method: "POST",
    path: "/api/storage/folders/:id/export",
    params: fileParams,
    response: { 202: folderExportResponse, ...errors },
  },
});
