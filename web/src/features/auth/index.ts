import { defineFeature, type FeatureRoute } from "../manifest";
import { signOut } from "./api";
import { authPublic, authPublicRoutes } from "./public";

export { authPublic, authPublicRoutes, signOut };

export const authMemberRoutes: FeatureRoute[] = [
  {
    path: "users/edit",
    handle: { title: "auth.registration.title" },
    lazy: async () => ({ Component: (await import("./routes/RegistrationEditPage")).RegistrationEditPage }),
  },
];

export const authFeature = defineFeature({
  ...authPublic,
  routes: authMemberRoutes,
  signOut,
});
