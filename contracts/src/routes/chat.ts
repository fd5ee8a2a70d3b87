import { z } from "zod";
import { errorResponse, id } from "../common.js";
import { defineRoutes, fileResponse } from "../route.js";

export const fileTokenBody = z.object({ chat_message_id: id });
export const fileTokenResponse = z.object({ token: z.string() });

/**
 * Downloading a chat message's files as one zip (communication.md §7): a short-lived token for one message, then a
 * form POST with it (a browser download, not a fetch). Everything else of the chat goes over the socket.
 */
export const chatApi = defineRoutes("chat", {
  fileToken: {
    method: "POST",
    path: "/api/v1/file_token",
    body: fileTokenBody,
    response: { 200: fileTokenResponse, 404: errorResponse, 422: errorResponse },
  },
  archive: {
    method: "POST",
    path: "/api/storage/v2/archive",
    body: z.object({ token: z.string().max(200) }),
    response: { 200: fileResponse, 404: errorResponse },
    produces: "file",
  },
});
