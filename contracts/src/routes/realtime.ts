import { z } from "zod";
import { defineRoutes } from "../route.js";

export const chatTokenResponse = z.object({ token: z.string(), expires_at: z.string() });

/**
 * The credentials of the real-time socket. The socket itself (GET /api/chat/socket/websocket) is a
 * WebSocket upgrade, not a JSON route, and stays out of the table.
 */
export const realtimeApi = defineRoutes("realtime", {
  chatToken: { method: "POST", path: "/api/v1/chat_token", response: { 200: chatTokenResponse } },
});
