import type { MemberRow } from "../members/members.schema.js";
import type { ModuleDescriptor } from "../module.js";
import { authRoutes } from "./auth.routes.js";
import * as schema from "./auth.schema.js";
import { findSession, type SessionRow } from "./sessions.repo.js";
import { setupRoutes } from "./setup.routes.js";
import { ssoRoutes } from "./sso.routes.js";

declare module "../../http/auth.js" {
  // A signed-in request carries the member's and the session's rows.
  interface SignedInMember extends MemberRow {}
  interface SignedInSession extends SessionRow {}
}

/**
 * Sign-in (password or single sign-on), sign-out, password reset, registration edit, the first start's setup link;
 * turns the session cookie into a member.
 */
export const authModule: ModuleDescriptor = {
  name: "auth",
  routes: async (app, ctx) => {
    await authRoutes(app, ctx);
    await setupRoutes(app, ctx);
    await ssoRoutes(app, ctx);
  },
  schema,
  sessions: findSession,
};
