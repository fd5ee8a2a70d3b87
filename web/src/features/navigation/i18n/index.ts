import { featureTexts } from "../../../i18n/namespaces";
import type { NavigationMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    navigation: NavigationMessages;
  }
}

/** The navigation editors' texts, one language at a time (no text addresses the reader, so de_DU is de). */
export default featureTexts("navigation");
