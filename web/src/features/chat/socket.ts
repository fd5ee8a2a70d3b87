import {
  type ChatAction,
  type ChatActionPayload,
  type ChatActionReply,
  type ChatError,
  type ChatEvent,
  type ChatEventPayload,
  chatError,
  chatEvents,
} from "@intranet/contracts";
import { type ConnectionState, realtime } from "../../api/realtime";

/** How long an action waits for its reply before it counts as lost (and a send is repeated with its cid). */
export const CHAT_PUSH_TIMEOUT_MS = 10_000;

/** A failed action: the server's error reply, or `timeout` / `not_connected` on this side. */
export class ChatRequestError extends Error {
  constructor(
    readonly reason: ChatError["reason"] | "timeout" | "not_connected",
    message: string,
    readonly action: ChatAction,
  ) {
    super(message);
    this.name = "ChatRequestError";
  }
}

export interface TransportState {
  state: ConnectionState;
  /**
   * Sessions so far: each open of the socket and each new join of the member's topic (their groups changed) starts
   * one, after which pushes awaited on the last are lost; a rise after the first is a reconnect.
   */
  opens: number;
  /** True once the member topic is joined and actions can be pushed. */
  ready: boolean;
}

/** What the chat needs of the socket; the app's one is the shared realtime socket, tests hand in their own. */
export interface ChatTransport {
  push(action: string, payload: unknown, timeoutMs: number): Promise<unknown>;
  onEvent(listener: (event: string, payload: unknown) => void): () => void;
  getState(): TransportState;
  onState(listener: () => void): () => void;
}

const NOT_CONNECTED = { reason: "not_connected", message: "not connected" };
let cachedState: TransportState | null = null;
const realtimeTransport: ChatTransport = {
  /**
   * A push fails at once when the socket is not open, and as soon as it closes while the reply is awaited (a server
   * restart): a reply cannot come over a closed socket, and waiting for the timeout would hold a resync or a send
   * back from the reconnect, which asks again.
   */
  push(action, payload, timeoutMs) {
    const { memberChannel: channel, state, opens } = realtime.get();
    if (!channel || state !== "connected") return Promise.reject(NOT_CONNECTED);
    return new Promise((resolve, reject) => {
      const finish = (ok: boolean, value: unknown) => {
        stop();
        (ok ? resolve : reject)(value);
      };
      const stop = realtime.subscribe(() => {
        const now = realtime.get();
        if (now.state !== "connected" || now.opens !== opens || now.memberChannel !== channel)
          finish(false, NOT_CONNECTED);
      });
      channel
        .push(action, payload as object, timeoutMs)
        .receive("ok", (reply) => finish(true, reply))
        .receive("error", (error) => finish(false, error))
        .receive("timeout", () => finish(false, { reason: "timeout", message: "timeout" }));
    });
  },
  onEvent: (listener) => realtime.onEvent((event, payload) => listener(event, payload)),
  getState() {
    const { state, opens: socketOpens, joins, memberChannel } = realtime.get();
    const opens = socketOpens + joins;
    const ready = state === "connected" && memberChannel !== null;
    if (!cachedState || cachedState.state !== state || cachedState.opens !== opens || cachedState.ready !== ready)
      cachedState = { state, opens, ready };
    return cachedState;
  },
  onState: (listener) => realtime.subscribe(listener),
};

let transport: ChatTransport = realtimeTransport;
/** Tests replace the socket with a fake one. */
export function setChatTransport(next: ChatTransport | null) {
  transport = next ?? realtimeTransport;
}
export const chatTransport = () => transport;

type ErrorListener = (error: ChatRequestError) => void;
const errorListeners = new Set<ErrorListener>();
/** Every failed action, for alerts: "a push error or timeout emits an error event for the request" (§7). */
export function onChatError(listener: ErrorListener) {
  errorListeners.add(listener);
  return () => void errorListeners.delete(listener);
}

/** Pushes an action on the member topic and resolves with its typed reply; rejects with a ChatRequestError. */
export async function pushAction<A extends ChatAction>(
  action: A,
  payload: ChatActionPayload<A>,
  timeoutMs = CHAT_PUSH_TIMEOUT_MS,
): Promise<ChatActionReply<A>> {
  try {
    return (await transport.push(action, payload, timeoutMs)) as ChatActionReply<A>;
  } catch (raw) {
    const parsed = chatError.safeParse(raw);
    const fallback = raw as { reason?: string; message?: string } | undefined;
    const error = parsed.success
      ? new ChatRequestError(parsed.data.reason, parsed.data.message, action)
      : new ChatRequestError(
          fallback?.reason === "not_connected" ? "not_connected" : "timeout",
          fallback?.message ?? "timeout",
          action,
        );
    for (const listener of errorListeners) listener(error);
    throw error;
  }
}

/** Listens for one pushed event; payloads that do not match the contract are dropped. */
export function onChatEvent<E extends ChatEvent>(event: E, handler: (payload: ChatEventPayload<E>) => void) {
  return transport.onEvent((name, payload) => {
    if (name !== event) return;
    const parsed = chatEvents[event].safeParse(payload);
    if (parsed.success) handler(parsed.data as ChatEventPayload<E>);
  });
}
