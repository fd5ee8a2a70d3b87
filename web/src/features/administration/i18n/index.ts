import { featureTexts } from "../../../i18n/namespaces";
import type { AdministrationMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    administration: AdministrationMessages;
  }
}

/** Administration texts, one language at a time. */
export default featureTexts("administration");
