import type { NamespaceBundle } from "../../../i18n/namespaces";
import { twoFactorDe } from "./de";
import { type TwoFactorMessages, twoFactorEn } from "./en";
import { twoFactorEs } from "./es";
import { twoFactorFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    twoFactor: TwoFactorMessages;
  }
}

/** Two-factor texts in all five languages, loaded with its routes and the sign-in screen. */
export default {
  twoFactor: { en: twoFactorEn, de: twoFactorDe, de_DU: twoFactorDe, es: twoFactorEs, fr: twoFactorFr },
} satisfies NamespaceBundle;
