// The tab's one chat client and the hooks the chat's screens read it through.
import type { Chat } from "@intranet/contracts";
import { useSyncExternalStore } from "react";
import { ChatClient } from "./chat-client";
import { type ChatStoreState, isMuted } from "./chat-state";

let client: ChatClient | null = null;
/** The one chat client of the tab, started on first use. */
export function chatClient(): ChatClient {
  if (!client) {
    client = new ChatClient();
    client.start();
  }
  return client;
}
/** Tests start each case with a new client. */
export function resetChatClient() {
  client?.stop();
  client = null;
}

export function useChatState<T>(select: (state: ChatStoreState) => T): T {
  const c = chatClient();
  return useSyncExternalStore(c.subscribe, () => select(c.getState()));
}

/** Sum of unread messages over the chats that are not muted (the header button's count). */
export const unreadTotal = (chats: Chat[]) =>
  chats.reduce((sum, chat) => sum + (isMuted(chat) ? 0 : chat.state.unread_count), 0);
