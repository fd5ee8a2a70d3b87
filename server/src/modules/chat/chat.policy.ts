import type { ChatView } from "./chat.access.js";

/**
 * The viewer may write in a chat they see (chat.access.ts `chatFor` admitted them): in a group chat always; in a
 * direct chat while the partner may chat too (`partnerChats`, asked with the chat's lookup).
 */
export const mayWrite = (view: ChatView) => view.kind === "group" || view.partnerChats;
