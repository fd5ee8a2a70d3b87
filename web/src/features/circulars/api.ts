import { type CircularBody, type CircularConfirmationState, circularsApi } from "@intranet/contracts";
import { infiniteQueryOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";
import { unreadsQuery } from "../../api/unreads";

/** The member's circulars, newest first; the next page is asked with `next_cursor` (keyset). */
export const circularListQuery = infiniteQueryOptions({
  queryKey: ["circulars", "list"],
  queryFn: ({ pageParam, signal }) => api(circularsApi.list, { query: { before: pageParam } }, { signal }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next_cursor ?? undefined,
});

/** A group's circulars the member received (`/groups/{slug}/rundschreiben`), newest first. */
export const groupCircularListQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ["circulars", "list", "group", slug],
    queryFn: ({ pageParam, signal }) =>
      api(circularsApi.groupList, { params: { slug }, query: { before: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const circularQuery = (id: string) =>
  queryOptions({
    queryKey: ["circulars", "detail", id],
    queryFn: ({ signal }) => api(circularsApi.show, { params: { id } }, { signal }),
  });

/** Who has (or has not) confirmed, fifty members a page. */
export const confirmationsQuery = (id: string, state: CircularConfirmationState) =>
  infiniteQueryOptions({
    queryKey: ["circulars", "confirmations", id, state],
    queryFn: ({ pageParam, signal }) =>
      api(circularsApi.confirmations, { params: { id }, query: { state, before: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const sendCircular = (body: CircularBody) => api(circularsApi.create, { body });

export const confirmCircular = (id: string) => api(circularsApi.confirm, { params: { id } });

/** After a send or a confirmation: the lists, the confirmations and the unread counts. */
export const refreshCirculars = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ["circulars"] }),
    queryClient.invalidateQueries({ queryKey: unreadsQuery.queryKey }),
  ]);

export const deleteCircular = (id: string) => api(circularsApi.destroy, { params: { id } });
