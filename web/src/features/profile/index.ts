import type { RouteObject } from "react-router";

export const profileRoutes: RouteObject[] = [
  { path: "members/:id", lazy: async () => ({ Component: (await import("./routes/ProfilePage")).ProfilePage }) },
];
