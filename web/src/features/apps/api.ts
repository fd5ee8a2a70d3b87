import {
  type AppBody,
  type AppItem,
  type AppItemEvent,
  type AppItemList,
  type AppItemMoveBody,
  type AppListQuery,
  type AppValues,
  appsApi,
} from "@intranet/contracts";
import { type QueryClient, queryOptions, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTopics } from "../../api/live-topics";
import { realtime } from "../../api/realtime";
import { api } from "../../api/route-client";

export const appListQuery = (query: AppListQuery = {}) =>
  queryOptions({
    queryKey: ["apps", "list", query],
    queryFn: ({ signal }) => api(appsApi.index, { query }, { signal }),
  });

export const appQuery = (slug: string) =>
  queryOptions({
    queryKey: ["apps", "app", slug],
    queryFn: ({ signal }) => api(appsApi.show, { params: { slug } }, { signal }),
  });

export const appItemsQuery = (
  slug: string,
  filter: { archived?: boolean; tag?: string | undefined; assignee_id?: string | undefined } = {},
) =>
  queryOptions({
    queryKey: ["apps", "items", slug, filter],
    queryFn: ({ signal }) =>
      api(
        appsApi.items,
        {
          params: { slug },
          query: {
            archived: filter.archived ? "true" : "false",
            ...(filter.tag ? { tag: filter.tag } : {}),
            ...(filter.assignee_id ? { assignee_id: filter.assignee_id } : {}),
          },
        },
        { signal },
      ),
  });

export const appItemQuery = (slug: string, id: string) =>
  queryOptions({
    queryKey: ["apps", "item", slug, id],
    queryFn: ({ signal }) => api(appsApi.item, { params: { slug, id } }, { signal }),
  });

export const createApp = (body: AppBody) => api(appsApi.create, { body });
export const updateApp = (slug: string, body: AppBody) => api(appsApi.update, { params: { slug }, body });
export const deleteApp = (slug: string) => api(appsApi.destroy, { params: { slug } });
export const createItem = (slug: string, values: AppValues) =>
  api(appsApi.createItem, { params: { slug }, body: { values } });
export const updateItem = (slug: string, id: string, values: AppValues) =>
  api(appsApi.updateItem, { params: { slug, id }, body: { values } });
export const archiveItem = (slug: string, id: string, archived: boolean) =>
  api(archived ? appsApi.archiveItem : appsApi.restoreItem, { params: { slug, id } });
export const moveItem = (slug: string, id: string, body: AppItemMoveBody) =>
  api(appsApi.moveItem, { params: { slug, id }, body });

export const refreshApps = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ["apps"] });

const byRank = (a: AppItem, b: AppItem) =>
  a.position === b.position ? (a.id < b.id ? -1 : 1) : a.position < b.position ? -1 : 1;

/** Takes an item out of every cached list of the app (it was deleted, or may no longer be read). */
export function dropItem(queryClient: QueryClient, slug: string, id: string) {
  queryClient.setQueriesData<AppItemList>({ queryKey: ["apps", "items", slug] }, (list) =>
    list ? { ...list, items: list.items.filter((i) => i.id !== id) } : list,
  );
}

/**
 * While an app's screen shows: its `apps:{id}` topic; a changed item is fetched again and put in place, so a card
 * another member moves moves here too. Lists filtered by the server (tag, assignee, archive) are refetched instead.
 */
export function useLiveItems(slug: string, appId: string | undefined) {
  const queryClient = useQueryClient();
  useTopics(appId ? [`apps:${appId}`] : []);
  useEffect(() => {
    if (!appId) return;
    const topic = `apps:${appId}`;
    return realtime.onEvent((event, payload, from) => {
      if (from !== topic || event !== "item") return;
      const { item_id, kind } = payload as AppItemEvent;
      if (kind === "removed") return dropItem(queryClient, slug, item_id);
      void api(appsApi.item, { params: { slug, id: item_id } }).then(
        (item) => placeItem(queryClient, slug, item),
        () => dropItem(queryClient, slug, item_id),
      );
    });
  }, [appId, slug, queryClient]);
}

/** A changed item into the app's cached lists: the active ones while active, the archive's while archived. */
export function placeItem(queryClient: QueryClient, slug: string, item: AppItem) {
  for (const [key, list] of queryClient.getQueriesData<AppItemList>({ queryKey: ["apps", "items", slug] })) {
    if (!list) continue;
    const filter = (key[3] ?? {}) as { archived?: boolean; tag?: string; assignee_id?: string };
    if (filter.tag || filter.assignee_id) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    const belongs = Boolean(filter.archived) === item.archived;
    const rest = list.items.filter((i) => i.id !== item.id);
    const items = belongs ? [...rest, item].sort(byRank) : rest;
    queryClient.setQueryData<AppItemList>(key, { ...list, items });
  }
  queryClient.setQueryData(appItemQuery(slug, item.id).queryKey, item);
}
