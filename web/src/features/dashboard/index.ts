import type { RouteObject } from "react-router";
import { defineFeature } from "../manifest";

export const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import("./routes/HomePage")).HomePage }) },
];

export const dashboardFeature = defineFeature({
  key: "dashboard",
  routes: dashboardRoutes,
  translations: () => import("./i18n"),
  // The start page reads these features' queries (through their indexes).
  shows: ["calendar", "messages", "participation", "groups"],
});
