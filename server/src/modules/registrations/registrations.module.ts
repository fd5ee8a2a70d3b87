import type { ModuleDescriptor } from "../module.js";
import { pendingApplicationHash } from "./registrations.repo.js";
import { registrationsRoutes } from "./registrations.routes.js";
import * as schema from "./registrations.schema.js";

/**
 * Joining without an invitation, as the network's join settings say: sign-up with e-mail confirmation and the
 * ALTCHA captcha, moderated applications that administrators accept or decline, joining as external.
 */
export const registrationsModule: ModuleDescriptor = {
  name: "registrations",
  routes: registrationsRoutes,
  schema,
  // Sign-in tells an applicant waiting for an administrator so, after the right password.
  pendingApplicationHash,
  administrationLinks: () => [
    { section: "network", label: "administration.shell.join_requests", path: "/administration/join_requests" },
  ],
};
