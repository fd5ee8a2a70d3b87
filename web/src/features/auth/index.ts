import type { RouteObject } from "react-router";
import { defineFeature } from "../manifest";

import { signOut } from "./api";

export { signOut };

/** Screens for visitors: no search bar and no userbar around them. */
export const authPublicRoutes: RouteObject[] = [
  { path: "users/sign_in", lazy: async () => ({ Component: (await import("./routes/SignInPage")).SignInPage }) },
  {
    path: "users/password/new",
    lazy: async () => ({ Component: (await import("./routes/PasswordNewPage")).PasswordNewPage }),
  },
  {
    path: "users/password/edit",
    lazy: async () => ({ Component: (await import("./routes/PasswordEditPage")).PasswordEditPage }),
  },
];

export const authMemberRoutes: RouteObject[] = [
  {
    path: "users/edit",
    lazy: async () => ({ Component: (await import("./routes/RegistrationEditPage")).RegistrationEditPage }),
  },
];

export const authFeature = defineFeature({
  key: "auth",
  publicRoutes: authPublicRoutes,
  routes: authMemberRoutes,
  translations: () => import("./i18n"),
  // The sign-in screen asks for the second factor with the two-factor feature's form.
  shows: ["two-factor"],
  signOut,
});
