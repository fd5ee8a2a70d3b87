import { defineFeature, type FeatureRoute } from "../manifest";

export const dashboardRoutes: FeatureRoute[] = [
  {
    index: true,
    handle: {
      title: "header.home",
      // The start page's lists, asked beside its code (queries.ts is in the page's chunk).
      prefetch: async (queryClient) => (await import("./queries")).prefetchStartPage(queryClient),
    },
    lazy: async () => ({ Component: (await import("./routes/HomePage")).HomePage }),
  },
];

export const dashboardFeature = defineFeature({
  key: "dashboard",
  routes: dashboardRoutes,
  translations: () => import("./i18n"),
  // The start page reads these features' queries (through their indexes).
  shows: ["calendar", "messages", "participation", "groups", "widgetbars"],
});
