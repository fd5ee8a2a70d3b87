import {
  appBody,
  appDetail,
  appItem,
  appItemBody,
  appItemList,
  appItemMoveBody,
  appItemParams,
  appItemsQuery,
  appList,
  appListQuery,
  appSlugParams,
} from "../apps.js";
import { errorResponse } from "../common.js";
import { defineRoutes, noContent } from "../route.js";

const errors = { 403: errorResponse, 404: errorResponse };
const writeErrors = { ...errors, 422: errorResponse };

/**
 * Apps and their items (administration.md §7: `GET /apps?filter=show_in_userbar`, the wall's item fetch with view,
 * archived, tag and assignee_id, the move with insert_after_id and values; the definition's and items' other paths
 * are ours). An app or item the member may not read is 404 by every path; seeing without the right to change is 403.
 */
export const appsApi = defineRoutes("apps", {
  index: { method: "GET", path: "/apps", query: appListQuery, response: { 200: appList } },
  create: { method: "POST", path: "/api/v1/apps", body: appBody, response: { 201: appDetail, ...writeErrors } },
  show: { method: "GET", path: "/api/v1/apps/:slug", params: appSlugParams, response: { 200: appDetail, ...errors } },
  update: {
    method: "PUT",
    path: "/api/v1/apps/:slug",
    params: appSlugParams,
    body: appBody,
    response: { 200: appDetail, ...writeErrors },
  },
  destroy: {
    method: "DELETE",
    path: "/api/v1/apps/:slug",
    params: appSlugParams,
    response: { 204: noContent, ...errors },
  },
  items: {
    method: "GET",
    path: "/api/v1/apps/:slug/items",
    params: appSlugParams,
    query: appItemsQuery,
    response: { 200: appItemList, ...errors },
  },
  createItem: {
    method: "POST",
    path: "/api/v1/apps/:slug/items",
    params: appSlugParams,
    body: appItemBody,
    response: { 201: appItem, ...writeErrors },
  },
  item: {
    method: "GET",
    path: "/api/v1/apps/:slug/items/:id",
    params: appItemParams,
    response: { 200: appItem, ...errors },
  },
  updateItem: {
    method: "PUT",
    path: "/api/v1/apps/:slug/items/:id",
    params: appItemParams,
    body: appItemBody,
    response: { 200: appItem, ...writeErrors },
  },
  destroyItem: {
    method: "DELETE",
    path: "/api/v1/apps/:slug/items/:id",
    params: appItemParams,
    response: { 204: noContent, ...errors },
  },
  archiveItem: {
    method: "POST",
    path: "/api/v1/apps/:slug/items/:id/archive",
    params: appItemParams,
    response: { 200: appItem, ...errors },
  },
  restoreItem: {
    method: "POST",
    path: "/api/v1/apps/:slug/items/:id/restore",
    params: appItemParams,
    response: { 200: appItem, ...errors },
  },
  moveItem: {
    method: "POST",
    path: "/api/v1/apps/:slug/items/:id/move",
    params: appItemParams,
    body: appItemMoveBody,
    response: { 200: appItem, ...writeErrors },
  },
});
