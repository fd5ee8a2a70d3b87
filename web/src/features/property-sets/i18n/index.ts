import type { NamespaceBundle } from "../../../i18n/namespaces";
import { propertySetsDe } from "./de";
import { propertySetsDeDu } from "./de_DU";
import { type PropertySetsMessages, propertySetsEn } from "./en";
import { propertySetsEs } from "./es";
import { propertySetsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    propertySets: PropertySetsMessages;
  }
}

/** Property set editor texts in all five languages. */
export default {
  propertySets: {
    en: propertySetsEn,
    de: propertySetsDe,
    de_DU: propertySetsDeDu,
    es: propertySetsEs,
    fr: propertySetsFr,
  },
} satisfies NamespaceBundle;
