import { IconBroadcast } from "@tabler/icons-react";
import { defineFeature, type FeatureRoute, userbarWidget } from "../manifest";
import translations from "./i18n";

const directoryPage = () => import("./routes/ChannelsDirectoryPage");
const settingsPage = () => import("./routes/ChannelSettingsPage");
const widgetFormPage = () => import("./routes/ChannelWidgetFormPage");
const widgetPage = async () => ({ Component: (await import("./routes/ChannelWidgetPage")).ChannelWidgetPage });
const title = { title: "channels.shell.channels" as const };

/**
 * Channels (server module `channels`): the directory's channels tab, a channel's page built from its layout, its
 * settings, layout, design and widget editors, and the administration's subscription assignment.
 */
export const channelsRoutes: FeatureRoute[] = [
  { path: "channels", handle: title, lazy: async () => ({ Component: (await directoryPage()).ChannelsDirectoryPage }) },
  {
    path: "directory/channels",
    handle: title,
    lazy: async () => ({ Component: (await directoryPage()).ChannelsDirectoryPage }),
  },
  { path: "channels/new", handle: title, lazy: async () => ({ Component: (await settingsPage()).ChannelNewPage }) },
  {
    path: "channels/:slug",
    handle: title,
    lazy: async () => ({ Component: (await import("./routes/ChannelPage")).ChannelPage }),
  },
  // communication.md §Channels: a deeper address the routes below do not name shows the channel's page.
  {
    path: "channels/:slug/*",
    handle: title,
    lazy: async () => ({ Component: (await import("./routes/ChannelPage")).ChannelPage }),
  },
  {
    path: "channels/:slug/edit",
    handle: title,
    lazy: async () => ({ Component: (await settingsPage()).ChannelEditPage }),
  },
  {
    path: "channels/:slug/layout/edit",
    handle: title,
    lazy: async () => ({ Component: (await import("./routes/ChannelLayoutPage")).ChannelLayoutPage }),
  },
  {
    path: "channels/:slug/design/edit",
    handle: title,
    lazy: async () => ({ Component: (await import("./routes/ChannelDesignPage")).ChannelDesignPage }),
  },
  {
    path: "channels/:slug/widgets",
    handle: title,
    lazy: async () => ({ Component: (await import("./routes/ChannelWidgetsPage")).ChannelWidgetsPage }),
  },
  {
    path: "channels/:slug/widgets/new",
    handle: title,
    lazy: async () => ({ Component: (await widgetFormPage()).ChannelWidgetNewPage }),
  },
  // One widget as readers see it (communication.md §2 "/widgets/{widgetId} (optional ?lng)"), by id alone and under
  // its channel (the widget's `path`).
  { path: "widgets/:widgetId", handle: title, lazy: widgetPage },
  { path: "channels/:slug/widgets/:widgetId", handle: title, lazy: widgetPage },
  {
    path: "channels/:slug/administration",
    handle: title,
    lazy: async () => ({ Component: (await import("./routes/ChannelAdministrationPage")).ChannelAdministrationPage }),
  },
  {
    path: "channels/:slug/widgets/:widgetId/edit",
    handle: title,
    lazy: async () => ({ Component: (await widgetFormPage()).ChannelWidgetEditPage }),
  },
  {
    path: "administration/channel_settings/assign_channel_subscriptions",
    handle: { title: "channels.shell.assignSubscriptions" },
    lazy: async () => ({ Component: (await import("./routes/AssignSubscriptionsPage")).AssignSubscriptionsPage }),
  },
];

export const channelsFeature = defineFeature({
  key: "channels",
  routes: channelsRoutes,
  translations,
  // administration.md "Module links": channels, at /channels (the directory of channels every member may read).
  moduleLinks: [{ key: "channels", label: "channels.shell.channels", to: "/channels", icon: IconBroadcast }],
  userbarWidgets: [userbarWidget(() => import("./components/ChannelsUserbarBlock"), "ChannelsUserbarBlock")],
  // The assignment screen uses the administration's AdminOnly guard; /directory/channels the directory's tab bar.
  shows: ["administration", "groups"],
});
