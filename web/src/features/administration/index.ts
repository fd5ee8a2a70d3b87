import { IconMailForward, IconSettings, IconTimeline } from "@tabler/icons-react";
import { defineFeature, type FeatureRoute } from "../manifest";
import { administrationShellTexts } from "./i18n/shell";

const streams = () => import("./routes/ActivityStreamsPage");

/**
 * Network administration: the settings built so far (server module `network`), the network's activity streams
 * (`activities`) and the development outbox (`mail`).
 */
export const administrationRoutes: FeatureRoute[] = [
  {
    path: "administration",
    handle: { title: "administration.title" },
    lazy: async () => ({ Component: (await import("./routes/AdministrationPage")).AdministrationPage }),
  },
  {
    path: "administration/settings/edit",
    handle: { title: "administration.settings.title" },
    lazy: async () => ({ Component: (await import("./routes/SettingsPage")).SettingsPage }),
  },
  {
    path: "administration/activitystreams",
    handle: { title: "administration.shell.activitystreams" },
    lazy: async () => ({ Component: (await streams()).ActivityStreamsPage }),
  },
  {
    path: "administration/activitystreams/new",
    handle: { title: "administration.streams.new" },
    lazy: async () => ({ Component: (await streams()).NewActivityStreamPage }),
  },
  {
    path: "administration/activitystreams/:id/edit",
    handle: { title: "administration.shell.activitystreams" },
    lazy: async () => ({ Component: (await streams()).EditActivityStreamPage }),
  },
  {
    path: "administration/outbox",
    handle: { title: "administration.shell.outbox" },
    lazy: async () => ({ Component: (await import("./routes/OutboxPage")).OutboxPage }),
  },
];

export const administrationFeature = defineFeature({
  key: "administration",
  routes: administrationRoutes,
  translations: () => import("./i18n"),
  shellTexts: administrationShellTexts,
  adminLinks: [
    {
      key: "settings",
      label: "administration.shell.settings",
      to: "/administration/settings/edit",
      icon: IconSettings,
    },
    {
      key: "activitystreams",
      label: "administration.shell.activitystreams",
      to: "/administration/activitystreams",
      icon: IconTimeline,
    },
    { key: "outbox", label: "administration.shell.outbox", to: "/administration/outbox", icon: IconMailForward },
  ],
});
