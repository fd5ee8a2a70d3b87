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

/** The chat is reached through the header's chat button (shown with can.chat), not through the userbar. */
export const chatFeature = defineFeature({
  key: "chat",
  routes: chatRoutes,
  translations: () => import("./i18n"),
  shellTexts: chatShellTexts,
});
