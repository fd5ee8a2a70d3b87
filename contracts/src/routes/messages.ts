import { errorResponse, idParams } from "../common.js";
import {
  ignoredResponse,
  message,
  messageDetail,
  messageIdsBody,
  messageList,
  messageListQuery,
  newMessage,
} from "../messages.js";
import { defineRoutes, noContent } from "../route.js";

const list = { query: messageListQuery, response: { 200: messageList } } as const;
const bulk = { body: messageIdsBody, response: { 204: noContent, 422: errorResponse } } as const;
const single = { params: idParams, response: { 204: noContent, 404: errorResponse } } as const;
const ignored = {
  params: idParams,
  response: { 200: ignoredResponse, 404: errorResponse, 422: errorResponse },
  tags: ["members"],
} as const;

export const messagesApi = defineRoutes("messages", {
  /** Query budget: 7 statements (1 of them the session), the same on any data size: server/src/modules/query-budgets.test.ts. */
  inbox: { method: "GET", path: "/api/v1/messages", ...list },
  sent: { method: "GET", path: "/api/v1/messages/sent", ...list },
  /** Query budget: 7 statements (1 of them the session), the same on any data size: server/src/modules/query-budgets.test.ts. */
  show: {
    method: "GET",
    path: "/api/v1/messages/:id",
    params: idParams,
    response: { 200: messageDetail, 404: errorResponse },
  },
  /**
   * Query budget: 7 statements with its jobs (1 of them the session, 3 the notify job's) besides one outbox mail per
   * recipient, the same for any number of recipients; 10 for a reply: server/src/modules/messages/messages.send-budget.test.ts.
   */
  create: {
    method: "POST",
    path: "/api/v1/messages",
    body: newMessage,
    response: { 201: message, 403: errorResponse, 404: errorResponse, 422: errorResponse },
  },
  deleteInbox: { method: "DELETE", path: "/api/v1/messages/delete", ...bulk },
  deleteSent: { method: "DELETE", path: "/api/v1/messages/sent/delete", ...bulk },
  markRead: { method: "POST", path: "/api/v1/messages/read", ...bulk },
  markUnread: { method: "DELETE", path: "/api/v1/messages/read", ...bulk },
  deleteOne: { method: "DELETE", path: "/api/v1/messages/:id", ...single },
  deleteOneSent: { method: "DELETE", path: "/api/v1/messages/sent/:id", ...single },
  markOneRead: { method: "POST", path: "/api/v1/messages/:id/read", ...single },
  markOneUnread: { method: "DELETE", path: "/api/v1/messages/:id/read", ...single },
  /** Ignoring a member: they can no longer send you direct messages. */
  ignored: { method: "GET", path: "/members/:id/ignored", ...ignored },
  ignore: { method: "POST", path: "/members/:id/ignored", ...ignored },
  unignore: { method: "DELETE", path: "/members/:id/ignored", ...ignored },
});
