import type { NamespaceBundle } from "../../../i18n/namespaces";
import { chatDe } from "./de";
import { type ChatMessages, chatEn } from "./en";
import { chatEs } from "./es";
import { chatFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    chat: ChatMessages;
  }
}

/** The chat namespace in all five languages, loaded with the chat routes. */
export default {
  chat: { en: chatEn, de: chatDe, de_DU: chatDe, es: chatEs, fr: chatFr },
} satisfies NamespaceBundle;
