import { featureTexts } from "../../../i18n/namespaces";
import type { PagesMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    pages: PagesMessages;
  }
}

/** The network pages' texts, one language at a time. */
export default featureTexts("pages");
