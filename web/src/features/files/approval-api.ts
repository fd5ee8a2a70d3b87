import { type FilesV2Query, filesApprovalApi, PAGINATION_HEADERS } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

/** Files of a folder and its subfolders with their pending versions (the folder's managers only). */
export const approvalQuery = (folderId: string) =>
  queryOptions({
    queryKey: ["files", "approval", folderId],
    queryFn: ({ signal }) => api(filesApprovalApi.approvalList, { params: { id: folderId } }, { signal }),
    retry: false,
  });

/** One page of files with an open review status, and where it is (from the pagination headers). */
export const reviewedQuery = (query: FilesV2Query) =>
  queryOptions({
    queryKey: ["files", "reviewed", query],
    queryFn: async ({ signal }) => {
      let total = 0;
      let totalPages = 0;
      const files = await api(
        filesApprovalApi.reviewed,
        { query },
        {
          signal,
          onHeaders: (headers) => {
            total = Number(headers.get(PAGINATION_HEADERS.total) ?? 0);
            totalPages = Number(headers.get(PAGINATION_HEADERS.totalPages) ?? 0);
          },
        },
      );
      return { files, total, totalPages };
    },
  });

export const approvePending = (fileId: string, pendingId: string) =>
  api(filesApprovalApi.approve, { params: { id: fileId, pid: pendingId } });
export const declinePending = (fileId: string, pendingId: string) =>
  api(filesApprovalApi.decline, { params: { id: fileId, pid: pendingId } });
export const finalizeFile = (id: string) => api(filesApprovalApi.finalize, { params: { id } });
export const unfinalizeFile = (id: string) => api(filesApprovalApi.unfinalize, { params: { id } });

/** Where the approval page of the network's or a group's files is. */
export const approvalPath = (groupSlug: string | null) =>
  groupSlug ? `/groups/${groupSlug}/files/approval` : "/files/approval";
