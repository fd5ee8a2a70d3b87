import {
  type Activity,
  type ActivityPage,
  type ActivityReply,
  type ActivityUpdate,
  activitiesApi,
  type NewActivity,
  type ReplyBody,
  type ReplyType,
  type StreamFilter,
} from "@intranet/contracts";
import { type InfiniteData, infiniteQueryOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

/** Where a list of activities comes from: a network stream, a group's stream, or a member's profile tab. */
export type ActivitySource =
  | { kind: "stream"; slug: string; filter?: StreamFilter; tag?: string }
  | { kind: "group"; groupSlug: string; slug: string; filter?: StreamFilter; tag?: string }
  | { kind: "member"; id: string }
  | { kind: "likes"; id: string };

function loadPage(source: ActivitySource, before: string | undefined, signal: AbortSignal): Promise<ActivityPage> {
  const options = { signal };
  switch (source.kind) {
    case "stream": {
      const query = { before, tag: source.tag };
      return source.filter
        ? api(activitiesApi.streamFiltered, { params: { slug: source.slug, filter: source.filter }, query }, options)
        : api(activitiesApi.stream, { params: { slug: source.slug }, query }, options);
    }
    case "group": {
      const query = { before, tag: source.tag };
      const { groupSlug, slug, filter } = source;
      return filter
        ? api(activitiesApi.groupStreamFiltered, { params: { groupSlug, slug, filter }, query }, options)
        : api(activitiesApi.groupStream, { params: { groupSlug, slug }, query }, options);
    }
    case "member":
      return api(activitiesApi.memberActivities, { params: { id: source.id }, query: { before } }, options);
    case "likes":
      return api(activitiesApi.memberLikes, { params: { id: source.id }, query: { before } }, options);
  }
}

/** A stream's pages, newest first; the next page is asked with `next_cursor` (keyset, no offset). */
export const activityListQuery = (source: ActivitySource) =>
  infiniteQueryOptions({
    queryKey: ["activities", "list", source],
    queryFn: ({ pageParam, signal }) => loadPage(source, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const activityQuery = (id: string) =>
  queryOptions({
    queryKey: ["activities", "detail", id],
    queryFn: ({ signal }) => api(activitiesApi.show, { params: { id } }, { signal }),
  });

export const likersQuery = (id: string) =>
  queryOptions({
    queryKey: ["activities", "likers", id],
    queryFn: ({ signal }) => api(activitiesApi.likers, { params: { id } }, { signal }),
  });

/** Who chose one answer of a poll. */
export const pollVotersQuery = (id: string, optionId: string) =>
  queryOptions({
    queryKey: ["activities", "voters", id, optionId],
    queryFn: ({ signal }) => api(activitiesApi.voters, { params: { id, optionId } }, { signal }),
  });

export const streamsQuery = queryOptions({
  queryKey: ["activities", "streams"],
  queryFn: ({ signal }) => api(activitiesApi.streams, {}, { signal }),
  staleTime: 60_000,
});

export const tagSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ["tags", "find", q],
    // Existing tags only (the spec's call): the field adds a new tag itself on Enter.
    queryFn: ({ signal }) => api(activitiesApi.findTags, { query: { q, exclude_new: "true" } }, { signal }),
    staleTime: 30_000,
  });

export const createActivity = (body: NewActivity) => api(activitiesApi.create, { body });
export const updateActivity = (id: string, body: ActivityUpdate) => api(activitiesApi.update, { params: { id }, body });
export const deleteActivity = (id: string) => api(activitiesApi.destroy, { params: { id } });
export const setLiked = (id: string, like: boolean) =>
  api(like ? activitiesApi.like : activitiesApi.unlike, { params: { id } });

/** Sets the viewer's votes (an empty list withdraws them); answers the activity with its counted poll. */
export const votePoll = (id: string, optionIds: string[]) =>
  api(activitiesApi.vote, { params: { id }, body: { option_ids: optionIds } });
export const setPollClosed = (id: string, closed: boolean) =>
  api(activitiesApi.updatePoll, { params: { id }, body: { closed } });

export const postReply = (activityId: string, type: ReplyType, body: ReplyBody) =>
  api(activitiesApi.reply, { params: { activityId, type }, body });
export const updateReply = (reply: ActivityReply, body: ReplyBody) =>
  api(activitiesApi.updateReply, {
    params: { activityId: reply.activity_id, type: reply.type, replyId: reply.id },
    body,
  });
export const deleteReply = (reply: ActivityReply) =>
  api(activitiesApi.destroyReply, {
    params: { activityId: reply.activity_id, type: reply.type, replyId: reply.id },
  });
export const setAccepted = (reply: ActivityReply, accept: boolean) =>
  api(accept ? activitiesApi.acceptAnswer : activitiesApi.unacceptAnswer, {
    params: { activityId: reply.activity_id, type: reply.type, replyId: reply.id },
  });

type Cached = InfiniteData<ActivityPage, string | undefined> | Activity;
const isPages = (data: Cached): data is InfiniteData<ActivityPage, string | undefined> => "pages" in data;

/**
 * Applies a change of one activity to every list and detail that holds it (null removes it), so a like, a
 * reply or an edit shows at once wherever the activity is on screen, without reloading every page of a stream.
 *
 * A list or detail being fetched meanwhile (a live update's refresh) would answer with the activity as it was, after
 * a member's change, and put it back on screen: such a fetch is stopped before the change and asked again after it.
 * `restartFetches: false` for the live updates themselves, which come at any rate: a list must not be restarted by
 * each of them.
 */
export async function patchActivity(
  queryClient: QueryClient,
  id: string,
  change: (a: Activity) => Activity | null,
  { restartFetches = true }: { restartFetches?: boolean } = {},
): Promise<void> {
  const keys = [
    ["activities", "list"],
    ["activities", "detail", id],
  ];
  const fetching = restartFetches ? keys.filter((queryKey) => queryClient.isFetching({ queryKey }) > 0) : [];
  await Promise.all(fetching.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  queryClient.setQueriesData<Cached>({ queryKey: ["activities", "list"] }, (data) =>
    data && isPages(data)
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            activities: page.activities.flatMap((a) => {
              if (a.id !== id) return [a];
              const next = change(a);
              return next ? [next] : [];
            }),
          })),
        }
      : data,
  );
  queryClient.setQueriesData<Cached>({ queryKey: ["activities", "detail", id] }, (data) =>
    data && !isPages(data) ? (change(data) ?? data) : data,
  );
  for (const queryKey of fetching) void queryClient.invalidateQueries({ queryKey });
}

/** Puts a new activity at the top of the list it was posted to. */
export function prependActivity(queryClient: QueryClient, source: ActivitySource, activity: Activity) {
  queryClient.setQueryData(activityListQuery(source).queryKey, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    return { ...data, pages: [{ ...first, activities: [activity, ...first.activities] }, ...rest] };
  });
}

/** Counts of replies or answers on an activity, by the reply's type. */
export function withReplyCount(a: Activity, type: ReplyType, delta: number): Activity {
  return type === "answers"
    ? { ...a, answer_count: Math.max(0, a.answer_count + delta) }
    : { ...a, reply_count: Math.max(0, a.reply_count + delta) };
}
