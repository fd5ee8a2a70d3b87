import { z } from "zod";
import { errorResponse, id } from "../common.js";
import { defineRoutes, fileResponse } from "../route.js";

/**
 * What one archive covers: one chat message's files, or files and folders (folders with everything below
 * them); `current_folder_id` is the folder page the selection was made on (informative).
 */
export const fileTokenBody = z
  .object({
    chat_message_id: id.optional(),
    file_ids: z.array(id).max(1000).optional(),
    folder_ids: z.array(id).max(1000).optional(),
    current_folder_id: id.optional(),
  })
  .superRefine((b, ctx) => {
    const files = (b.file_ids?.length ?? 0) + (b.folder_ids?.length ?? 0);
    if (b.chat_message_id ? files > 0 : files === 0) {
      ctx.addIssue({ code: "custom", path: ["file_ids"], message: "choose a chat message or files and folders" });
    }
  });
export type FileTokenBody = z.input<typeof fileTokenBody>;
export const fileTokenResponse = z.object({ token: z.string() });

/**
 * Downloading a chat message's files, or files and folders, as one zip (communication.md §7): a short-lived token
 * for what it covers, then a form POST with it (a browser download, not a fetch). Served once, by the uploads module
 * (uploads/archives.routes.ts), which asks each module's `archives` hook: the chat's for a message's files, the files
 * module's for files and folders. Everything else of the chat goes over the socket.
 */
export const chatApi = defineRoutes("chat", {
  fileToken: {
    method: "POST",
    path: "/api/v1/file_token",
    body: fileTokenBody,
    response: { 200: fileTokenResponse, 404: errorResponse, 422: errorResponse },
  },
  /** Whether zip downloads are offered (`ok`); clients keep the answer an hour (§9 "discovery cache 1 hour"). */
  discover: {
    method: "GET",
    path: "/api/storage/v2/discover",
    response: { 200: z.object({ ok: z.boolean() }) },
  },
  archive: {
    method: "POST",
    path: "/api/storage/v2/archive",
    body: z.object({ token: z.string().max(200) }),
    response: { 200: fileResponse, 404: errorResponse },
    produces: "file",
  },
});
