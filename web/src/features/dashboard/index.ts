import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";
import { prefetchStartPage } from "./queries";

export const dashboardRoutes: FeatureRoute[] = [
  {
    index: true,
    handle: {
      title: "header.home",
      // The start page's lists, asked as soon as the router starts, beside the page's code (queries.ts holds only the
      // query definitions, whose modules the first screen loads anyway: a chunk of its own would queue behind the
      // page's chunks on a slow line).
      prefetch: prefetchStartPage,
    },
    lazy: async () => ({ Component: (await import("./routes/HomePage")).HomePage }),
  },
];

export const dashboardFeature = defineFeature({
  key: "dashboard",
  routes: dashboardRoutes,
  translations,
  // The start page reads these features' queries (through their indexes).
  shows: ["calendar", "messages", "participation", "groups", "widgetbars"],
});
