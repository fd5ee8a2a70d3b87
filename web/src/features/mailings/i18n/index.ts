import { featureTexts } from "../../../i18n/namespaces";
import type { MailingsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    mailings: MailingsMessages;
  }
}

/** The newsletter screens' texts (de_DU is de: the screens address administrators formally as elsewhere). */
export default featureTexts("mailings");
