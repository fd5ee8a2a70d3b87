// The hooks the chat's screens read it through: the data from the query cache, the connection from the socket.
import type { Chat, ChatId } from "@intranet/contracts";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { chatQueries } from "./chat-cache";
import { isMuted } from "./chat-state";
import { ChatSync } from "./chat-sync";
import { chatTransport, type TransportState } from "./socket";

// One sync per query client: it writes into that client's cache, and a test's new client gets a new one.
const syncs = new WeakMap<QueryClient, ChatSync>();
export function chatSync(queryClient: QueryClient): ChatSync {
  let sync = syncs.get(queryClient);
  if (!sync) {
    sync = new ChatSync(queryClient);
    syncs.set(queryClient, sync);
  }
  return sync;
}

/** The chat's sync, listening to the socket while a component that uses it is on screen. */
export function useChatSync(): ChatSync {
  const sync = chatSync(useQueryClient());
  useEffect(() => sync.retain(), [sync]);
  return sync;
}

export function useChatConnection(): TransportState {
  const transport = chatTransport();
  return useSyncExternalStore(
    (listener) => transport.onState(listener),
    () => transport.getState(),
  );
}

/** The member's chats, newest first; `refetch: true` asks again on opening (a group joined since shows its chat). */
export function useChats({ refetch = false } = {}) {
  useChatSync();
  const { ready } = useChatConnection();
  const query = useQuery({ ...chatQueries.chats(), enabled: ready, refetchOnMount: refetch ? "always" : true });
  return { chats: query.data ?? NO_CHATS, loaded: query.data !== undefined };
}

export function useChatProfile() {
  useChatSync();
  return useQuery(chatQueries.profile()).data ?? null;
}

export function useChatConfig() {
  useChatSync();
  return useQuery(chatQueries.config()).data ?? null;
}

export function usePresence() {
  useChatSync();
  return useQuery(chatQueries.presence()).data ?? NO_PRESENCE;
}

/** Who is typing in the chat now. */
export function useTypists(chatId: ChatId) {
  useChatSync();
  const typists = useQuery(chatQueries.typing(chatId)).data ?? [];
  return typists.filter((t) => t.until > Date.now());
}

/** This tab's messages to the chat that the server has not acknowledged yet. */
export function usePending(chatId: ChatId) {
  useChatSync();
  return (useQuery(chatQueries.pending()).data ?? []).filter((p) => p.chat_id === chatId);
}

/** A room's history: loaded on first opening, resynced when opened again while held. */
export function useChatRoom(chatId: ChatId, enabled = true) {
  const sync = useChatSync();
  const { ready } = useChatConnection();
  const active = enabled && ready;
  const query = useQuery({ ...chatQueries.room(useQueryClient(), chatId), enabled: active });
  useEffect(() => {
    if (active) sync.openChat(chatId);
  }, [active, chatId, sync]);
  return { room: query.data, loaded: query.data !== undefined || query.isError, error: query.error };
}

/** Sum of unread messages over the chats that are not muted (the header button's count). */
export const unreadTotal = (chats: Chat[]) =>
  chats.reduce((sum, chat) => sum + (isMuted(chat) ? 0 : chat.state.unread_count), 0);

const NO_CHATS: Chat[] = [];
const NO_PRESENCE = { online: [], busy: [] };
