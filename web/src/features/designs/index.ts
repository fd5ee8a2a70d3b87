import { lazy } from "react";
import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";
import { designsBareOverlays } from "./public";

const pages = () => import("./routes/DesignsPages");
const page =
  <K extends keyof Awaited<ReturnType<typeof pages>>>(name: K) =>
  async () => ({
    Component: (await pages())[name],
  });

/**
 * Designs and themes (administration §2 "Designs", §3 "Theme") of the network, a group category and a group, and the
 * update central (§2 /administration/update-zentrale). The applied theme paints every screen (ThemeApplier).
 */
export const designsRoutes: FeatureRoute[] = [
  // The network's designs sit behind the network administration's guard and layout (its menu on a phone).
  {
    handle: { title: "designs.title" },
    lazy: async () => (await import("../administration")).administrationLayoutRoute(),
    children: [
      { path: "administration/designs", handle: { title: "designs.title" }, lazy: page("NetworkDesignsPage") },
      {
        path: "administration/designs/new",
        handle: { title: "designs.newTitle" },
        lazy: page("NetworkDesignFormPage"),
      },
      {
        path: "administration/designs/:id/edit",
        handle: { title: "designs.editTitle" },
        lazy: page("NetworkDesignFormPage"),
      },
    ],
  },
  {
    path: "group-categories/:categoryId/administration/designs",
    handle: { title: "designs.title" },
    lazy: page("CategoryDesignsPage"),
  },
  {
    path: "group-categories/:categoryId/administration/designs/new",
    handle: { title: "designs.newTitle" },
    lazy: page("CategoryDesignFormPage"),
  },
  {
    path: "group-categories/:categoryId/administration/designs/:id/edit",
    handle: { title: "designs.editTitle" },
    lazy: page("CategoryDesignFormPage"),
  },
  { path: "groups/:slug/administration/designs", handle: { title: "designs.title" }, lazy: page("GroupDesignsPage") },
  {
    path: "groups/:slug/administration/designs/new",
    handle: { title: "designs.newTitle" },
    lazy: page("GroupDesignFormPage"),
  },
  {
    path: "groups/:slug/administration/designs/:id/edit",
    handle: { title: "designs.editTitle" },
    lazy: page("GroupDesignFormPage"),
  },
  {
    path: "administration/update-zentrale",
    handle: { title: "designs.update.title" },
    lazy: async () => ({ Component: (await import("./routes/UpdateCentralPage")).UpdateCentralPage }),
  },
];

export const designsFeature = defineFeature({
  key: "designs",
  routes: designsRoutes,
  translations,
  // The group variant sits under the group's header; the network's in the administration layout.
  shows: ["groups", "administration"],
  overlays: [lazy(() => import("./components/ThemeApplier")), lazy(() => import("./components/UpgradeOfferModal"))],
  bareOverlays: designsBareOverlays,
});
