import { type RouteResponse, realtimeApi } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import type { Channel, Socket } from "phoenix";
import { useEffect } from "react";
import { api } from "./route-client";

/** Credentials are cached for their life (3 hours) and renewed 180 s before they expire (spec constants). */
const RENEW_BEFORE_MS = 180_000;
let cached: RouteResponse<typeof realtimeApi.chatToken> | null = null;

async function socketToken(): Promise<string> {
  if (!cached || new Date(cached.expires_at).getTime() - Date.now() < RENEW_BEFORE_MS) {
    cached = await api(realtimeApi.chatToken);
  }
  return cached.token;
}

/** Reconnect after a random 5 to 10 s, as the spec's chat client does. */
const reconnectAfterMs = () => 5_000 + Math.random() * 5_000;

/**
 * Keeps one socket open while a member is signed in and joins their own topic: pushed events
 * refresh what they concern (unread counts) instead of polling.
 */
export function useLiveUpdates(memberId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!memberId) return;
    let socket: Socket | null = null;
    let channel: Channel | null = null;
    let stopped = false;
    void (async () => {
      try {
        // The socket client loads after the first screen, not with it.
        const [token, { Socket }] = await Promise.all([socketToken(), import("phoenix")]);
        if (stopped) return;
        socket = new Socket("/api/chat/socket", {
          // A new token for every reconnect, so a socket outlives its first credentials.
          params: () => ({ token: cached?.token ?? token }),
          reconnectAfterMs,
        });
        socket.onError(() => void socketToken().catch(() => {}));
        socket.connect();
        channel = socket.channel(`member:${memberId}`);
        channel.on("unreads_changed", () => void queryClient.invalidateQueries({ queryKey: ["unreads"] }));
        channel.join();
      } catch {
        // Without a socket the counts still refresh on navigation and on their own interval.
      }
    })();
    window.addEventListener("beforeunload", () => socket?.disconnect());
    return () => {
      stopped = true;
      channel?.leave();
      socket?.disconnect();
    };
  }, [memberId, queryClient]);
}
