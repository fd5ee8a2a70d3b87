import type { NamespaceBundle } from "../../../i18n/namespaces";
import { directMessagesDe } from "./de";
import { type DirectMessagesMessages, directMessagesEn } from "./en";
import { directMessagesEs } from "./es";
import { directMessagesFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    directMessages: DirectMessagesMessages;
  }
}

/** The direct messages namespace in all five languages, loaded with the messages routes. */
export default {
  directMessages: {
    en: directMessagesEn,
    de: directMessagesDe,
    de_DU: directMessagesDe,
    es: directMessagesEs,
    fr: directMessagesFr,
  },
} satisfies NamespaceBundle;
