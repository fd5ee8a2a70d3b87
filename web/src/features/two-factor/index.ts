import type { RouteObject } from "react-router";

export { SignInCodeForm } from "./SignInCodeForm";

export const twoFactorRoutes: RouteObject[] = [
  {
    path: "users/two_factor",
    lazy: async () => ({ Component: (await import("./routes/TwoFactorPage")).TwoFactorPage }),
  },
];
