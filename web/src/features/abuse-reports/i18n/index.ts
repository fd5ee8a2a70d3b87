import type { NamespaceBundle } from "../../../i18n/namespaces";
import { abuseReportsDe } from "./de";
import { type AbuseReportsMessages, abuseReportsEn } from "./en";
import { abuseReportsEs } from "./es";
import { abuseReportsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    abuse_reports: AbuseReportsMessages;
  }
}

/** The abuse reports' texts in all five languages (de_DU is de: they address the reader formally only in `form`). */
export default {
  abuse_reports: {
    en: abuseReportsEn,
    de: abuseReportsDe,
    de_DU: abuseReportsDe,
    es: abuseReportsEs,
    fr: abuseReportsFr,
  },
} satisfies NamespaceBundle;
