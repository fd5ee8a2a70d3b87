import { lazy } from "react";
import { defineFeature, type FeatureRoute } from "../manifest";
import { evaluateChatContracts } from "./contract-steps";
import translations from "./i18n";

/** A chat screen, for members who may chat (routes/chat-gate.tsx). */
const chatScreen =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => {
    const [screens, { forChatMembers }] = await Promise.all([load(), import("./routes/chat-gate")]);
    return { Component: forChatMembers(screens[name]) };
  };

/** /chat (the list), /chat/new, /chat/{member|group}/{id} (a room) and /chat/{chatId}/files/{fileId}. */
export const chatRoutes: FeatureRoute[] = [
  {
    path: "chat",
    handle: { title: "chat.headline" },
    lazy: chatScreen(() => import("./routes/ChatListPage"), "ChatListPage"),
  },
  {
    path: "chat/new",
    handle: { title: "chat.newChat.title" },
    lazy: chatScreen(() => import("./routes/NewChatPage"), "NewChatPage"),
  },
  {
    path: "chat/:kind/:id",
    handle: { title: "chat.shell.link" },
    lazy: chatScreen(() => import("./routes/ChatRoomPage"), "ChatRoomPage"),
  },
  {
    path: "chat/:kind/:id/files/:fileId",
    handle: { title: "chat.files.title" },
    lazy: chatScreen(() => import("./routes/ChatFilePage"), "ChatFilePage"),
  },
];

// The header's chat button (with can.chat) loads with the chat client after the first screen, its contract's
// modules first, one per task.
const HeaderChatButton = lazy(async () => {
  await evaluateChatContracts();
  return { default: (await import("./components/HeaderChatButton")).HeaderChatButton };
});
// The chat list on the right from 1884 px (communication.md §2), for members who may chat.
const ChatSidebar = lazy(async () => {
  await evaluateChatContracts();
  return { default: (await import("./components/ChatSidebar")).ChatSidebar };
});

/** The chat is reached through the header's chat button (shown with can.chat), not through the userbar. */
export const chatFeature = defineFeature({
  key: "chat",
  routes: chatRoutes,
  headerActions: [HeaderChatButton],
  aside: ChatSidebar,
  translations,
});
