import { featureTexts } from "../../../i18n/namespaces";
import type { CircularsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    circulars: CircularsMessages;
  }
}

/** The circulars' texts, one language at a time, loaded with their routes. */
export default featureTexts("circulars");
