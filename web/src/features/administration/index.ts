import { IconSettings } from "@tabler/icons-react";
import { lazy } from "react";
import { defineFeature, type FeatureRoute, userbarWidget } from "../manifest";
import translations from "./i18n";
import { administrationPublicRoutes } from "./public";

export { AdminOnly } from "./components/AdminOnly";
export { administrationPublic, administrationPublicRoutes } from "./public";

/**
 * The administration's layout (side navigation, phone menu) as a lazy route's module, for the administration screens
 * of other features: its menu is no part of the first screen. It is the network administration's route guard too:
 * every /administration screen sits below it, so none draws or asks the server for whoever may not administrate.
 */
export const administrationLayoutRoute = async () => ({
  Component: (await import("./components/AdministrationLayout")).AdministrationLayout,
});

/** The same guard for a group's administration screens (the group's `can`), as a lazy route's module. */
export const groupAdministrationLayoutRoute = async () => ({
  Component: (await import("./components/ContextAdministrationLayout")).GroupAdministrationLayout,
});

/** The same guard for a group category's administration screens (the preload's category), as a lazy route's module. */
export const categoryAdministrationLayoutRoute = async () => ({
  Component: (await import("./components/ContextAdministrationLayout")).CategoryAdministrationLayout,
});

const streams = () => import("./routes/ActivityStreamsPage");
const legalText = () => import("./routes/LegalTextPage");

/**
 * Network administration (server module `administration`): the landing and the side navigation from the
 * administration userbar the server assembles from every module, legal texts and the imprint (administrators; the
 * public /legal and /imprint pages for everyone), the settings (`network`), the network's activity streams
 * (`activities`) and the development outbox (`mail`).
 */
export const administrationRoutes: FeatureRoute[] = [
  {
    handle: { title: "administration.title" },
    lazy: administrationLayoutRoute,
    children: [
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
        path: "administration/tags",
        handle: { title: "administration.shell.tags" },
        lazy: async () => ({ Component: (await import("./routes/TagsPage")).TagsPage }),
      },
      {
        path: "administration/join_requests",
        handle: { title: "administration.shell.join_requests" },
        lazy: async () => ({ Component: (await import("./routes/JoinRequestsPage")).JoinRequestsPage }),
      },
      {
        path: "administration/outbox",
        handle: { title: "administration.shell.outbox" },
        lazy: async () => ({ Component: (await import("./routes/OutboxPage")).OutboxPage }),
      },
      {
        path: "administration/legal_texts",
        handle: { title: "administration.shell.legal_texts" },
        lazy: async () => ({ Component: (await import("./routes/LegalTextsPage")).LegalTextsPage }),
      },
      {
        path: "administration/legal_texts/new",
        handle: { title: "administration.legal.new" },
        lazy: async () => ({ Component: (await legalText()).NewLegalTextPage }),
      },
      {
        path: "administration/legal_texts/:id",
        handle: { title: "administration.shell.legal_texts" },
        lazy: async () => ({ Component: (await legalText()).LegalTextPage }),
      },
      {
        path: "administration/legal_texts/:id/edit",
        handle: { title: "administration.shell.legal_texts" },
        lazy: async () => ({ Component: (await legalText()).EditLegalTextPage }),
      },
      {
        path: "administration/audit_log",
        handle: { title: "administration.shell.audit_log" },
        lazy: async () => ({ Component: (await import("./routes/AuditLogPage")).AuditLogPage }),
      },
      {
        path: "administration/statistics",
        handle: { title: "administration.shell.statistics" },
        lazy: async () => ({ Component: (await import("./routes/StatisticsPage")).StatisticsPage }),
      },
      {
        path: "administration/imprint/edit",
        handle: { title: "administration.imprint.title" },
        lazy: async () => ({ Component: (await import("./routes/ImprintEditPage")).ImprintEditPage }),
      },
    ],
  },
  {
    // Under the group's header, as the group's other screens (the groups feature's layout; a static import would close
    // a circle of features: the groups' screens show the widget bars', which import the administration's).
    handle: { title: "administration.title" },
    lazy: async () => (await import("../groups")).groupLayoutRoute(),
    children: [
      {
        handle: { title: "administration.title" },
        lazy: groupAdministrationLayoutRoute,
        children: [
          {
            path: "groups/:slug/administration",
            handle: { title: "administration.title" },
            lazy: async () => ({ Component: (await import("./routes/AdministrationPage")).Landing }),
          },
          {
            path: "groups/:slug/administration/statistics",
            handle: { title: "administration.shell.statistics" },
            lazy: async () => ({ Component: (await import("./routes/StatisticsPage")).StatisticsPage }),
          },
        ],
      },
    ],
  },
  {
    handle: { title: "administration.title" },
    lazy: categoryAdministrationLayoutRoute,
    children: [
      {
        path: "group-categories/:id/administration",
        handle: { title: "administration.title" },
        lazy: async () => ({ Component: (await import("./routes/AdministrationPage")).Landing }),
      },
    ],
  },
];

export const administrationFeature = defineFeature({
  key: "administration",
  routes: administrationRoutes,
  publicRoutes: administrationPublicRoutes,
  translations,
  // A group's administration screens sit under the group's header.
  shows: ["groups"],
  adminLinks: [
    { key: "administration", label: "administration.shell.administration", to: "/administration", icon: IconSettings },
  ],
  userbarWidgets: [
    userbarWidget(() => import("./components/AdministrationUserbarBlock"), "AdministrationUserbarBlock"),
  ],
  overlays: [lazy(() => import("./components/LegalConsent"))],
});
