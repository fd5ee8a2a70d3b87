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

/** A context's design screens below its administration path: the list, a new design, one design to edit. */
const designScreens = (base: string, context: "Network" | "Category" | "Group"): FeatureRoute[] => [
  { path: `${base}/designs`, handle: { title: "designs.title" }, lazy: page(`${context}DesignsPage`) },
  { path: `${base}/designs/new`, handle: { title: "designs.newTitle" }, lazy: page(`${context}DesignFormPage`) },
  { path: `${base}/designs/:id/edit`, handle: { title: "designs.editTitle" }, lazy: page(`${context}DesignFormPage`) },
];

/**
 * Designs and themes (administration §2 "Designs", §3 "Theme") of the network, a group category and a group, and the
 * update central (§2 /administration/update-zentrale). The applied theme paints every screen (ThemeApplier).
 */
export const designsRoutes: FeatureRoute[] = [
  // The network's designs sit behind the network administration's guard and layout (its menu on a phone).
  {
    handle: { title: "designs.title" },
    lazy: async () => (await import("../administration")).administrationLayoutRoute(),
    children: designScreens("administration", "Network"),
  },
  ...designScreens("group-categories/:categoryId/administration", "Category"),
  ...designScreens("groups/:slug/administration", "Group"),
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
