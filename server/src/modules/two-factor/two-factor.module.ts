import type { ModuleDescriptor } from "../module.js";
import { twoFactorRoutes } from "./two-factor.routes.js";
import * as schema from "./two-factor.schema.js";

/** TOTP and e-mail factors, backup codes, the sign-in code step. */
export const twoFactorModule: ModuleDescriptor = {
  name: "two-factor",
  routes: twoFactorRoutes,
  schema,
};
