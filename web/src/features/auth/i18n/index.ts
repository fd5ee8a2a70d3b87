import type { NamespaceBundle } from "../../../i18n/namespaces";
import { authDe } from "./de";
import { authDeDu } from "./de_DU";
import { type AuthMessages, authEn } from "./en";
import { authEs } from "./es";
import { authFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    auth: AuthMessages;
  }
}

/** Sign-in, password and registration texts in all five languages, loaded with those routes. */
export default {
  auth: { en: authEn, de: authDe, de_DU: authDeDu, es: authEs, fr: authFr },
} satisfies NamespaceBundle;
