import { UnreadKey } from "@intranet/contracts";
import { IconMail } from "@tabler/icons-react";
import { defineFeature, type FeatureRoute, isOnPath } from "../manifest";
import { prefetchMessageList } from "./api";
import translations from "./i18n";

/** /messages (inbox), /messages/sent, /messages/new (?to, ?reply, ?reply_all, ?forward), /messages/{messageId}. */
export const messagesRoutes: FeatureRoute[] = [
  {
    path: "messages",
    handle: { title: "directMessages.inbox", prefetch: prefetchMessageList("inbox") },
    lazy: async () => ({ Component: (await import("./routes/MessagesListPage")).InboxPage }),
  },
  {
    path: "messages/sent",
    handle: { title: "directMessages.sent", prefetch: prefetchMessageList("sent") },
    lazy: async () => ({ Component: (await import("./routes/MessagesListPage")).SentPage }),
  },
  {
    path: "messages/new",
    handle: { title: "directMessages.newMessage" },
    lazy: async () => ({ Component: (await import("./routes/NewMessagePage")).NewMessagePage }),
  },
  {
    path: "messages/:messageId",
    handle: { title: "directMessages.shell.link" },
    lazy: async () => ({ Component: (await import("./routes/MessagePage")).MessagePage }),
  },
];

export { messageListQuery } from "./api";

const unreadBadge = { unread: UnreadKey.Messages, testId: "messages-unread-badge" };

export const messagesFeature = defineFeature({
  key: "messages",
  routes: messagesRoutes,
  translations,
  moduleLinks: [
    { key: "messages", label: "directMessages.shell.link", to: "/messages", icon: IconMail, badge: unreadBadge },
  ],
  userbarSections: (pathname) =>
    isOnPath(pathname, ["/messages"])
      ? [
          {
            key: "messages",
            title: "directMessages.shell.link",
            links: [
              {
                key: "messages-inbox",
                label: "directMessages.shell.inbox",
                to: "/messages",
                exact: true,
                badge: unreadBadge,
              },
              { key: "messages-sent", label: "directMessages.shell.sent", to: "/messages/sent" },
            ],
          },
        ]
      : null,
  notifications: [
    {
      key: "messages",
      unread: UnreadKey.Messages,
      to: "/messages",
      label: "directMessages.shell.notification",
      icon: IconMail,
    },
  ],
  tiles: [
    {
      key: "messages",
      to: "/messages",
      icon: IconMail,
      title: "directMessages.shell.link",
      text: "directMessages.shell.tile",
      // Guests read messages but write none (the server refuses them; /messages/new says so).
      guestText: "directMessages.shell.tileGuest",
    },
  ],
});
