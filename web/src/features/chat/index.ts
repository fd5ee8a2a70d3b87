import { lazy } from "react";
import type { RouteObject } from "react-router";
import { defineFeature } from "../manifest";
import { chatShellTexts } from "./i18n/shell";

/** /chat (the list), /chat/new, /chat/{member|group}/{id} (a room) and /chat/{chatId}/files/{fileId}. */
export const chatRoutes: RouteObject[] = [
  { path: "chat", lazy: async () => ({ Component: (await import("./routes/ChatListPage")).ChatListPage }) },
  { path: "chat/new", lazy: async () => ({ Component: (await import("./routes/NewChatPage")).NewChatPage }) },
  { path: "chat/:kind/:id", lazy: async () => ({ Component: (await import("./routes/ChatRoomPage")).ChatRoomPage }) },
  {
    path: "chat/:kind/:id/files/:fileId",
    lazy: async () => ({ Component: (await import("./routes/ChatFilePage")).ChatFilePage }),
  },
];

// The header's chat button (with can.chat) loads with the chat client after the first screen.
const HeaderChatButton = lazy(async () => ({
  default: (await import("./components/HeaderChatButton")).HeaderChatButton,
}));
// The chat list on the right from 1884 px (communication.md §2), for members who may chat.
const ChatSidebar = lazy(async () => ({ default: (await import("./components/ChatSidebar")).ChatSidebar }));

/** The chat is reached through the header's chat button (shown with can.chat), not through the userbar. */
export const chatFeature = defineFeature({
  key: "chat",
  routes: chatRoutes,
  headerActions: [HeaderChatButton],
  aside: ChatSidebar,
  translations: () => import("./i18n"),
  shellTexts: chatShellTexts,
});
