import { featureTexts } from "../../../i18n/namespaces";
import type { MailingsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    mailings: MailingsMessages;
  }
}

/** The newsletter screens' texts, one language at a time. */
export default featureTexts("mailings");
