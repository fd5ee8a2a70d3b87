import type { Language } from "@intranet/contracts";
import { createInstance, type i18n } from "i18next";
import { LANGUAGES } from "../i18n";
import { de } from "../i18n/locales/de";
import { de_DU } from "../i18n/locales/de_DU";
import { en } from "../i18n/locales/en";
import { es } from "../i18n/locales/es";
import { fr } from "../i18n/locales/fr";
import type { FeatureTranslations, NamespaceBundle } from "../i18n/namespaces";

/** A fresh i18next with only the common texts of all five languages and no fallback: to find missing texts. */
export async function commonTextsOnly(): Promise<i18n> {
  const instance = createInstance();
  await instance.init({
    resources: { en: { app: en }, de: { app: de }, de_DU: { app: de_DU }, es: { app: es }, fr: { app: fr } },
    ns: ["app"],
    defaultNS: "app",
    nsSeparator: ".",
    keySeparator: ".",
    fallbackLng: false,
    initAsync: false,
  });
  return instance;
}

/** A feature's texts in all five languages at once (the app loads one language at a time), keyed by namespace. */
export async function inAllLanguages(load: FeatureTranslations): Promise<NamespaceBundle> {
  const bundle: NamespaceBundle = {};
  for (const lng of LANGUAGES) {
    for (const [namespace, texts] of Object.entries(await load[lng]())) {
      bundle[namespace] ??= {} as NamespaceBundle[string];
      (bundle[namespace] as Record<Language, object>)[lng] = texts;
    }
  }
  return bundle;
}
