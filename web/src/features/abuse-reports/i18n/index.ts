import { featureTexts } from "../../../i18n/namespaces";
import type { AbuseReportsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    abuse_reports: AbuseReportsMessages;
  }
}

/** The abuse reports' texts, one language at a time. */
export default featureTexts("abuse-reports");
