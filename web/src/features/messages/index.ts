import type { RouteObject } from "react-router";

export { unreadsQuery } from "./api";

/** /messages (inbox), /messages/sent, /messages/new (?to, ?reply, ?reply_all, ?forward), /messages/{messageId}. */
export const messagesRoutes: RouteObject[] = [
  { path: "messages", lazy: async () => ({ Component: (await import("./routes/MessagesListPage")).InboxPage }) },
  { path: "messages/sent", lazy: async () => ({ Component: (await import("./routes/MessagesListPage")).SentPage }) },
  { path: "messages/new", lazy: async () => ({ Component: (await import("./routes/NewMessagePage")).NewMessagePage }) },
  {
    path: "messages/:messageId",
    lazy: async () => ({ Component: (await import("./routes/MessagePage")).MessagePage }),
  },
];
export { MessagesUnreadBadge } from "./components/MessagesUnreadBadge";
