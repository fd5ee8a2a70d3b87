import { featureTexts } from "../../../i18n/namespaces";
import type { OfficeMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    office: OfficeMessages;
  }
}

/** The office texts, one language at a time, loaded with the host page and with the file page (files `shows` office). */
export default featureTexts("office");
