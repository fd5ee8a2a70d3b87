import { featureTexts } from "../../../i18n/namespaces";
import type { PagesMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    pages: PagesMessages;
  }
}

/** The network pages' texts, one language at a time (de_DU is de: no text addresses the reader informally). */
export default featureTexts("pages");
