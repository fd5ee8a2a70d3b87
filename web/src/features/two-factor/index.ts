import type { RouteObject } from "react-router";
import { defineFeature } from "../manifest";

export { SignInCodeForm } from "./SignInCodeForm";

export const twoFactorRoutes: RouteObject[] = [
  {
    path: "users/two_factor",
    lazy: async () => ({ Component: (await import("./routes/TwoFactorPage")).TwoFactorPage }),
  },
];

export const twoFactorFeature = defineFeature({
  key: "two-factor",
  routes: twoFactorRoutes,
  translations: () => import("./i18n"),
});
