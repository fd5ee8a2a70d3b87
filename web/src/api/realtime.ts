import { type RouteResponse, realtimeApi } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import type { Channel, Socket } from "phoenix";
import { useEffect, useMemo, useState } from "react";
import { whenIdleAfterFirstScreen } from "../components/AfterFirstPaint";
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

/** A stream's new activity reaches every reader's tab at once: each asks for its counts within 2 s, not together. */
const STREAM_SPREAD_MS = 2_000;

/** The socket's state for features that push on it (the chat): its alerts say connecting, reconnecting, failed. */
export type ConnectionState = "connecting" | "connected" | "disconnected";
export interface RealtimeSnapshot {
  state: ConnectionState;
  /** Opens (successful connects) so far: a second one is a reconnect, after which a client resyncs. */
  opens: number;
  /** The signed-in member's own topic, where actions are pushed; null before it is joined. */
  memberChannel: Channel | null;
  /**
   * Joins of the member's topics so far: the member's groups changing joins them anew on the same socket, and a push
   * awaited on the channel left is lost like one on a closed socket (the chat counts it as a reconnect).
   */
  joins: number;
}
type EventListener = (event: string, payload: unknown, topic: string) => void;
let snapshot: RealtimeSnapshot = { state: "connecting", opens: 0, memberChannel: null, joins: 0 };
const stateListeners = new Set<() => void>();
const eventListeners = new Set<EventListener>();
const publish = (change: Partial<RealtimeSnapshot>) => {
  snapshot = { ...snapshot, ...change };
  for (const listener of stateListeners) listener();
};

/** The socket while it is open (screens join topics of their own on it: `live-topics.ts`). */
let liveSocket: Socket | null = null;
const socketListeners = new Set<(socket: Socket | null) => void>();
const setLiveSocket = (socket: Socket | null) => {
  liveSocket = socket;
  for (const listener of socketListeners) listener(socket);
};

/** Hands a channel's events (not the protocol's own) to every `realtime.onEvent` listener. */
export function relayEvents(channel: Channel, topic: string) {
  const onMessage = channel.onMessage.bind(channel);
  channel.onMessage = (event, payload, ref) => {
    // A push that times out after phoenix reset it is triggered under a null event: phoenix's own, like its replies.
    if (typeof event === "string" && !/^(phx_|chan_reply_)/.test(event))
      for (const listener of eventListeners) listener(event, payload, topic);
    return onMessage(event, payload, ref);
  };
}

/** The one socket shared with features: its state, its member channel, and every event any joined topic gets. */
export const realtime = {
  socket: () => liveSocket,
  onSocket(listener: (socket: Socket | null) => void) {
    socketListeners.add(listener);
    return () => void socketListeners.delete(listener);
  },
  get: () => snapshot,
  subscribe(listener: () => void) {
    stateListeners.add(listener);
    return () => void stateListeners.delete(listener);
  },
  onEvent(listener: EventListener) {
    eventListeners.add(listener);
    return () => void eventListeners.delete(listener);
  },
};

/**
 * Opens the socket and follows its state into the snapshot: connecting, connected (one more open), disconnected. The
 * app connects to its own end point with the browser's WebSocket; a test in Node names the server and its WebSocket.
 */
export function openSocket(
  SocketClass: typeof Socket,
  params: () => Record<string, string>,
  {
    endPoint = "/api/chat/socket",
    transport,
  }: { endPoint?: string; transport?: new (endPoint: string) => object } = {},
): Socket {
  const socket = new SocketClass(endPoint, { params, reconnectAfterMs, ...(transport ? { transport } : {}) });
  socket.onError(() => publish({ state: "disconnected" }));
  socket.onOpen(() => publish({ state: "connected", opens: snapshot.opens + 1 }));
  socket.onClose(() => publish({ state: "disconnected" }));
  publish({ state: "connecting" });
  socket.connect();
  return socket;
}

/**
 * Joins the topics; every event they get goes to the event listeners, `unreads_changed` to `onUnreads` too. The
 * first topic (the member's own) is where actions are pushed. Returns the leave.
 */
export function joinTopics(socket: Socket, topics: string[], onUnreads: (payload: { feature?: string }) => void) {
  const channels: Channel[] = topics.map((topic) => {
    const channel = socket.channel(topic);
    channel.on("unreads_changed", onUnreads);
    relayEvents(channel, topic);
    channel.join();
    return channel;
  });
  publish({ memberChannel: channels[0] ?? null, joins: snapshot.joins + 1 });
  return () => {
    publish({ memberChannel: null });
    for (const channel of channels) channel.leave();
  };
}

/** Closes the socket (signed out, or a test's end): nothing can be pushed until the next one is open. */
export function closeSocket(socket: Socket | null) {
  socket?.disconnect();
  publish({ state: "disconnected", memberChannel: null });
}

/**
 * Keeps one socket open while a member is signed in and joins their own topic, the network's and their groups':
 * pushed events refresh what they concern (unread counts) instead of polling.
 */
export function useLiveUpdates(memberId: string | null, networkId: string, groupIds: string[]) {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<Socket | null>(null);
  const refresh = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    return (payload: { feature?: string } | undefined) => {
      const invalidate = () => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: ["unreads"] });
      };
      if (payload?.feature !== "Activitystreams") return invalidate();
      if (timer === null) timer = setTimeout(invalidate, Math.random() * STREAM_SPREAD_MS);
    };
  }, [queryClient]);

  useEffect(() => {
    if (!memberId) return;
    let opened: Socket | null = null;
    let stopped = false;
    publish({ state: "connecting" });
    // The socket client and its token load once the first screen is painted and the page is idle, not with it.
    whenIdleAfterFirstScreen(connect);
    async function connect() {
      if (stopped) return;
      try {
        const [token, { Socket }] = await Promise.all([socketToken(), import("phoenix")]);
        if (stopped) return;
        // A new token for every reconnect, so a socket outlives its first credentials.
        opened = openSocket(Socket, () => ({ token: cached?.token ?? token }));
        opened.onError(() => void socketToken().catch(() => {}));
        setSocket(opened);
        setLiveSocket(opened);
      } catch {
        // Without a socket the counts still refresh on navigation and on their own interval; the chat says so.
        publish({ state: "disconnected" });
      }
    }
    const disconnect = () => opened?.disconnect();
    window.addEventListener("beforeunload", disconnect);
    return () => {
      stopped = true;
      window.removeEventListener("beforeunload", disconnect);
      closeSocket(opened);
      setSocket(null);
      setLiveSocket(null);
    };
  }, [memberId]);

  const groupKey = groupIds.join(",");
  useEffect(() => {
    if (!socket || !memberId) return;
    const topics = [
      `member:${memberId}`,
      `network:${networkId}`,
      ...groupKey
        .split(",")
        .filter(Boolean)
        .map((id) => `group:${id}`),
    ];
    return joinTopics(socket, topics, refresh);
  }, [socket, memberId, networkId, groupKey, refresh]);
}
