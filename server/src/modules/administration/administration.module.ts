import type { ModuleDescriptor } from "../module.js";
import { administrationRoutes } from "./administration.routes.js";
import * as schema from "./administration.schema.js";

/**
 * Network administration: the administration userbar (other modules add their screens through
 * `administrationLinks`), the audit log every module writes through `recordAudit`, legal texts and the imprint.
 * It imports no feature module.
 */
export const administrationModule: ModuleDescriptor = {
  name: "administration",
  routes: administrationRoutes,
  schema,
  administrationLinks: () => [
    { section: "network", label: "administration.shell.statistics", path: "/administration/statistics" },
    { section: "network", label: "administration.shell.audit_log", path: "/administration/audit_log" },
    { section: "legal", label: "administration.shell.legal_texts", path: "/administration/legal_texts" },
    { section: "legal", label: "administration.shell.imprint", path: "/administration/imprint/edit" },
  ],
};
