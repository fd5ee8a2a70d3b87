import type { FeatureManifest, FeatureRoute } from "../manifest";
import translations from "./i18n";

// What the signed-out entry (src/signed-out.tsx) needs of this feature: its visitor screens and their texts, without
// the rest of the manifest (index.ts), so that hydrating a prerendered sign-in page runs none of the member app's code.

/** Screens for visitors: no search bar and no userbar around them. */
export const authPublicRoutes: FeatureRoute[] = [
  {
    path: "users/sign_in",
    handle: { title: "auth.signIn.title" },
    lazy: async () => ({ Component: (await import("./routes/SignInPage")).SignInPage }),
  },
  {
    // The first start's one-time link (DEMO=false); answers "no longer works" once used or expired.
    path: "setup/:token",
    handle: { title: "auth.setup.title" },
    lazy: async () => ({ Component: (await import("./routes/SetupPage")).SetupPage }),
  },
  {
    path: "users/sign_up",
    handle: { title: "auth.signUp.title" },
    lazy: async () => ({ Component: (await import("./routes/SignUpPage")).SignUpPage }),
  },
  {
    path: "users/confirmation",
    handle: { title: "auth.confirmation.title" },
    lazy: async () => ({ Component: (await import("./routes/ConfirmationPage")).ConfirmationPage }),
  },
  {
    path: "users/password/new",
    handle: { title: "auth.passwordNew.title" },
    lazy: async () => ({ Component: (await import("./routes/PasswordNewPage")).PasswordNewPage }),
  },
  {
    path: "users/password/edit",
    handle: { title: "auth.passwordEdit.title" },
    lazy: async () => ({ Component: (await import("./routes/PasswordEditPage")).PasswordEditPage }),
  },
];

/** The visitor screens of the feature and their texts (the manifest, index.ts, adds the member screens). */
export const authPublic = {
  key: "auth",
  publicRoutes: authPublicRoutes,
  translations,
  // The sign-in screen asks for the second factor with the two-factor feature's form.
  shows: ["two-factor", "profile"],
} satisfies FeatureManifest;
