import {
  type Activity,
  type ActivityChangedEvent,
  type ActivityCreatedEvent,
  ALL_STREAM,
  activitiesTopic,
  REPLIES_PREVIEW,
} from "@intranet/contracts";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTopics } from "../../../api/live-topics";
import { useNetwork } from "../../../api/network";
import { realtime } from "../../../api/realtime";
import { type ActivitySource, activityQuery, patchActivity, streamsQuery } from "../api";

/** Which new activities a list on screen offers as "N new posts", and the socket topics that carry them. */
export type LiveScope = { topics: string[]; accepts: (event: ActivityCreatedEvent) => boolean };

const none = () => false;

/**
 * The live scope of a list: the stream `all` hears the network's streams the member follows and their groups'
 * (what it shows them); another network stream its own; a group's stream the group's. A filtered or tagged list
 * only refreshes what it shows (whether a new activity matches the filter is the server's question).
 */
export function useLiveScope(source: ActivitySource, groupId?: string): LiveScope {
  const network = useNetwork();
  const streams = useQuery({ ...streamsQuery, enabled: source.kind === "stream" && source.slug === ALL_STREAM });
  const member = network.current_member;
  const groups = network.my_groups;
  return useMemo((): LiveScope => {
    if (!member || source.kind === "member" || source.kind === "likes") return { topics: [], accepts: none };
    const narrowed = source.filter !== undefined || source.tag !== undefined;
    if (source.kind === "group") {
      if (!groupId) return { topics: [], accepts: none };
      return {
        topics: [activitiesTopic({ group_id: groupId, stream_slug: ALL_STREAM })],
        accepts: narrowed ? none : (e) => e.group_id === groupId,
      };
    }
    if (source.slug !== ALL_STREAM)
      return {
        topics: member.is_external ? [] : [activitiesTopic({ group_id: null, stream_slug: source.slug })],
        accepts: narrowed ? none : (e) => e.group_id === null && e.stream_slug === source.slug,
      };
    const mine = new Set(groups.map((g) => g.id));
    const left = new Set(
      (streams.data?.streams ?? []).filter((s) => s.subscription_status === false).map((s) => s.slug),
    );
    return {
      topics: [
        activitiesTopic({ group_id: null, stream_slug: ALL_STREAM }),
        ...(member.is_external ? [] : [activitiesTopic({ group_id: null, stream_slug: "network" })]),
        ...groups.map((g) => activitiesTopic({ group_id: g.id, stream_slug: ALL_STREAM })),
      ],
      accepts: narrowed
        ? none
        : (e) =>
            e.group_id === null ? e.stream_slug === ALL_STREAM || !left.has(e.stream_slug) : mine.has(e.group_id),
    };
  }, [member, groups, source, groupId, streams.data]);
}

/** Whether the cache holds the activity in a list or on its page. */
function isShown(queryClient: QueryClient, id: string): boolean {
  if (queryClient.getQueryData(activityQuery(id).queryKey)) return true;
  return queryClient
    .getQueriesData<{ pages?: { activities: Activity[] }[] }>({ queryKey: ["activities", "list"] })
    .some(([, data]) => data?.pages?.some((page) => page.activities.some((a) => a.id === id)));
}

/** Changes of one activity heard within this time are fetched once. */
const COALESCE_MS = 250;
const pendingRefresh = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Asks for an activity again and puts it wherever it shows: its page whole, a list's card with as many replies as
 * it showed plus the new ones (nothing it showed disappears). An activity the member may no longer read stays.
 */
function refreshActivity(queryClient: QueryClient, id: string) {
  if (pendingRefresh.has(id)) return;
  pendingRefresh.set(
    id,
    setTimeout(() => {
      pendingRefresh.delete(id);
      void queryClient.fetchQuery({ ...activityQuery(id), staleTime: 0 }).then(
        (fresh) =>
          void patchActivity(
            queryClient,
            id,
            (shown) => {
              const added = Math.max(0, replyTotal(fresh) - replyTotal(shown));
              const keep = Math.max(REPLIES_PREVIEW, shown.replies.length + added);
              return { ...fresh, replies: fresh.replies.slice(-keep) };
            },
            { restartFetches: false },
          ),
        () => undefined,
      );
    }, COALESCE_MS),
  );
}

const replyTotal = (a: Activity) => a.reply_count + a.answer_count;

/**
 * Listens to the scope's topics while a list shows: changes of an activity on screen (a reply, answer, like, vote)
 * refresh it in place; new activities the list would show, written by others, are counted as `fresh` and shown
 * only when the member asks (`showFresh`), so nothing moves under what they are reading.
 */
export function useLiveActivities(scope: LiveScope, onShow: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const me = useNetwork().current_member?.id;
  const [fresh, setFresh] = useState<string[]>([]);
  useTopics(scope.topics);
  const { accepts } = scope;
  useEffect(
    () =>
      realtime.onEvent((event, payload) => {
        if (event === "activity_changed") {
          const changed = payload as ActivityChangedEvent;
          if (isShown(queryClient, changed.id)) refreshActivity(queryClient, changed.id);
        } else if (event === "activity_created") {
          const created = payload as ActivityCreatedEvent;
          if (created.author_id === me || !accepts(created) || isShown(queryClient, created.id)) return;
          setFresh((ids) => (ids.includes(created.id) ? ids : [...ids, created.id]));
        }
      }),
    [queryClient, me, accepts],
  );
  const showFresh = useCallback(async () => {
    await onShow();
    setFresh([]);
  }, [onShow]);
  return { fresh: fresh.length, showFresh };
}

const nothingToShow = async () => undefined;

/** An activity's page refreshes it in place as others reply, answer, like or vote (a group's: for its members). */
export function useLiveActivity(activity: Activity | undefined) {
  const { my_groups } = useNetwork();
  const context = activity?.context;
  const topic = !context
    ? null
    : context.type === "network"
      ? activitiesTopic({ group_id: null, stream_slug: context.slug })
      : (() => {
          const group = my_groups.find((g) => g.slug === context.slug);
          return group ? activitiesTopic({ group_id: group.id, stream_slug: ALL_STREAM }) : null;
        })();
  const scope = useMemo(() => ({ topics: topic ? [topic] : [], accepts: none }), [topic]);
  useLiveActivities(scope, nothingToShow);
}
