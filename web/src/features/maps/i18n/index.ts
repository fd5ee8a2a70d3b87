import { featureTexts } from "../../../i18n/namespaces";
import type { MapsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    maps: MapsMessages;
  }
}

/** The maps' texts, one language at a time (de_DU is de). */
export default featureTexts("maps");
