import { lazy } from "react";
import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

const page = () => import("./routes/PropertySetPage");

/**
 * The property set editor for other features' screens (a folder's own sets on its edit page), loaded when first
 * shown; a screen showing it names "property-sets" in its manifest's `shows` for the texts.
 */
export const LazyPropertySetEditor = lazy(async () => ({
  default: (await import("./components/PropertySetEditor")).PropertySetEditor,
}));

/** The property set editor (administration §2): the file and folder profiles of the network and of each group. */
export const propertySetsRoutes: FeatureRoute[] = [
  {
    path: "administration/property_sets/:name",
    handle: { title: "administration.title" },
    lazy: async () => ({ Component: (await page()).NetworkPropertySetPage }),
  },
  {
    path: "groups/:slug/administration/property_sets/:name",
    handle: { title: "groups.nav.administration" },
    lazy: async () => ({ Component: (await page()).GroupPropertySetPage }),
  },
];

export const propertySetsFeature = defineFeature({
  key: "property-sets",
  routes: propertySetsRoutes,
  translations,
  // The group variant sits under the group's header.
  shows: ["groups"],
});
