import { featureTexts } from "../../../i18n/namespaces";
import type { AuthMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    auth: AuthMessages;
  }
}

/** Sign-in, password and registration texts, one language at a time, loaded with those routes. */
export default featureTexts("auth");
