import type { RouteObject } from "react-router";
import { defineFeature } from "../manifest";

export const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import("./routes/HomePage")).HomePage }) },
];

export const dashboardFeature = defineFeature({ key: "dashboard", routes: dashboardRoutes });
