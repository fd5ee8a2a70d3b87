import type { NamespaceBundle } from "../../../i18n/namespaces";
import { mailingsDe } from "./de";
import { type MailingsMessages, mailingsEn } from "./en";
import { mailingsEs } from "./es";
import { mailingsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    mailings: MailingsMessages;
  }
}

/** The newsletter screens' texts (de_DU is de: the screens address administrators formally as elsewhere). */
export default {
  mailings: { en: mailingsEn, de: mailingsDe, de_DU: mailingsDe, es: mailingsEs, fr: mailingsFr },
} satisfies NamespaceBundle;
