import { featureTexts } from "../../../i18n/namespaces";
import type { AdministrationMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    administration: AdministrationMessages;
  }
}

/** Administration texts, one language at a time (no text addresses the reader, so de_DU is de). */
export default featureTexts("administration");
