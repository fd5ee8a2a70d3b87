import type { Chat, ChatMessage } from "@intranet/contracts";
import type { ChatTransport, TransportState } from "./socket";

const hex = (n: number) => n.toString(16).padStart(24, "0");
export const ME = hex(1);
export const PARTNER = hex(2);

type Handler = (payload: Record<string, unknown>) => unknown | Promise<unknown>;

/** A socket stand-in: answers actions through handlers (a thrown value is an error reply), emits events on demand. */
export class FakeTransport implements ChatTransport {
  state: TransportState = { state: "connected", opens: 1, ready: true };
  pushes: { action: string; payload: Record<string, unknown> }[] = [];
  handlers: Record<string, Handler> = {};
  private eventListeners = new Set<(event: string, payload: unknown) => void>();
  private stateListeners = new Set<() => void>();

  push(action: string, payload: unknown) {
    const p = payload as Record<string, unknown>;
    this.pushes.push({ action, payload: p });
    const handler = this.handlers[action];
    if (!handler) return Promise.resolve({});
    try {
      return Promise.resolve(handler(p));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  onEvent(listener: (event: string, payload: unknown) => void) {
    this.eventListeners.add(listener);
    return () => void this.eventListeners.delete(listener);
  }
  getState() {
    return this.state;
  }
  onState(listener: () => void) {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  }
  emit(event: string, payload: unknown) {
    for (const listener of this.eventListeners) listener(event, payload);
  }
  setState(state: TransportState) {
    this.state = state;
    for (const listener of this.stateListeners) listener();
  }
  pushed(action: string) {
    return this.pushes.filter((p) => p.action === action);
  }
}

export function chatMessage(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: hex(1000 + seq),
    chat_id: `member/${PARTNER}`,
    seq,
    cid: null,
    text: `Message ${seq}`,
    from: { id: PARTNER, name: "Anna Partner" },
    created_at: new Date(Date.UTC(2026, 10, 25, 10, seq)).toISOString(),
    updated_at: null,
    deleted_at: null,
    quoted_message: null,
    files: [],
    images: [],
    link_attachments: [],
    ...overrides,
  };
}

export function chat(overrides: Partial<Chat> = {}): Chat {
  return {
    id: `member/${PARTNER}`,
    name: "Anna Partner",
    image_id: null,
    partner: {
      id: PARTNER,
      displayName: "Anna Partner",
      images: { "40x40@2": null, medium: null, large: null },
      is_external: false,
      path: `/members/${PARTNER}`,
    },
    last_message: null,
    last_seq: 0,
    last_interacted_at: null,
    state: { muted_until: null, app_muted_until: null, last_read_id: null, last_received_id: null, unread_count: 0 },
    partner_state: { last_received_id: null, last_read_id: null },
    can: { write: true, update_messages: true, destroy_messages: true },
    ...overrides,
  };
}

export const profile = { id: ME, status: "online" as const, status_text: "", can: { chat: true } };
export const config = {
  show_online_status: true,
  guest_users_allow_chat: false,
  chat_message_allow_update: 15,
  chat_message_allow_destroy: true,
  max_file_attachments: 10,
  max_image_attachments: 10,
};
