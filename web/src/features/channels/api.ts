import {
  type ChannelAssignmentBody,
  type ChannelBody,
  type ChannelLayout,
  type ChannelUpdateBody,
  type ChannelWidgetBody,
  channelsApi,
  type Language,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export type DirectoryFilter = { q: string; letter: string; only_subscribed: boolean; page: number };

export const channelListsQuery = () =>
  queryOptions({
    queryKey: ["channels", "lists"],
    queryFn: ({ signal }) => api(channelsApi.lists, {}, { signal }),
  });

export const directoryChannelsQuery = (f: DirectoryFilter) =>
  queryOptions({
    queryKey: ["channels", "directory", f],
    queryFn: ({ signal }) =>
      api(
        channelsApi.directory,
        { query: { q: f.q, letter: f.letter, only_subscribed: f.only_subscribed, page: f.page, per_page: 24 } },
        { signal },
      ),
  });

export const channelQuery = (slug: string) =>
  queryOptions({
    queryKey: ["channels", "page", slug],
    queryFn: ({ signal }) => api(channelsApi.show, { params: { slug }, query: {} }, { signal }),
  });

export const channelWidgetsQuery = (slug: string) =>
  queryOptions({
    queryKey: ["channels", "widgets", slug],
    queryFn: ({ signal }) => api(channelsApi.widgets, { params: { slug } }, { signal }),
  });

export const channelWidgetQuery = (slug: string, id: string) =>
  queryOptions({
    queryKey: ["channels", "widget", slug, id],
    queryFn: ({ signal }) => api(channelsApi.widget, { params: { slug, id }, query: {} }, { signal }),
  });

/** GET /widgets/{id}: one widget as readers see it, with its channel; `lng` undefined = the reader's language. */
export const widgetPageQuery = (id: string, lng: Language | undefined) =>
  queryOptions({
    queryKey: ["channels", "widget-page", id, lng ?? ""],
    queryFn: ({ signal }) => api(channelsApi.widgetPage, { params: { id }, query: lng ? { lng } : {} }, { signal }),
  });

export const channelAdminsQuery = (slug: string) =>
  queryOptions({
    queryKey: ["channels", "admins", slug],
    queryFn: ({ signal }) => api(channelsApi.admins, { params: { slug } }, { signal }),
  });

export const addChannelAdmin = (slug: string, memberId: string) =>
  api(channelsApi.addAdmin, { params: { slug }, body: { member_id: memberId } });
export const removeChannelAdmin = (slug: string, memberId: string) =>
  api(channelsApi.removeAdmin, { params: { slug, memberId } });

export const createChannel = (body: ChannelBody) => api(channelsApi.create, { body });
export const updateChannel = (slug: string, body: ChannelUpdateBody) =>
  api(channelsApi.update, { params: { slug }, body });
export const saveLayout = (slug: string, body: ChannelLayout) =>
  api(channelsApi.updateLayout, { params: { slug }, body });
export const createWidget = (slug: string, body: ChannelWidgetBody) =>
  api(channelsApi.createWidget, { params: { slug }, body });
export const updateWidget = (slug: string, id: string, body: ChannelWidgetBody) =>
  api(channelsApi.updateWidget, { params: { slug, id }, body });
export const deleteWidget = (slug: string, id: string) => api(channelsApi.deleteWidget, { params: { slug, id } });
export const setFavorite = (slug: string, on: boolean) =>
  api(on ? channelsApi.favorite : channelsApi.unfavorite, { params: { slug } });
export const setSubscribed = (slug: string, on: boolean) =>
  api(on ? channelsApi.subscribe : channelsApi.unsubscribe, { params: { slug } });
export const assignSubscriptions = (body: ChannelAssignmentBody) => api(channelsApi.assignSubscriptions, { body });

export const refreshChannels = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ["channels"] });
