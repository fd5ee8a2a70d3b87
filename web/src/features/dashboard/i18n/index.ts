import type { NamespaceBundle } from "../../../i18n/namespaces";
import { dashboardDe } from "./de";
import { dashboardDeDu } from "./de_DU";
import { type DashboardMessages, dashboardEn } from "./en";
import { dashboardEs } from "./es";
import { dashboardFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    dashboard: DashboardMessages;
  }
}

/** Start-page texts in all five languages, loaded with the start page. */
export default {
  dashboard: { en: dashboardEn, de: dashboardDe, de_DU: dashboardDeDu, es: dashboardEs, fr: dashboardFr },
} satisfies NamespaceBundle;
