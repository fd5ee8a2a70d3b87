import {
  circular,
  circularBody,
  circularConfirmations,
  circularConfirmationsQuery,
  circularList,
  circularPageQuery,
} from "../circulars.js";
import { errorResponse, idParams } from "../common.js";
import { groupSlugParams } from "../groups.js";
import { defineRoutes, noContent } from "../route.js";

/** Served as JSON to calls and as the SPA to page loads (http/negotiation.ts), except the confirm under /api. */
export const circularsApi = defineRoutes("circulars", {
  /** The circulars the member received or sent, newest first. */
  list: { method: "GET", path: "/rundschreiben", query: circularPageQuery, response: { 200: circularList } },
  /** The group's circulars the member received or sent. */
  groupList: {
    method: "GET",
    path: "/groups/:slug/rundschreiben",
    params: groupSlugParams,
    query: circularPageQuery,
    response: { 200: circularList, 404: errorResponse },
  },
  show: {
    method: "GET",
    path: "/rundschreiben/:id",
    params: idParams,
    response: { 200: circular, 404: errorResponse },
  },
  create: {
    method: "POST",
    path: "/rundschreiben",
    body: circularBody,
    response: { 201: circular, 403: errorResponse, 404: errorResponse, 422: errorResponse },
  },
  /** Idempotent: a second confirmation keeps the first date. */
  confirm: {
    method: "POST",
    path: "/api/v1/rundschreiben/:id/confirm",
    params: idParams,
    response: { 200: circular, 403: errorResponse, 404: errorResponse },
  },
  confirmations: {
    method: "GET",
    path: "/rundschreiben/:id/confirmations",
    params: idParams,
    query: circularConfirmationsQuery,
    response: { 200: circularConfirmations, 403: errorResponse, 404: errorResponse },
  },
  destroy: {
    method: "DELETE",
    path: "/rundschreiben/:id",
    params: idParams,
    response: { 204: noContent, 403: errorResponse, 404: errorResponse },
  },
});
