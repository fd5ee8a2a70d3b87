import {
  CHAT_COMPOSING_CLEAR_MS,
  CHAT_COMPOSING_THROTTLE_MS,
  CHAT_MARK_RECEIVED_PACE_MS,
  type Chat,
  type ChatId,
  type ChatMessage,
  type ChatStatusType,
} from "@intranet/contracts";
import type { QueryClient } from "@tanstack/react-query";
import {
  chatKeys,
  chatQueries,
  chatsOf,
  heldRooms,
  liveOptions,
  mergeIntoRoom,
  myIdOf,
  patchChat,
  pendingOf,
  roomOf,
  updatePending,
  upsertChat,
} from "./chat-cache";
import {
  contiguousSeq,
  newCid,
  type PendingMessage,
  RESEND_DELAY_MS,
  RESYNC_RETRIED,
  RESYNC_RETRY_MAX_MS,
  RESYNC_RETRY_MS,
  RESYNC_ROUNDS,
} from "./chat-state";
import { ChatRequestError, chatTransport, onChatEvent, pushAction, type TransportState } from "./socket";

export type Draft = Pick<PendingMessage, "text"> &
  Partial<Omit<PendingMessage, "cid" | "chat_id" | "created_at" | "error">>;

/**
 * Keeps the chat's part of the query cache in step with the socket: events write into it, a reconnect reloads the
 * list and resyncs the held rooms, sends show at once (keyed by cid) and are resent until acknowledged. It holds
 * only the timers and guards of that work; every piece of chat data is in the query cache.
 */
export class ChatSync {
  private users = 0;
  private unsubscribe: (() => void)[] = [];
  private seenOpens = 0;
  private inFlight = new Set<string>();
  private resendTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private receivedQueue: { chatId: ChatId; messageId: string }[] = [];
  private receivedTimer: ReturnType<typeof setTimeout> | null = null;
  private composingSent = new Map<string, number>();
  /** The rooms being resynced, each with the connection (its count of opens) it runs on. */
  private resyncing = new Map<string, number>();
  /** Rooms that showed a hole while their resync ran: asked once more when it ends. */
  private resyncAgain = new Set<string>();
  private resyncTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private loadingOlder = new Set<string>();

  constructor(private readonly queryClient: QueryClient) {
    queryClient.setQueryDefaults(chatKeys.all, liveOptions);
  }

  /** Starts listening with the first screen that shows the chat; stops when the last one is gone. */
  retain(): () => void {
    if (this.users++ === 0) this.start();
    return () => {
      if (--this.users === 0) this.stop();
    };
  }

  private start() {
    const transport = chatTransport();
    const q = this.queryClient;
    this.unsubscribe.push(
      transport.onState(() => this.onConnection(transport.getState())),
      onChatEvent("message", ({ message }) => this.receive(message, true)),
      onChatEvent("update_message", ({ message }) => this.receive(message, false)),
      onChatEvent("delete_message", ({ message }) => this.receive(message, false)),
      onChatEvent("create_chat", ({ chat }) => upsertChat(q, chat)),
      onChatEvent("mute_chat", ({ chat }) => upsertChat(q, chat)),
      onChatEvent("unmute_chat", ({ chat }) => upsertChat(q, chat)),
      onChatEvent("my_profile", ({ profile }) => q.setQueryData(chatKeys.profile, profile)),
      onChatEvent("presence", (presence) => q.setQueryData(chatKeys.presence, presence)),
      onChatEvent("network_info", ({ config }) => q.setQueryData(chatKeys.config, config)),
      onChatEvent("composing", ({ chat_id, member }) => this.typing(chat_id, member)),
      onChatEvent("mark_as_read", (e) => this.marker("read", e)),
      onChatEvent("mark_as_received", (e) => this.marker("received", e)),
    );
    this.onConnection(transport.getState());
  }

  private stop() {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    for (const timer of [...this.resendTimers.values(), ...this.resyncTimers.values()]) clearTimeout(timer);
    this.resendTimers.clear();
    this.resyncTimers.clear();
    if (this.receivedTimer) clearTimeout(this.receivedTimer);
    this.receivedTimer = null;
  }

  private onConnection(connection: TransportState) {
    if (!connection.ready || connection.opens <= this.seenOpens) return;
    this.seenOpens = connection.opens;
    void this.loadBasics();
    for (const chatId of heldRooms(this.queryClient)) void this.resync(chatId);
    for (const p of pendingOf(this.queryClient)) if (!p.error) void this.deliver(p.cid);
  }

  private async loadBasics() {
    const q = this.queryClient;
    try {
      const info = pushAction("network_info", {}).then(({ config, profile }) => {
        q.setQueryData(chatKeys.config, config);
        q.setQueryData(chatKeys.profile, profile);
      });
      const [, chats] = await Promise.all([info, q.fetchQuery({ ...chatQueries.chats(), staleTime: 0 })]);
      for (const chat of chats) this.queueReceived(chat);
    } catch {
      // The error event carries it to the alert; the next connect asks again.
    }
  }

  /** Opening a room whose history is held asks for what came meanwhile (the room's query loads it otherwise). */
  openChat(chatId: ChatId) {
    if (roomOf(this.queryClient, chatId)) void this.resync(chatId);
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
    const room = roomOf(this.queryClient, chatId);
    const first = room?.messages[0];
    if (!room?.hasMore || !first || this.loadingOlder.has(chatId)) return;
    this.loadingOlder.add(chatId);
    try {
      const reply = await pushAction("more_messages", { chat_id: chatId, before_seq: first.seq });
      mergeIntoRoom(this.queryClient, chatId, reply.messages, { hasMore: reply.has_more });
    } catch {
      // The button stays; reading up again asks again.
    } finally {
      this.loadingOlder.delete(chatId);
    }
  }

  /**
   * After a reconnect or a hole: asks for everything after the last seq held without a hole, until complete. A resync
   * of an earlier connection never holds back the one of a new connection; a lost reply (timeout) or a busy server is
   * asked again while connected (1 s, 2 s, 4 s… up to 30 s); a lost socket resyncs on the reconnect.
   */
  async resync(chatId: ChatId, attempt = 0): Promise<void> {
    const connection = chatTransport().getState().opens;
    if (this.resyncing.get(chatId) === connection) {
      this.resyncAgain.add(chatId);
      return;
    }
    clearTimeout(this.resyncTimers.get(chatId));
    this.resyncTimers.delete(chatId);
    this.resyncing.set(chatId, connection);
    let retry = false;
    try {
      for (let round = 0; round < RESYNC_ROUNDS; round++) {
        const after = contiguousSeq(roomOf(this.queryClient, chatId)?.messages ?? []);
        const reply = await pushAction("more_messages", { chat_id: chatId, after_seq: after });
        mergeIntoRoom(this.queryClient, chatId, reply.messages);
        const merged = roomOf(this.queryClient, chatId)?.messages ?? [];
        const complete = contiguousSeq(merged) === (merged.at(-1)?.seq ?? 0);
        if ((!reply.has_more && complete) || reply.messages.length === 0) break;
      }
    } catch (error) {
      retry = error instanceof ChatRequestError && RESYNC_RETRIED.has(error.reason);
    } finally {
      if (this.resyncing.get(chatId) === connection) this.resyncing.delete(chatId);
    }
    if (this.resyncing.has(chatId)) return;
    if (this.resyncAgain.delete(chatId)) return this.resync(chatId);
    if (!retry || this.users === 0 || chatTransport().getState().opens !== connection) return;
    const timer = setTimeout(
      () => {
        this.resyncTimers.delete(chatId);
        void this.resync(chatId, attempt + 1);
      },
      Math.min(RESYNC_RETRY_MS * 2 ** attempt, RESYNC_RETRY_MAX_MS),
    );
    this.resyncTimers.set(chatId, timer);
  }

  private receive(message: ChatMessage, isNew: boolean) {
    const q = this.queryClient;
    const chatId = message.chat_id;
    if (message.cid) updatePending(q, (pending) => pending.filter((p) => p.cid !== message.cid));
    const held = roomOf(q, chatId)?.messages;
    if (held) {
      // A hole after the last seq held without one (not merely after the last held: a resync may be filling one).
      const gapFree = contiguousSeq(held);
      mergeIntoRoom(q, chatId, [message]);
      if (isNew && message.seq > gapFree + 1) void this.resync(chatId);
    } else if (q.getQueryState(chatKeys.room(chatId))?.fetchStatus === "fetching") {
      // The room's history is on its way and may have been read before this message was written: it joins the
      // history when that lands (fetchQuery waits for the fetch under way rather than asking again).
      void q.fetchQuery(chatQueries.room(q, chatId)).then(
        () => mergeIntoRoom(q, chatId, [message]),
        () => {},
      );
    }
    const own = message.from?.id === myIdOf(q);
    // The author's message is here: their typing notice ends with it rather than up to 2 s later.
    const author = message.from?.id;
    if (isNew && author && q.getQueryData(chatKeys.typing(chatId))?.some((t) => t.id === author))
      q.setQueryData(chatKeys.typing(chatId), (typists) => typists?.filter((t) => t.id !== author));
    patchChat(q, chatId, (chat) => {
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
    if (isNew && !chatsOf(q).some((c) => c.id === chatId)) void this.loadBasics();
    if (isNew && !own) this.queueReceivedMessage(chatId, message.id);
  }

  private marker(kind: "read" | "received", e: { chat_id: ChatId; member_id: string; message_id: string }) {
    const key = kind === "read" ? "last_read_id" : "last_received_id";
    const mine = e.member_id === myIdOf(this.queryClient);
    patchChat(this.queryClient, e.chat_id, (chat) => {
      if (mine) {
        const reset = kind === "read" && chat.last_message?.id === e.message_id;
        return { ...chat, state: { ...chat.state, [key]: e.message_id, ...(reset ? { unread_count: 0 } : {}) } };
      }
      const partner = chat.partner_state ?? { last_read_id: null, last_received_id: null };
      return { ...chat, partner_state: { ...partner, [key]: e.message_id } };
    });
  }

  private typing(chatId: ChatId, member: { id: string; name: string }) {
    const key = chatKeys.typing(chatId);
    const current = () => (this.queryClient.getQueryData(key) ?? []).filter((t) => t.until > Date.now());
    const others = current().filter((t) => t.id !== member.id);
    this.queryClient.setQueryData(key, [...others, { ...member, until: Date.now() + CHAT_COMPOSING_CLEAR_MS }]);
    setTimeout(() => this.queryClient.setQueryData(key, current()), CHAT_COMPOSING_CLEAR_MS + 10);
  }

  send(chatId: ChatId, draft: Draft): string {
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
    updatePending(this.queryClient, (all) => [...all, pending]);
    void this.deliver(pending.cid);
    return pending.cid;
  }

  /** Sends (or resends, with the same cid) one pending message; a timeout tries again, a reconnect too. */
  private async deliver(cid: string) {
    const p = pendingOf(this.queryClient).find((m) => m.cid === cid);
    if (!p || this.inFlight.has(cid) || !chatTransport().getState().ready) return;
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
        const failed = error instanceof Error ? error : new Error(String(error));
        updatePending(this.queryClient, (all) => all.map((m) => (m.cid === cid ? { ...m, error: failed } : m)));
      }
    }
  }

  discard(cid: string) {
    updatePending(this.queryClient, (all) => all.filter((m) => m.cid !== cid));
  }

  async edit(messageId: string, text: string) {
    const { message } = await pushAction("update_message", { message_id: messageId, text });
    this.receive(message, false);
  }

  async remove(messageId: string) {
    const { message } = await pushAction("delete_message", { message_id: messageId });
    this.receive(message, false);
  }

  async markRead(chatId: ChatId) {
    const chat = chatsOf(this.queryClient).find((c) => c.id === chatId);
    const last = roomOf(this.queryClient, chatId)?.messages.at(-1) ?? chat?.last_message;
    if (!chat || !last || (chat.state.last_read_id === last.id && chat.state.unread_count === 0)) return;
    try {
      const reply = await pushAction("mark_as_read", { chat_id: chatId, message_id: last.id });
      upsertChat(this.queryClient, reply.chat);
    } catch {
      // Marked again the next time the chat is seen.
    }
  }

  private queueReceived(chat: Chat) {
    const last = chat.last_message;
    if (last && last.from?.id !== myIdOf(this.queryClient) && chat.state.last_received_id !== last.id)
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

  async mute(chatId: ChatId, until: "hour" | "day" | "week" | "forever") {
    upsertChat(this.queryClient, (await pushAction("mute", { chat_id: chatId, until })).chat);
  }
  async unmute(chatId: ChatId) {
    upsertChat(this.queryClient, (await pushAction("unmute", { chat_id: chatId })).chat);
  }
  async setStatus(status: ChatStatusType, statusText: string) {
    const { profile } = await pushAction("set_status", { status, status_text: statusText });
    this.queryClient.setQueryData(chatKeys.profile, profile);
  }
  async createChat(target: { member_id: string } | { group_id: string }) {
    const { chat } = await pushAction("create_chat", target);
    upsertChat(this.queryClient, chat);
    return chat;
  }
}
