import {
  type FolderQuery,
  filesApi,
  type LockBody,
  type MoveFilesBody,
  type MoveFoldersBody,
  type NewFilesBody,
  type PropertyValues,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export type FolderRef = { id: string } | { groupSlug: string | null };

/** A folder with its subfolders and one page of files; a root is asked by its context (network or group). */
export const folderQuery = (ref: FolderRef, listing: FolderQuery = {}) =>
  queryOptions({
    queryKey: ["files", "folder", ref, listing],
    queryFn: ({ signal }) =>
      "id" in ref
        ? api(filesApi.folder, { params: { id: ref.id }, query: listing }, { signal })
        : api(filesApi.root, { query: { ...listing, group_slug: ref.groupSlug ?? undefined } }, { signal }),
  });

export const fileQuery = (id: string) =>
  queryOptions({
    queryKey: ["files", "file", id],
    queryFn: ({ signal }) => api(filesApi.file, { params: { id } }, { signal }),
  });

type FolderValues = { name: string; description: string; profile?: PropertyValues; requires_approval?: boolean };
export const createFolder = (parentId: string, folder: FolderValues) =>
  api(filesApi.createFolder, { body: { folder: { ...folder, parent_folder_id: parentId } } });
export const updateFolder = (id: string, folder: FolderValues) =>
  api(filesApi.updateFolder, { params: { id }, body: { folder } });
export const createFiles = (body: NewFilesBody) => api(filesApi.createFiles, { body });
export const updateFile = (id: string, file: { name: string; description: string; profile?: PropertyValues }) =>
  api(filesApi.updateFile, { params: { id }, body: { file } });
export const addVersion = (id: string, uploadId: string) =>
  api(filesApi.newVersion, { params: { id }, body: { upload_id: uploadId } });
export const lockFile = (id: string, body: LockBody) => api(filesApi.lock, { params: { id }, body });
export const unlockFile = (id: string) => api(filesApi.unlock, { params: { id } });
export const moveFiles = (body: MoveFilesBody) => api(filesApi.moveFiles, { body });
export const moveFolders = (body: MoveFoldersBody) => api(filesApi.moveFolders, { body });
export const deleteFiles = (ids: string[]) => api(filesApi.deleteFiles, { body: { file_ids: ids } });
export const deleteFolders = (ids: string[]) => api(filesApi.deleteFolders, { body: { folder_ids: ids } });

export const trackView = (id: string) => api(filesApi.trackView, { params: { id } });

export const refreshFiles = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ["files"] });

/** Where a folder's page is: under the group for a group's folder, `/files…` for the network's. */
export function folderPath(folder: { id: string; type: string; group_slug: string | null }) {
  const base = folder.group_slug ? `/groups/${folder.group_slug}/files` : "/files";
  return folder.type === "root_folder" ? base : `${base}/folders/${folder.id}`;
}

export function filePath(file: { id: string }, groupSlug: string | null) {
  return groupSlug ? `/groups/${groupSlug}/files/${file.id}` : `/files/${file.id}`;
}

export { downloadArchive, useArchivesAvailable } from "../../api/archive";

/** A token downloading one file without the session for a few minutes (e.g. for an external viewer). */
export const downloadToken = (id: string) => api(filesApi.downloadToken, { params: { id } });
