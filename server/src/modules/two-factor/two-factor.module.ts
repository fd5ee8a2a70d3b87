import type { ModuleDescriptor } from "../module.js";
import { networkPreloadPart } from "../network/network-hooks.js";
import { factorSetupRequired } from "./two-factor.repo.js";
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
  // A network that enforces two-factor sends members without a factor to the setup before anything else.
  networkPreload: networkPreloadPart(
    (member) => ({ required: factorSetupRequired(member) }),
    (_req, values) => ({ two_factor_setup_required: values?.required === true }),
  ),
};
