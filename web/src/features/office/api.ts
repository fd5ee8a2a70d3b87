import { filesApi, type OfficeAction, type OfficeType, officeApi } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

/**
 * The office actions of a file (view, edit, …) with whether the member may do them now. Under the files' key, so
 * whatever refreshes a file (a lock, a new version) refreshes its actions too.
 */
export const documentActionsQuery = (fileId: string, type: OfficeType = "wopi") =>
  queryOptions({
    queryKey: ["files", "office-actions", fileId, type],
    queryFn: ({ signal }) => api(officeApi.actions, { params: { fileId, type } }, { signal }),
  });

/**
 * A new office session for the host page: the office's URL and an access token. A POST (it issues a token), asked
 * once per page: never again on focus, and not kept once the page is gone.
 */
export const hostSessionQuery = (id: string, type: OfficeType, action: OfficeAction, showReviewChanges: boolean) =>
  queryOptions({
    queryKey: ["office", "host", id, type, action, showReviewChanges],
    queryFn: () =>
      api(officeApi.hostSession, {
        params: { id, type, action },
        query: showReviewChanges ? { show_review_changes: "true" } : {},
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The file's name for the host page's title. */
export const officeFileQuery = (id: string) =>
  queryOptions({
    queryKey: ["files", "file", id],
    queryFn: ({ signal }) => api(filesApi.file, { params: { id } }, { signal }),
  });

/** The host page of an action (communication §2 "Files"): opened in a new tab. */
export function hostPagePath(fileId: string, type: OfficeType, action: OfficeAction, showReviewChanges = false) {
  return `/files/${fileId}/${type}/host/${action}${showReviewChanges ? "?show_review_changes=true" : ""}`;
}
