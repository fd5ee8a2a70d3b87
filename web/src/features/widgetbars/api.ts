import { groupsApi, type WidgetbarBody, widgetbarsApi } from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

/** The bars an editor lists: the network's (slug null) or a group's. */
export const widgetbarsQuery = (slug: string | null) =>
  queryOptions({
    queryKey: ["widgetbars", "list", slug ?? "network"],
    queryFn: ({ signal }) =>
      slug ? api(widgetbarsApi.groupIndex, { params: { slug } }, { signal }) : api(widgetbarsApi.index, {}, { signal }),
  });

export const widgetbarQuery = (slug: string | null, identifier: string) =>
  queryOptions({
    queryKey: ["widgetbars", "bar", slug ?? "network", identifier],
    queryFn: ({ signal }) =>
      slug
        ? api(widgetbarsApi.groupShow, { params: { slug, identifier } }, { signal })
        : api(widgetbarsApi.show, { params: { identifier } }, { signal }),
  });

/** The calendars an appointments widget may add (those the administrator may read). */
export const widgetCalendarsQuery = (slug: string | null) =>
  queryOptions({
    queryKey: ["widgetbars", "calendars", slug ?? "network"],
    queryFn: ({ signal }) =>
      slug
        ? api(widgetbarsApi.groupCalendars, { params: { slug } }, { signal })
        : api(widgetbarsApi.calendars, {}, { signal }),
    staleTime: 60_000,
  });

export const saveWidgetbar = (slug: string | null, identifier: string, body: WidgetbarBody) =>
  slug
    ? api(widgetbarsApi.groupUpdate, { params: { slug, identifier }, body })
    : api(widgetbarsApi.update, { params: { identifier }, body });

/** The sidebar beside a stream, as the member reads it. */
export const sidebarQuery = (identifier: string) =>
  queryOptions({
    queryKey: ["widgetbars", "sidebar", identifier],
    queryFn: ({ signal }) => api(widgetbarsApi.sidebar, { params: { identifier } }, { signal }),
    staleTime: 60_000,
  });

/** After a save: the editor's lists and every sidebar. */
export const refreshWidgetbars = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ["widgetbars"] });

/** A group's name for the group's bar list title. */
export const groupNameQuery = (slug: string) =>
  queryOptions({
    queryKey: ["widgetbars", "group-name", slug],
    queryFn: async ({ signal }) => (await api(groupsApi.show, { params: { slug } }, { signal })).name,
    staleTime: 5 * 60_000,
  });
