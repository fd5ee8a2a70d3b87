import type { NamespaceBundle } from "../../../i18n/namespaces";
import { navigationDe } from "./de";
import { type NavigationMessages, navigationEn } from "./en";
import { navigationEs } from "./es";
import { navigationFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    navigation: NavigationMessages;
  }
}

/** The navigation editors' texts in all five languages (no text addresses the reader, so de_DU is de). */
export default {
  navigation: {
    en: navigationEn,
    de: navigationDe,
    de_DU: navigationDe,
    es: navigationEs,
    fr: navigationFr,
  },
} satisfies NamespaceBundle;
