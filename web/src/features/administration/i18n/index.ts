import type { NamespaceBundle } from "../../../i18n/namespaces";
import { administrationDe } from "./de";
import { type AdministrationMessages, administrationEn } from "./en";
import { administrationEs } from "./es";
import { administrationFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    administration: AdministrationMessages;
  }
}

/** Administration texts in all five languages (no text addresses the reader, so de_DU is de). */
export default {
  administration: {
    en: administrationEn,
    de: administrationDe,
    de_DU: administrationDe,
    es: administrationEs,
    fr: administrationFr,
  },
} satisfies NamespaceBundle;
