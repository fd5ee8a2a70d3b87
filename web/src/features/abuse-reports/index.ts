import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

/**
 * Abuse reports (server module `abuse-reports`): the report form members reach from the "Report" menu items
 * (`lib/abuse-reports.ts`), and the network administrators' list.
 */
export const abuseReportsRoutes: FeatureRoute[] = [
  {
    path: "report/new",
    handle: { title: "abuse_reports.shell.report" },
    lazy: async () => ({ Component: (await import("./routes/ReportNewPage")).ReportNewPage }),
  },
  {
    path: "administration/abuse_reports",
    handle: { title: "abuse_reports.shell.abuse_reports" },
    lazy: async () => ({ Component: (await import("./routes/AbuseReportsPage")).AbuseReportsPage }),
  },
];

export const abuseReportsFeature = defineFeature({
  key: "abuse_reports",
  routes: abuseReportsRoutes,
  translations,
  // The administrators' screens sit behind the administration's AdminOnly guard.
  shows: ["administration"],
});
