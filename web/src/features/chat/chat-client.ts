import {
  CHAT_COMPOSING_CLEAR_MS,
  CHAT_COMPOSING_THROTTLE_MS,
  CHAT_MARK_RECEIVED_PACE_MS,
  type Chat,
  type ChatId,
  type ChatMessage,
  type ChatStatusType,
} from "@intranet/contracts";
import { chatErrorText } from "./chat-errors";
import {
  type ChatStoreState,
  contiguousSeq,
  emptyRoom,
  mergeMessages,
  newCid,
  type PendingMessage,
  RESEND_DELAY_MS,
  RESYNC_ROUNDS,
  type RoomState,
  sortChats,
} from "./chat-state";
import { ChatRequestError, chatTransport, onChatEvent, pushAction, type TransportState } from "./socket";

export class ChatClient {
  state: ChatStoreState;
  private listeners = new Set<() => void>();
  private unsubscribe: (() => void)[] = [];
  private seenOpens = 0;
  private inFlight = new Set<string>();
  private resendTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private receivedQueue: { chatId: ChatId; messageId: string }[] = [];
  private receivedTimer: ReturnType<typeof setTimeout> | null = null;
  private composingSent = new Map<string, number>();
  private resyncing = new Set<string>();

  constructor() {
    this.state = {
      connection: chatTransport().getState(),
      chats: [],
      chatsLoaded: false,
      rooms: {},
      pending: [],
      profile: null,
      config: null,
      presence: { online: [], busy: [] },
      typing: {},
    };
  }

  // ---- store plumbing ----

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  getState = () => this.state;
  private set(change: Partial<ChatStoreState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
  private setRoom(chatId: string, change: Partial<RoomState>) {
    const room = this.state.rooms[chatId] ?? emptyRoom();
    this.set({ rooms: { ...this.state.rooms, [chatId]: { ...room, ...change } } });
  }
  private upsertChat(chat: Chat) {
    const others = this.state.chats.filter((c) => c.id !== chat.id);
    this.set({ chats: sortChats([...others, chat]) });
  }
  private patchChat(chatId: string, patch: (chat: Chat) => Chat) {
    const chat = this.state.chats.find((c) => c.id === chatId);
    if (chat) this.upsertChat(patch(chat));
  }
  get myId() {
    return this.state.profile?.id ?? null;
  }

  // ---- lifecycle ----

  start() {
    if (this.unsubscribe.length > 0) return;
    const transport = chatTransport();
    this.unsubscribe.push(transport.onState(() => this.onConnection(transport.getState())));
    this.unsubscribe.push(
      onChatEvent("message", ({ message }) => this.receive(message, true)),
      onChatEvent("update_message", ({ message }) => this.receive(message, false)),
      onChatEvent("delete_message", ({ message }) => this.receive(message, false)),
      onChatEvent("create_chat", ({ chat }) => this.upsertChat(chat)),
      onChatEvent("mute_chat", ({ chat }) => this.upsertChat(chat)),
      onChatEvent("unmute_chat", ({ chat }) => this.upsertChat(chat)),
      onChatEvent("my_profile", ({ profile }) => this.set({ profile })),
      onChatEvent("presence", (presence) => this.set({ presence })),
      onChatEvent("network_info", ({ config }) => this.set({ config })),
      onChatEvent("composing", ({ chat_id, member }) => this.typing(chat_id, member)),
      onChatEvent("mark_as_read", (e) => this.marker("read", e)),
      onChatEvent("mark_as_received", (e) => this.marker("received", e)),
    );
    this.onConnection(transport.getState());
  }

  stop() {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    for (const timer of this.resendTimers.values()) clearTimeout(timer);
    this.resendTimers.clear();
    if (this.receivedTimer) clearTimeout(this.receivedTimer);
  }

  private onConnection(connection: TransportState) {
    const reconnected = connection.ready && connection.opens > this.seenOpens;
    this.set({ connection });
    if (!reconnected) return;
    const first = this.seenOpens === 0;
    this.seenOpens = connection.opens;
    void this.loadBasics();
    if (!first || Object.keys(this.state.rooms).length > 0) {
      for (const [chatId, room] of Object.entries(this.state.rooms))
        if (room.loaded) void this.resync(chatId as ChatId);
    }
    for (const p of this.state.pending) if (!p.error) void this.deliver(p.cid);
  }

  async loadBasics() {
    try {
      const [info, mine] = await Promise.all([pushAction("network_info", {}), pushAction("my_chats", {})]);
      this.set({ config: info.config, profile: info.profile, chats: sortChats(mine.chats), chatsLoaded: true });
      for (const chat of mine.chats) this.queueReceived(chat);
    } catch {
      // The error event carries it to the alert; the next connect asks again.
    }
  }

  /** The member's chats again (the list page asks on opening: a group joined since shows its chat). */
  async refreshChats() {
    try {
      const mine = await pushAction("my_chats", {});
      this.set({ chats: sortChats(mine.chats), chatsLoaded: true });
    } catch {
      // Kept as they are; the error event carries it to the alert.
    }
  }

  // ---- history ----

  async openChat(chatId: ChatId) {
    if (this.state.rooms[chatId]?.loaded) return this.resync(chatId);
    try {
      const { chat, messages } = await pushAction("chat_details", { chat_id: chatId });
      this.upsertChat(chat);
      const held = this.state.rooms[chatId]?.messages ?? [];
      const merged = mergeMessages(held, messages);
      this.setRoom(chatId, { messages: merged, loaded: true, hasMore: (merged[0]?.seq ?? 1) > 1, error: null });
    } catch (error) {
      this.setRoom(chatId, { loaded: true, error: error instanceof ChatRequestError ? error.reason : "error" });
    }
  }

  /** The message carrying an attachment that is not among the loaded ones (a file page opened from a link); null when none. */
  async fileMessage(chatId: ChatId, fileId: string): Promise<ChatMessage | null> {
    try {
      return (await pushAction("file_details", { chat_id: chatId, file_id: fileId })).message;
    } catch {
      return null;
    }
  }

  async loadOlder(chatId: ChatId) {
    const room = this.state.rooms[chatId];
    const first = room?.messages[0];
    if (!room || !first || !room.hasMore || room.loadingOlder) return;
    this.setRoom(chatId, { loadingOlder: true });
    try {
      const reply = await pushAction("more_messages", { chat_id: chatId, before_seq: first.seq });
      const current = this.state.rooms[chatId] ?? room;
      this.setRoom(chatId, {
        messages: mergeMessages(current.messages, reply.messages),
        hasMore: reply.has_more,
        loadingOlder: false,
      });
    } catch {
      this.setRoom(chatId, { loadingOlder: false });
    }
  }

  /** After a reconnect or a seq jump: asks for everything after the last seq held without a hole, until complete. */
  async resync(chatId: ChatId) {
    if (this.resyncing.has(chatId)) return;
    this.resyncing.add(chatId);
    try {
      for (let round = 0; round < RESYNC_ROUNDS; round++) {
        const held = this.state.rooms[chatId]?.messages ?? [];
        const after = contiguousSeq(held);
        const reply = await pushAction("more_messages", { chat_id: chatId, after_seq: after });
        const merged = mergeMessages(this.state.rooms[chatId]?.messages ?? [], reply.messages);
        this.setRoom(chatId, { messages: merged });
        const complete = contiguousSeq(merged) === (merged.at(-1)?.seq ?? 0);
        if ((!reply.has_more && complete) || reply.messages.length === 0) break;
      }
    } catch {
      // Tried again on the next reconnect.
    } finally {
      this.resyncing.delete(chatId);
    }
  }

  private receive(message: ChatMessage, isNew: boolean) {
    const chatId = message.chat_id;
    this.set({ pending: this.state.pending.filter((p) => !(message.cid && p.cid === message.cid)) });
    const room = this.state.rooms[chatId];
    if (room?.loaded) {
      const last = room.messages.at(-1)?.seq ?? 0;
      this.setRoom(chatId, { messages: mergeMessages(room.messages, [message]) });
      if (isNew && message.seq > last + 1 && room.messages.length > 0) void this.resync(chatId);
    }
    const own = message.from?.id === this.myId;
    this.patchChat(chatId, (chat) => {
      const newer = !chat.last_message || message.seq >= chat.last_message.seq;
      const counted = isNew && !own && message.seq > chat.last_seq && !message.deleted_at;
      return {
        ...chat,
        last_message: newer ? message : chat.last_message,
        last_seq: Math.max(chat.last_seq, message.seq),
        last_interacted_at: isNew ? message.created_at : chat.last_interacted_at,
        state: { ...chat.state, unread_count: chat.state.unread_count + (counted ? 1 : 0) },
      };
    });
    if (isNew && !this.state.chats.some((c) => c.id === chatId)) void this.loadBasics();
    if (isNew && !own) this.queueReceivedMessage(chatId, message.id);
  }

  private marker(kind: "read" | "received", e: { chat_id: ChatId; member_id: string; message_id: string }) {
    const key = kind === "read" ? "last_read_id" : "last_received_id";
    this.patchChat(e.chat_id, (chat) => {
      if (e.member_id === this.myId) {
        const reset = kind === "read" && chat.last_message?.id === e.message_id;
        return {
          ...chat,
          state: { ...chat.state, [key]: e.message_id, ...(reset ? { unread_count: 0 } : {}) },
        };
      }
      const partner = chat.partner_state ?? { last_read_id: null, last_received_id: null };
      return { ...chat, partner_state: { ...partner, [key]: e.message_id } };
    });
  }

  private typing(chatId: ChatId, member: { id: string; name: string }) {
    const until = Date.now() + CHAT_COMPOSING_CLEAR_MS;
    const others = (this.state.typing[chatId] ?? []).filter((t) => t.id !== member.id && t.until > Date.now());
    this.set({ typing: { ...this.state.typing, [chatId]: [...others, { ...member, until }] } });
    setTimeout(() => {
      const left = (this.state.typing[chatId] ?? []).filter((t) => t.until > Date.now());
      this.set({ typing: { ...this.state.typing, [chatId]: left } });
    }, CHAT_COMPOSING_CLEAR_MS + 10);
  }

  // ---- sending ----

  send(
    chatId: ChatId,
    draft: Pick<PendingMessage, "text"> & Partial<Omit<PendingMessage, "cid" | "chat_id" | "created_at" | "error">>,
  ): string {
    const pending: PendingMessage = {
      cid: newCid(),
      chat_id: chatId,
      text: draft.text,
      quoted_message_id: draft.quoted_message_id ?? null,
      file_ids: draft.file_ids ?? [],
      image_ids: draft.image_ids ?? [],
      link_crawl_id: draft.link_crawl_id ?? null,
      created_at: new Date().toISOString(),
      error: null,
    };
    this.set({ pending: [...this.state.pending, pending] });
    void this.deliver(pending.cid);
    return pending.cid;
  }

  /** Sends (or resends, with the same cid) one pending message; a timeout tries again, a reconnect too. */
  async deliver(cid: string) {
    const p = this.state.pending.find((m) => m.cid === cid);
    if (!p || this.inFlight.has(cid) || !this.state.connection.ready) return;
    this.inFlight.add(cid);
    try {
      const { message } = await pushAction("send_message", {
        chat_id: p.chat_id,
        cid: p.cid,
        text: p.text,
        quoted_message_id: p.quoted_message_id,
        file_ids: p.file_ids,
        image_ids: p.image_ids,
        link_crawl_id: p.link_crawl_id,
      });
      this.inFlight.delete(cid);
      this.receive(message, true);
    } catch (error) {
      this.inFlight.delete(cid);
      const reason = error instanceof ChatRequestError ? error.reason : "timeout";
      if (reason === "timeout" || reason === "rate_limited") {
        const timer = setTimeout(() => {
          this.resendTimers.delete(cid);
          void this.deliver(cid);
        }, RESEND_DELAY_MS);
        this.resendTimers.set(cid, timer);
      } else if (reason !== "not_connected" && reason !== "not_joined") {
        const text = chatErrorText(error);
        this.set({ pending: this.state.pending.map((m) => (m.cid === cid ? { ...m, error: text } : m)) });
      }
    }
  }

  discard(cid: string) {
    this.set({ pending: this.state.pending.filter((m) => m.cid !== cid) });
  }

  async edit(messageId: string, text: string) {
    const { message } = await pushAction("update_message", { message_id: messageId, text });
    this.receive(message, false);
  }

  async remove(messageId: string) {
    const { message } = await pushAction("delete_message", { message_id: messageId });
    this.receive(message, false);
  }

  // ---- markers ----

  async markRead(chatId: ChatId) {
    const chat = this.state.chats.find((c) => c.id === chatId);
    const last = this.state.rooms[chatId]?.messages.at(-1) ?? chat?.last_message;
    if (!chat || !last || (chat.state.last_read_id === last.id && chat.state.unread_count === 0)) return;
    try {
      const reply = await pushAction("mark_as_read", { chat_id: chatId, message_id: last.id });
      this.upsertChat(reply.chat);
    } catch {
      // Marked again the next time the chat is seen.
    }
  }

  private queueReceived(chat: Chat) {
    const last = chat.last_message;
    if (last && last.from?.id !== this.myId && chat.state.last_received_id !== last.id)
      this.queueReceivedMessage(chat.id, last.id);
  }

  /** mark_as_received, one chat at a time with 200 ms between (§9). */
  private queueReceivedMessage(chatId: ChatId, messageId: string) {
    this.receivedQueue = [...this.receivedQueue.filter((q) => q.chatId !== chatId), { chatId, messageId }];
    if (this.receivedTimer === null) this.drainReceived(0);
  }
  private drainReceived(wait: number) {
    this.receivedTimer = setTimeout(() => {
      const next = this.receivedQueue.shift();
      if (!next) {
        this.receivedTimer = null;
        return;
      }
      void pushAction("mark_as_received", { chat_id: next.chatId, message_id: next.messageId }).catch(() => {});
      this.drainReceived(CHAT_MARK_RECEIVED_PACE_MS);
    }, wait);
  }

  /** The typing notice, at most every 1.6 s per chat. */
  composing(chatId: ChatId) {
    const now = Date.now();
    if (now - (this.composingSent.get(chatId) ?? 0) < CHAT_COMPOSING_THROTTLE_MS) return;
    this.composingSent.set(chatId, now);
    void pushAction("composing", { chat_id: chatId }).catch(() => {});
  }

  // ---- chat settings ----

  async mute(chatId: ChatId, until: "hour" | "day" | "week" | "forever") {
    this.upsertChat((await pushAction("mute", { chat_id: chatId, until })).chat);
  }
  async unmute(chatId: ChatId) {
    this.upsertChat((await pushAction("unmute", { chat_id: chatId })).chat);
  }
  async setStatus(status: ChatStatusType, statusText: string) {
    const { profile } = await pushAction("set_status", { status, status_text: statusText });
    this.set({ profile });
  }
  async createChat(target: { member_id: string } | { group_id: string }) {
    const { chat } = await pushAction("create_chat", target);
    this.upsertChat(chat);
    return chat;
  }
}
