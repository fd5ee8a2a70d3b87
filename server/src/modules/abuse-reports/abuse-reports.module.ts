import type { ModuleDescriptor } from "../module.js";
import { abuseReportsRoutes } from "./abuse-reports.routes.js";
import * as schema from "./abuse-reports.schema.js";

/** Abuse reports: members report what they can read; network administrators resolve or dismiss the reports. */
export const abuseReportsModule: ModuleDescriptor = {
  name: "abuse-reports",
  routes: abuseReportsRoutes,
  administrationLinks: () => [
    { section: "network", label: "abuse_reports.shell.abuse_reports", path: "/administration/abuse_reports" },
  ],
  schema,
};
