import {
  type ActivityStreamBody,
  type AdministrationSettingsUpdate,
  activitiesApi,
  mailApi,
  networkApi,
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
