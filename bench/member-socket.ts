// A member's real-time socket as the web client opens it: the Phoenix join of the member's topic, heartbeats, the
// events the server pushes (a chat message, changed unread counts) and actions pushed on the topic with their
// replies. The active members (members-worker.ts) chat over it; world-calls.ts measures what each chat action costs.
import WebSocket from "ws";

export type Reply = { status: string; response: unknown };
export type ChatMessage = { id?: string; chat_id?: string; from?: { id?: string } | null };

export type SocketEvents = {
  opened?: () => void;
  /** A chat message arrived on the member's topic (another member's, or the echo of one's own). */
  message?: (message: ChatMessage) => void;
  /** The server says the member's unread counts changed: the client asks them again. */
  unreadsChanged?: () => void;
  error?: (err: Error) => void;
  /** The socket closed; `wasOpen` tells whether it had opened. */
  closed?: (wasOpen: boolean) => void;
};

export type MemberSocket = {
  /** Pushes an action on the member's topic; its reply, or null when none came within the timeout. */
  push: (event: string, payload: unknown) => Promise<Reply | null>;
  /** Ends the socket at once. */
  close: () => void;
};

/** Opens `memberId`'s socket on the server at `httpUrl` with a chat token (POST /api/v1/chat_token). */
export function openMemberSocket(
  httpUrl: string,
  token: string,
  memberId: string,
  on: SocketEvents = {},
  timeoutMs = 10_000,
): MemberSocket {
  const wsUrl = httpUrl.replace(/^http/, "ws");
  const ws = new WebSocket(`${wsUrl}/api/chat/socket/websocket?token=${encodeURIComponent(token)}&vsn=2.0.0`);
  const topic = `member:${memberId}`;
  let ref = 0;
  let wasOpen = false;
  const waiting = new Map<string, (reply: Reply) => void>();
  const send = (topicName: string, event: string, payload: unknown = {}) => {
    const r = String(++ref);
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(["1", r, topicName, event, payload]));
    return r;
  };
  const heartbeat = setInterval(() => send("phoenix", "heartbeat"), 30_000);
  ws.on("open", () => {
    wasOpen = true;
    send(topic, "phx_join");
    on.opened?.();
  });
  ws.on("message", (data) => {
    const frame = JSON.parse(String(data)) as [unknown, string | null, string, string, unknown];
    if (frame[3] === "phx_reply" && frame[1] !== null) {
      waiting.get(frame[1])?.(frame[4] as Reply);
      waiting.delete(frame[1]);
    } else if (frame[3] === "message") {
      on.message?.((frame[4] as { message?: ChatMessage }).message ?? {});
    } else if (frame[3] === "unreads_changed") {
      on.unreadsChanged?.();
    }
  });
  ws.on("error", (err) => on.error?.(err));
  ws.on("close", () => {
    clearInterval(heartbeat);
    on.closed?.(wasOpen);
  });
  return {
    push: (event, payload) =>
      new Promise((resolve) => {
        const r = send(topic, event, payload);
        const timer = setTimeout(() => {
          waiting.delete(r);
          resolve(null);
        }, timeoutMs);
        waiting.set(r, (reply) => {
          clearTimeout(timer);
          resolve(reply);
        });
      }),
    close: () => {
      clearInterval(heartbeat);
      ws.terminate();
    },
  };
}
