import {
  channel,
  channelAdminBody,
  channelAdminList,
  channelAdminParams,
  channelAssignmentBody,
  channelAssignmentResponse,
  channelBody,
  channelFavoriteResponse,
  channelLayout,
  channelLists,
  channelPage,
  channelSlugParams,
  channelSubscriptionResponse,
  channelUpdateBody,
  channelWidget,
  channelWidgetBody,
  channelWidgetList,
  channelWidgetPage,
  channelWidgetParams,
  directoryChannels,
  directoryChannelsQuery,
  widgetIdParams,
  widgetLanguageQuery,
} from "../channels.js";
import { errorResponse } from "../common.js";
import { memberSummary } from "../members.js";
import { defineRoutes, noContent } from "../route.js";

const notFound = { 404: errorResponse };
const saveErrors = { 403: errorResponse, 404: errorResponse, 422: errorResponse };

/**
 * Channels (communication.md §7 "Channels and blogs", administration.md §7 "Groups, channels, blogs, directory"):
 * every `/channels…` route but the blog's articles (the blogs module's), the directory's channels tab and the
 * administration's subscription assignment.
 */
export const channelsApi = defineRoutes("channels", {
  lists: { method: "GET", path: "/channels", response: { 200: channelLists } },
  create: { method: "POST", path: "/channels", body: channelBody, response: { 201: channel, ...saveErrors } },
  show: {
    method: "GET",
    path: "/channels/:slug",
    params: channelSlugParams,
    query: widgetLanguageQuery,
    response: { 200: channelPage, ...notFound },
  },
  update: {
    method: "PUT",
    path: "/channels/:slug",
    params: channelSlugParams,
    body: channelUpdateBody,
    response: { 200: channel, ...saveErrors },
  },
  layout: {
    method: "GET",
    path: "/channels/:slug/layout",
    params: channelSlugParams,
    response: { 200: channelLayout, ...notFound },
  },
  updateLayout: {
    method: "PUT",
    path: "/channels/:slug/layout",
    params: channelSlugParams,
    body: channelLayout,
    response: { 200: channelLayout, ...saveErrors },
  },
  widgets: {
    method: "GET",
    path: "/channels/:slug/widgets",
    params: channelSlugParams,
    response: { 200: channelWidgetList, ...notFound },
  },
  createWidget: {
    method: "POST",
    path: "/channels/:slug/widgets",
    params: channelSlugParams,
    body: channelWidgetBody,
    response: { 201: channelWidget, ...saveErrors },
  },
  widget: {
    method: "GET",
    path: "/channels/:slug/widgets/:id",
    params: channelWidgetParams,
    query: widgetLanguageQuery,
    response: { 200: channelWidget, ...notFound },
  },
  updateWidget: {
    method: "PUT",
    path: "/channels/:slug/widgets/:id",
    params: channelWidgetParams,
    body: channelWidgetBody,
    response: { 200: channelWidget, ...saveErrors },
  },
  deleteWidget: {
    method: "DELETE",
    path: "/channels/:slug/widgets/:id",
    params: channelWidgetParams,
    response: { 204: noContent, 403: errorResponse, 404: errorResponse },
  },
  widgetPage: {
    method: "GET",
    path: "/widgets/:id",
    params: widgetIdParams,
    query: widgetLanguageQuery,
    response: { 200: channelWidgetPage, ...notFound },
  },
  admins: {
    method: "GET",
    path: "/channels/:slug/admins",
    params: channelSlugParams,
    response: { 200: channelAdminList, 403: errorResponse, 404: errorResponse },
  },
  addAdmin: {
    method: "POST",
    path: "/channels/:slug/admins",
    params: channelSlugParams,
    body: channelAdminBody,
    response: { 201: memberSummary, ...saveErrors },
  },
  removeAdmin: {
    method: "DELETE",
    path: "/channels/:slug/admins/:memberId",
    params: channelAdminParams,
    response: { 204: noContent, ...saveErrors },
  },
  favorite: {
    method: "POST",
    path: "/channels/:slug/favorite",
    params: channelSlugParams,
    response: { 200: channelFavoriteResponse, ...notFound },
  },
  unfavorite: {
    method: "DELETE",
    path: "/channels/:slug/favorite",
    params: channelSlugParams,
    response: { 200: channelFavoriteResponse, ...notFound },
  },
  subscribe: {
    method: "POST",
    path: "/channels/:slug/subscribe",
    params: channelSlugParams,
    response: { 200: channelSubscriptionResponse, ...notFound },
  },
  unsubscribe: {
    method: "POST",
    path: "/channels/:slug/unsubscribe",
    params: channelSlugParams,
    response: { 200: channelSubscriptionResponse, ...notFound },
  },
  directory: {
    method: "GET",
    path: "/directory/channels",
    suffix: ".json",
    query: directoryChannelsQuery,
    response: { 200: directoryChannels },
  },
  assignSubscriptions: {
    method: "POST",
    path: "/administration/channel_settings/assign_channel_subscriptions",
    body: channelAssignmentBody,
    response: { 200: channelAssignmentResponse, 403: errorResponse, 422: errorResponse },
  },
});
