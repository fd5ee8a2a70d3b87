import { errorResponse } from "../common.js";
import {
  documentActions,
  documentActionsParams,
  officeHostParams,
  officeHostQuery,
  officeHostSession,
  wopiEmpty,
  wopiFileInfo,
  wopiFileParams,
  wopiQuery,
} from "../office.js";
import { defineRoutes, fileResponse } from "../route.js";

const wopiErrors = { 401: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * Office documents (communication §7 "Files": `GET /files/{fileId}/{wopi|docs}/actions`; the host page
 * `/files/{id}/{type}/host/{action}` is a screen whose session comes from `hostSession`). The WOPI endpoints sit
 * under `/api/wopi/files/{id}` (a WOPISrc of the protocol's `…/wopi/files/<id>` form, and always the API) and
 * authenticate by their access token (`auth: "token"`), never by the session cookie.
 */
export const officeApi = defineRoutes("office", {
  actions: {
    method: "GET",
    path: "/files/:fileId/:type/actions",
    params: documentActionsParams,
    response: { 200: documentActions, 404: errorResponse },
  },
  hostSession: {
    method: "POST",
    path: "/api/v1/files/:id/:type/host/:action",
    params: officeHostParams,
    query: officeHostQuery,
    response: { 200: officeHostSession, 403: errorResponse, 404: errorResponse, 503: errorResponse },
  },
  checkFileInfo: {
    method: "GET",
    path: "/api/wopi/files/:id",
    params: wopiFileParams,
    query: wopiQuery,
    response: { 200: wopiFileInfo, 401: errorResponse, 404: errorResponse },
  },
  getFile: {
    method: "GET",
    path: "/api/wopi/files/:id/contents",
    params: wopiFileParams,
    query: wopiQuery,
    produces: "file",
    response: { 200: fileResponse, 401: errorResponse, 404: errorResponse },
  },
  putFile: {
    method: "POST",
    path: "/api/wopi/files/:id/contents",
    params: wopiFileParams,
    query: wopiQuery,
    response: { 200: wopiEmpty, ...wopiErrors, 413: errorResponse },
  },
  lock: {
    method: "POST",
    path: "/api/wopi/files/:id",
    params: wopiFileParams,
    query: wopiQuery,
    response: { 200: wopiEmpty, ...wopiErrors, 400: errorResponse, 501: errorResponse },
  },
});
