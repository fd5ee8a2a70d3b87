import { UnreadKey } from "@intranet/contracts";
import { IconBell } from "@tabler/icons-react";
import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

/** /notifications: what happened to the member's activities, replies and mentions. */
export const notificationsRoutes: FeatureRoute[] = [
  {
    path: "notifications",
    handle: { title: "notifications.title" },
    lazy: async () => ({ Component: (await import("./routes/NotificationsPage")).NotificationsPage }),
  },
  {
    path: "groups/:slug/notifications",
    handle: { title: "notifications.title" },
    lazy: async () => ({ Component: (await import("./routes/NotificationsPage")).GroupNotificationsPage }),
  },
];

export const notificationsFeature = defineFeature({
  key: "notifications",
  routes: notificationsRoutes,
  translations,
  /** A group's notifications show under the group's header. */
  shows: ["groups"],
  notifications: [
    {
      key: "notifications",
      unread: UnreadKey.Notifications,
      to: "/notifications",
      label: "notifications.shell.notification",
      icon: IconBell,
    },
  ],
});
