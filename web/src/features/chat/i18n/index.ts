import { featureTexts } from "../../../i18n/namespaces";
import type { ChatMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    chat: ChatMessages;
  }
}

/** The chat namespace, one language at a time, loaded with the chat routes. */
export default featureTexts("chat");
