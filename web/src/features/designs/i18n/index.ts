import { featureTexts } from "../../../i18n/namespaces";
import type { DesignsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    designs: DesignsMessages;
  }
}

/** Designs and update central texts, one language at a time. */
export default featureTexts("designs");
