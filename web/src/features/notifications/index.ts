import { UnreadKey } from "@intranet/contracts";
import { IconBell } from "@tabler/icons-react";
import type { RouteObject } from "react-router";
import { defineFeature } from "../manifest";
import { notificationsShellTexts } from "./i18n/shell";

/** /notifications: what happened to the member's activities, replies and mentions. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: "notifications",
    lazy: async () => ({ Component: (await import("./routes/NotificationsPage")).NotificationsPage }),
  },
  {
    path: "groups/:slug/notifications",
    lazy: async () => ({ Component: (await import("./routes/NotificationsPage")).GroupNotificationsPage }),
  },
];

export const notificationsFeature = defineFeature({
  key: "notifications",
  routes: notificationsRoutes,
  translations: () => import("./i18n"),
  shellTexts: notificationsShellTexts,
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
