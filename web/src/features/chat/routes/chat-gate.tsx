import type { ComponentType } from "react";
import { useNetwork } from "../../../api/network";
import { NotFoundPage } from "../../shell";

/**
 * A chat screen for members whose preload says `can.chat` (communication.md §2: the chat appears only for them);
 * anyone else meets the not-found page, and nothing of the chat (its client, its calls) starts.
 */
export function forChatMembers(Screen: ComponentType): ComponentType {
  return function ChatMembersOnly() {
    const mayChat = useNetwork().current_member?.can.chat ?? false;
    return mayChat ? <Screen /> : <NotFoundPage />;
  };
}
