import { CHAT_MESSAGE_MAX, type Chat, type ChatConfig, type ChatMessage } from "@intranet/contracts";

/** The chat badge: the count, or '+' above 99 (communication.md §9). */
export const chatBadge = (count: number) => (count > 99 ? "+" : String(count));

export type Delivery = "pushed" | "persisted" | "received" | "read";

/**
 * An own message's delivery: persisted once stored; in direct chats received or read when the partner's marker
 * is at it or past it (group chats have no partner: persisted).
 */
export function deliveryOf(message: ChatMessage, chat: Chat | undefined, held: ChatMessage[]): Delivery {
  const partner = chat?.partner_state;
  if (!partner) return "persisted";
  const seqOf = (id: string | null) => (id ? held.find((m) => m.id === id)?.seq : undefined) ?? 0;
  if (seqOf(partner.last_read_id) >= message.seq) return "read";
  if (seqOf(partner.last_received_id) >= message.seq || seqOf(partner.last_read_id) >= message.seq) return "received";
  return "persisted";
}

/** Minutes an own message stays editable, or null when it may be edited (period not over). */
export function updatePeriodEnded(message: ChatMessage, config: ChatConfig | null, now = Date.now()): number | null {
  const minutes = config?.chat_message_allow_update ?? 0;
  if (minutes > 0 && now - new Date(message.created_at).getTime() <= minutes * 60_000) return null;
  return minutes;
}

/** `member/{id}` or `group/{id}` from the route's two parts. */
export const chatIdOf = (kind: string | undefined, id: string | undefined) => `${kind ?? ""}/${id ?? ""}`;
export const chatPath = (chatId: string) => `/chat/${chatId}`;

/** The status text as saved: newlines become spaces, at most 100 characters. */
export const cleanStatusText = (text: string, max: number) => text.replace(/[\r\n]+/g, " ").slice(0, max);

/** Enter sends; with Shift, Ctrl, Alt or Meta it makes a new line. */
export const sendsOnEnter = (event: Pick<KeyboardEvent, "key" | "shiftKey" | "ctrlKey" | "altKey" | "metaKey">) =>
  event.key === "Enter" && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey;

/** The composer counts a message's characters from 90 % of the limit on, so the limit is seen before it is hit. */
export const CHAT_MESSAGE_COUNT_FROM = Math.floor(CHAT_MESSAGE_MAX * 0.9);

/** Why a message's text cannot be sent or saved as it is (the server would refuse it), or null. */
export function messageTextProblem(text: string, attachments = false): "empty" | "tooLong" | null {
  if (text.length > CHAT_MESSAGE_MAX) return "tooLong";
  return text.trim() === "" && !attachments ? "empty" : null;
}
