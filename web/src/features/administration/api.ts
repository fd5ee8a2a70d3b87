import {
  type ActivityStreamBody,
  type AdministrationSettingsUpdate,
  activitiesApi,
  administrationApi,
  type ImprintUpdateBody,
  type LegalTextCreateBody,
  type LegalTextUpdateBody,
  mailApi,
  networkApi,
  registrationsApi,
  type TagMergeBody,
  type TestBirthdayEmailBody,
  tagAdminApi,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const OUTBOX_PAGE_SIZE = 25;

/** One page of the development outbox, newest first. */
export const outboxQuery = (page: number) =>
  queryOptions({
    queryKey: ["administration", "outbox", page],
    queryFn: ({ signal }) => api(mailApi.outbox, { query: { page, limit: OUTBOX_PAGE_SIZE } }, { signal }),
    placeholderData: (previous) => previous,
  });

/** The network streams besides `all`, in the navigation's order. */
export const adminStreamsQuery = queryOptions({
  queryKey: ["administration", "activitystreams"],
  queryFn: ({ signal }) => api(activitiesApi.adminStreams, {}, { signal }),
});

export const adminStreamQuery = (id: string) =>
  queryOptions({
    queryKey: ["administration", "activitystreams", id],
    queryFn: ({ signal }) => api(activitiesApi.adminStream, { params: { id } }, { signal }),
  });

export const saveStream = (id: string | null, body: ActivityStreamBody) =>
  id ? api(activitiesApi.updateStream, { params: { id }, body }) : api(activitiesApi.createStream, { body });

export const deleteStream = (id: string) => api(activitiesApi.destroyStream, { params: { id } });

/** The stream lists of the administration and of the stream navigation, after a change. */
export async function refreshStreams(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["administration", "activitystreams"] }),
    queryClient.invalidateQueries({ queryKey: ["activities", "streams"] }),
  ]);
}

export const settingsQuery = queryOptions({
  queryKey: ["administration", "settings"],
  queryFn: ({ signal }) => api(networkApi.settings, {}, { signal }),
});

export const saveSettings = (body: AdministrationSettingsUpdate) => api(networkApi.updateSettings, { body });

export const sendTestBirthdayEmail = (body: TestBirthdayEmailBody) => api(networkApi.sendTestBirthdayEmail, { body });

/** The applications to join a moderated network (server module `registrations`). */
export const joinRequestsQuery = queryOptions({
  queryKey: ["administration", "join_requests"],
  queryFn: ({ signal }) => api(registrationsApi.joinRequests, {}, { signal }),
});

export const acceptJoinRequest = (id: string) => api(registrationsApi.acceptJoinRequest, { params: { id } });
export const declineJoinRequest = (id: string, rejectionMessage: string | null) =>
  api(registrationsApi.declineJoinRequest, { params: { id }, body: { rejection_message: rejectionMessage } });

/** The network administration userbar (the modules' administration screens, by section). */
export const administrationUserbarQuery = queryOptions({
  queryKey: ["administration", "userbar", "network"],
  queryFn: ({ signal }) => api(administrationApi.userbar, { query: { context_type: "network" } }, { signal }),
  staleTime: 5 * 60_000,
});

export const legalTextsQuery = queryOptions({
  queryKey: ["administration", "legal_texts"],
  queryFn: ({ signal }) => api(administrationApi.legalTexts, {}, { signal }),
});

export const legalTextQuery = (id: string) =>
  queryOptions({
    queryKey: ["administration", "legal_texts", id],
    queryFn: ({ signal }) => api(administrationApi.legalText, { params: { id } }, { signal }),
  });

export const createLegalText = (body: LegalTextCreateBody) => api(administrationApi.createLegalText, { body });
export const updateLegalText = (id: string, body: LegalTextUpdateBody) =>
  api(administrationApi.updateLegalText, { params: { id }, body });
export const deleteLegalText = (id: string) => api(administrationApi.destroyLegalText, { params: { id } });

/** The administration's and the public legal text lists, and the consent check, after a change. */
export const refreshLegalTexts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ["administration", "legal_texts"] }),
    queryClient.invalidateQueries({ queryKey: ["legal"] }),
  ]);

export const publicLegalTextsQuery = queryOptions({
  queryKey: ["legal", "list"],
  queryFn: ({ signal }) => api(administrationApi.publicLegalTexts, {}, { signal }),
});

export const publicLegalTextQuery = (handle: string) =>
  queryOptions({
    queryKey: ["legal", "text", handle],
    queryFn: ({ signal }) => api(administrationApi.publicLegalText, { params: { handle } }, { signal }),
  });

/** The consent texts the member has still to accept, asked once per session (and after each acceptance). */
export const pendingLegalTextsQuery = queryOptions({
  queryKey: ["legal", "pending"],
  queryFn: ({ signal }) => api(administrationApi.pendingLegalTexts, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const acceptLegalText = (id: string, versionId: string) =>
  api(administrationApi.acceptLegalText, { params: { id }, body: { version_id: versionId } });

export const imprintQuery = queryOptions({
  queryKey: ["administration", "imprint"],
  queryFn: ({ signal }) => api(administrationApi.imprint, {}, { signal }),
});

export const saveImprint = (body: ImprintUpdateBody) => api(administrationApi.updateImprint, { body });

export const publicImprintQuery = queryOptions({
  queryKey: ["legal", "imprint"],
  queryFn: ({ signal }) => api(administrationApi.publicImprint, {}, { signal }),
});

// --- tags administration -------------------------------------------------------------------------------------------

/** One page of the network's tags, searched by name. */
export const adminTagsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ["administration", "tags", q, page],
    queryFn: ({ signal }) => api(tagAdminApi.tags, { query: { q: q || undefined, page } }, { signal }),
    placeholderData: (previous) => previous,
  });

export const renameAdminTag = (id: string, name: string) =>
  api(tagAdminApi.renameTag, { params: { id }, body: { name } });
export const mergeAdminTags = (body: TagMergeBody) => api(tagAdminApi.mergeTags, { body });
export const deleteAdminTag = (id: string) => api(tagAdminApi.destroyTag, { params: { id } });

/** The tag list, and the posts that show tag names, after a change. */
export async function refreshTags(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["administration", "tags"] }),
    queryClient.invalidateQueries({ queryKey: ["activities"] }),
  ]);
}
