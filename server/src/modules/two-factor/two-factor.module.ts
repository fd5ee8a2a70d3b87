import type { ModuleDescriptor } from "../module.js";
import { twoFactorRoutes } from "./two-factor.routes.js";
import * as schema from "./two-factor.schema.js";
import { signInChallenge } from "./two-factor.service.js";

/** TOTP and e-mail factors, backup codes, the sign-in code step. */
export const twoFactorModule: ModuleDescriptor = {
  name: "two-factor",
  routes: twoFactorRoutes,
  schema,
  // A correct password of a member with an activated factor asks for a code next.
  signInChallenge,
};
