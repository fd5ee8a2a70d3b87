import type { RouteObject } from "react-router";

export const profileRoutes: RouteObject[] = [
  {
    path: "members/:id/edit",
    lazy: async () => ({ Component: (await import("./routes/ProfileEditPage")).ProfileEditPage }),
  },
  { path: "members/:id", lazy: async () => ({ Component: (await import("./routes/ProfilePage")).ProfilePage }) },
];

export { profileSettingsRoutes } from "./settings-routes";
