import { featureTexts } from "../../../i18n/namespaces";
import type { SearchMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    search: SearchMessages;
  }
}

/** The results page's texts, one language at a time, loaded with its routes. */
export default featureTexts("search");
