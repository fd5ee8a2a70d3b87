import { featureTexts } from "../../../i18n/namespaces";
import type { AppsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    apps: AppsMessages;
  }
}

/** The apps' texts, one language at a time (de_DU is de). */
export default featureTexts("apps");
