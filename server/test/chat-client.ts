import { WebSocket } from "ws";

/**
 * A chat socket as a program speaks it (Phoenix frames, `[join_ref, ref, topic, event, payload]`): join topics,
 * push actions and await their replies, listen for events. Used by the durability tests and `bench/chat.ts`.
 */
export class ChatSocket {
  private ref = 0;
  private readonly waiting = new Map<string, (reply: { status: string; response: unknown }) => void>();
  private readonly listeners = new Map<string, ((payload: unknown) => void)[]>();
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<void>;

  constructor(url: string) {
    // A handshake that never completes (a server too busy to answer the upgrade) fails after 10 s instead of hanging.
    this.ws = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 10_000 });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once("open", () => resolve());
      this.ws.once("error", reject);
      // Closed before it opened (the proxy dropped it) without an error: a failed open too, so callers retry.
      this.ws.once("close", () => reject(new Error("closed before it opened")));
    });
    this.closed = new Promise((resolve) => this.ws.once("close", () => resolve()));
    // A refused or dropped connection is a state the callers handle, not an uncaught error.
    this.ws.on("error", () => {});
    this.ws.on("close", () => {
      for (const [ref, settle] of this.waiting) {
        settle({ status: "error", response: { reason: "closed" } });
        this.waiting.delete(ref);
      }
    });
    this.ws.on("message", (raw) => {
      const [, ref, , event, payload] = JSON.parse(raw.toString()) as [unknown, string | null, string, string, never];
      if (event === "phx_reply" && ref !== null) {
        this.waiting.get(ref)?.(payload);
        this.waiting.delete(ref);
      } else for (const listener of this.listeners.get(event) ?? []) listener(payload);
    });
  }

  on<T>(event: string, listener: (payload: T) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as (payload: unknown) => void]);
  }

  /** The reply's response; rejects on an error reply, a closed socket or no reply within `timeoutMs`. */
  push<T = unknown>(topic: string, event: string, payload: unknown, timeoutMs = 30_000): Promise<T> {
    const ref = String(++this.ref);
    return new Promise((resolve, reject) => {
      if (this.ws.readyState !== WebSocket.OPEN) return reject(new Error(`${event}: socket not open`));
      const timer = setTimeout(() => {
        this.waiting.delete(ref);
        reject(new Error(`${event}: no reply in ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(ref, (reply) => {
        clearTimeout(timer);
        if (reply.status === "ok") resolve(reply.response as T);
        else reject(new Error(`${event}: ${JSON.stringify(reply.response)}`));
      });
      this.ws.send(JSON.stringify(["1", ref, topic, event, payload]));
    });
  }

  join(topic: string) {
    return this.push(topic, "phx_join", {});
  }

  close() {
    this.ws.terminate();
  }
}

/** The socket's address on a server for a chat token. */
export const chatSocketUrl = (httpUrl: string, token: string) =>
  `${httpUrl.replace(/^http/, "ws")}/api/chat/socket/websocket?token=${encodeURIComponent(token)}&vsn=2.0.0`;
