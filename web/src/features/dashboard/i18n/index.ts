import { featureTexts } from "../../../i18n/namespaces";
import type { DashboardMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    dashboard: DashboardMessages;
  }
}

/** Start-page texts, one language at a time, loaded with the start page. */
export default featureTexts("dashboard");
