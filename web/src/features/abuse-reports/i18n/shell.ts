/** The administration userbar's link and the "Report" menu items, there from the first screen. */
const abuseReportsShellEn = { abuse_reports: "Abuse reports", report: "Report", more: "More actions" };
export type AbuseReportsShellMessages = typeof abuseReportsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    abuse_reports: { shell: AbuseReportsShellMessages };
  }
}

/**
 * Registered under `abuse_reports.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { abuse_reports: { shell: abuseReportsShellEn } };
