// The chat's data in the query cache: its keys, the queries that read it, and the writes the socket's events and
// the chat's actions make to it.
import type { Chat, ChatConfig, ChatId, ChatMessage, ChatProfile } from "@intranet/contracts";
import { type DataTag, type QueryClient, queryOptions, skipToken } from "@tanstack/react-query";
import { type ChatRoom, mergeMessages, type PendingMessage, type Presence, sortChats, type Typist } from "./chat-state";
import { pushAction } from "./socket";

/** A key that carries the type of its data, so reads and writes of the cache are typed. */
const key = <T>(...parts: string[]) => ["chat", ...parts] as DataTag<string[], T, Error>;

export const chatKeys = {
  all: ["chat"],
  chats: key<Chat[]>("chats"),
  profile: key<ChatProfile>("profile"),
  config: key<ChatConfig>("config"),
  presence: key<Presence>("presence"),
  pending: key<PendingMessage[]>("pending"),
  rooms: ["chat", "room"],
  room: (chatId: ChatId) => key<ChatRoom>("room", chatId),
  typing: (chatId: ChatId) => key<Typist[]>("typing", chatId),
};

/** The socket keeps chat data current: nothing goes stale, nothing is dropped, a failure waits for the next connect. */
export const liveOptions = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY, retry: false };

/** Data only the socket's events and this tab's actions write (profile, settings, presence, typing, pending sends). */
const pushedQuery = <T>(queryKey: DataTag<string[], T, Error>) =>
  queryOptions<T, Error, T, string[]>({ queryKey, queryFn: skipToken, ...liveOptions });

export const chatQueries = {
  chats: () =>
    queryOptions({
      queryKey: chatKeys.chats,
      queryFn: async () => sortChats((await pushAction("my_chats", {})).chats),
      ...liveOptions,
    }),
  profile: () => pushedQuery(chatKeys.profile),
  config: () => pushedQuery(chatKeys.config),
  presence: () => pushedQuery(chatKeys.presence),
  pending: () => pushedQuery(chatKeys.pending),
  typing: (chatId: ChatId) => pushedQuery(chatKeys.typing(chatId)),
  /** A room's latest messages with the chat itself (put into the list); events arriving meanwhile are kept. */
  room: (queryClient: QueryClient, chatId: ChatId) =>
    queryOptions({
      queryKey: chatKeys.room(chatId),
      queryFn: async (): Promise<ChatRoom> => {
        const { chat, messages } = await pushAction("chat_details", { chat_id: chatId });
        upsertChat(queryClient, chat);
        const merged = mergeMessages(roomOf(queryClient, chatId)?.messages ?? [], messages);
        return { messages: merged, hasMore: (merged[0]?.seq ?? 1) > 1 };
      },
      ...liveOptions,
    }),
};

export const chatsOf = (queryClient: QueryClient) => queryClient.getQueryData(chatKeys.chats) ?? [];
export const roomOf = (queryClient: QueryClient, chatId: ChatId) => queryClient.getQueryData(chatKeys.room(chatId));
export const pendingOf = (queryClient: QueryClient) => queryClient.getQueryData(chatKeys.pending) ?? [];
export const myIdOf = (queryClient: QueryClient) => queryClient.getQueryData(chatKeys.profile)?.id ?? null;

/** The rooms whose history is held (resynced after a reconnect). */
export const heldRooms = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: chatKeys.rooms })
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.queryKey[2] as ChatId);

export function upsertChat(queryClient: QueryClient, chat: Chat) {
  queryClient.setQueryData(chatKeys.chats, (chats = []) => sortChats([...chats.filter((c) => c.id !== chat.id), chat]));
}

export function patchChat(queryClient: QueryClient, chatId: ChatId, patch: (chat: Chat) => Chat) {
  const chat = chatsOf(queryClient).find((c) => c.id === chatId);
  if (chat) upsertChat(queryClient, patch(chat));
}

/** Merges messages into a held room; a room not held stays unloaded (it loads whole when opened). */
export function mergeIntoRoom(
  queryClient: QueryClient,
  chatId: ChatId,
  messages: ChatMessage[],
  change: Partial<ChatRoom> = {},
) {
  queryClient.setQueryData(chatKeys.room(chatId), (room) =>
    room ? { ...room, ...change, messages: mergeMessages(room.messages, messages) } : room,
  );
}

export function updatePending(queryClient: QueryClient, update: (pending: PendingMessage[]) => PendingMessage[]) {
  queryClient.setQueryData(chatKeys.pending, (pending = []) => update(pending));
}
