import { featureTexts } from "../../../i18n/namespaces";
import type { TwoFactorMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    twoFactor: TwoFactorMessages;
  }
}

/** Two-factor texts, one language at a time, loaded with its routes and the sign-in screen. */
export default featureTexts("two-factor");
