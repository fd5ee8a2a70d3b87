import { featureTexts } from "../../../i18n/namespaces";
import type { DirectMessagesMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    directMessages: DirectMessagesMessages;
  }
}

/** The direct messages namespace, one language at a time, loaded with the messages routes. */
export default featureTexts("messages");
