import { lazy } from "react";
import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

export { SignInCodeForm } from "./SignInCodeForm";

export const twoFactorRoutes: FeatureRoute[] = [
  {
    path: "users/two_factor",
    handle: { title: "twoFactor.title" },
    lazy: async () => ({ Component: (await import("./routes/TwoFactorPage")).TwoFactorPage }),
  },
];

export const twoFactorFeature = defineFeature({
  key: "two-factor",
  routes: twoFactorRoutes,
  translations,
  // Enforced two-factor: members without a factor go to the setup first.
  overlays: [lazy(() => import("./components/TwoFactorEnforcement"))],
});
