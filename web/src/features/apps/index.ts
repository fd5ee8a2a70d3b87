import { redirect } from "react-router";
import { defineFeature, type FeatureRoute, userbarWidget } from "../manifest";
import translations from "./i18n";

const items = () => import("./routes/AppItemsPage");
const item = () => import("./routes/ItemPage");
const form = () => import("./routes/ItemFormPage");
const creator = () => import("./routes/AppCreatorRoutes");
const title = { title: "apps.shell.apps" } as const;

/**
 * Apps (server module `apps`): the app creator, an app's items as a wall (kanban) or a list, an item in its layout's
 * tabs, its form, and the archive; the userbar's flagged apps.
 */
export const appsRoutes: FeatureRoute[] = [
  {
    path: "apps",
    handle: title,
    lazy: async () => ({ Component: (await import("./routes/AppsIndexPage")).AppsIndexPage }),
  },
  // A group's apps in its administration (the apps module's `groupAdministrationLinks`).
  {
    path: "groups/:slug/administration/apps",
    handle: title,
    lazy: async () => ({ Component: (await import("./routes/GroupAppsPage")).GroupAppsPage }),
  },
  { path: "apps/new", handle: title, lazy: async () => ({ Component: (await creator()).AppNewPage }) },
  // The userbar's route of an app (administration.md §2): its items.
  {
    path: "apps/:appSlug",
    handle: title,
    loader: ({ params }) => redirect(`/apps/${encodeURIComponent(params.appSlug ?? "")}/items`),
  },
  { path: "apps/:appSlug/edit", handle: title, lazy: async () => ({ Component: (await creator()).AppEditPage }) },
  { path: "apps/:appSlug/items", handle: title, lazy: async () => ({ Component: (await items()).AppItemsPage }) },
  {
    path: "apps/:appSlug/items/archive",
    handle: title,
    lazy: async () => ({ Component: (await import("./routes/ArchivePage")).ArchivePage }),
  },
  { path: "apps/:appSlug/items/new", handle: title, lazy: async () => ({ Component: (await form()).ItemNewPage }) },
  { path: "apps/:appSlug/items/:id", handle: title, lazy: async () => ({ Component: (await item()).ItemPage }) },
  {
    path: "apps/:appSlug/items/:id/edit",
    handle: title,
    lazy: async () => ({ Component: (await form()).ItemEditPage }),
  },
];

export const appsFeature = defineFeature({
  key: "apps",
  routes: appsRoutes,
  translations,
  // The app creator's gate reads the member's groups (groups' myGroupsQuery) for a group's app.
  shows: ["groups"],
  userbarWidgets: [userbarWidget(() => import("./components/AppsUserbarBlock"), "AppsUserbarBlock")],
});
