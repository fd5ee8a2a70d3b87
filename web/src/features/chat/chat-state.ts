// The shapes the chat keeps in the query cache and the pure rules it keeps messages by: merging by id and seq,
// the contiguous part of a room, the chat list's order and muting.
import type { Chat, ChatId, ChatMessage } from "@intranet/contracts";
import { byText } from "../../lib/text-order";

/** A message sent from this tab and not yet acknowledged: shown at once as "pushed", resent with the same cid. */
export interface PendingMessage {
  cid: string;
  chat_id: ChatId;
  text: string;
  quoted_message_id: string | null;
  file_ids: string[];
  image_ids: string[];
  link_crawl_id: string | null;
  created_at: string;
  /** The server refused it for good (not a timeout); shown through its translated reason. */
  error: Error | null;
}

/** The loaded part of a room's history, oldest first. */
export interface ChatRoom {
  messages: ChatMessage[];
  /** Older messages exist before the first one held. */
  hasMore: boolean;
}

export interface Typist {
  id: string;
  name: string;
  until: number;
}

export interface Presence {
  online: string[];
  busy: string[];
}

/** Resends of a timed-out message wait this long between attempts. */
export const RESEND_DELAY_MS = 1_000;
/** A resync asks again while the server has more or the sequence has a hole, at most this often. */
export const RESYNC_ROUNDS = 20;
/** A resync whose reply was lost (or refused as busy) is asked again after 1 s, then twice as long, up to 30 s. */
export const RESYNC_RETRY_MS = 1_000;
export const RESYNC_RETRY_MAX_MS = 30_000;
/** The failures a resync tries again while connected; a lost socket waits for the reconnect, others end it. */
export const RESYNC_RETRIED = new Set(["timeout", "rate_limited", "server_error"]);

/** A cid matching the contract: 32 hex characters from the browser's random source (works without https too). */
export function newCid(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Merges messages into a list by id (the newer version wins), ordered by seq: no doubles, whatever the order. */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held;
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq held without a hole after the first one held (what a resync continues from). */
export function contiguousSeq(messages: ChatMessage[]): number {
  const first = messages[0];
  if (!first) return 0;
  let last = first.seq;
  for (const m of messages.slice(1)) {
    if (m.seq !== last + 1) break;
    last = m.seq;
  }
  return last;
}

export const sortChats = (chats: Chat[]) =>
  [...chats].sort((a, b) =>
    byText(
      b.last_interacted_at ?? b.last_message?.created_at ?? "",
      a.last_interacted_at ?? a.last_message?.created_at ?? "",
    ),
  );

export const isMuted = (chat: Chat, now = Date.now()) =>
  chat.state.muted_until !== null && new Date(chat.state.muted_until).getTime() > now;
