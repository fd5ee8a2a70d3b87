import { IconInfoCircle } from "@tabler/icons-react";
import type { ComponentType } from "react";
import { defineFeature, type FeatureRoute, userbarWidget } from "../manifest";
import { INFO_PATHS } from "./api";
import translations from "./i18n";

const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });
const screens = () => import("./routes/PagesPages");
const more = () => import("./routes/MorePage");

/** Network pages (server module `group-pages`, pages without a group): /info, /more, /pages/{slug} and their editor. */
export const pagesRoutes: FeatureRoute[] = [
  { path: "info", handle: { title: "pages.infoTitle" }, lazy: page(screens, "InfoPage") },
  { path: "more", handle: { title: "pages.moreTitle" }, lazy: page(more, "MorePage") },
  { path: "pages", handle: { title: "pages.moreTitle" }, lazy: page(more, "MorePage") },
  { path: "pages/new", handle: { title: "pages.form.newTitle" }, lazy: page(screens, "NetworkPageFormPage") },
  { path: "pages/:pageSlug", handle: { title: "pages.moreTitle" }, lazy: page(screens, "NetworkPageViewPage") },
  { path: "pages/:pageSlug/edit", handle: { title: "pages.edit" }, lazy: page(screens, "NetworkPageFormPage") },
];

export const pagesFeature = defineFeature({
  key: "pages",
  routes: pagesRoutes,
  translations,
  moduleLinks: [
    { key: "info", label: "pages.shell.info", to: "/info", icon: IconInfoCircle, alsoActiveOn: INFO_PATHS },
  ],
  userbarWidgets: [userbarWidget(() => import("./components/PagesUserbarBlock"), "PagesUserbarBlock")],
});
