import { featureTexts } from "../../../i18n/namespaces";
import type { PropertySetsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    propertySets: PropertySetsMessages;
  }
}

/** Property set editor texts, one language at a time. */
export default featureTexts("property-sets");
