import type { Language } from "@intranet/contracts";
import { createInstance, type i18n } from "i18next";
import { addCommonTexts, i18n as appI18n, LANGUAGES, loadCommonTexts } from "../i18n";
import type { FeatureTranslations, NamespaceBundle } from "../i18n/namespaces";

/**
 * A fresh i18next with only the common texts of all five languages (with the features' shell texts, as the app adds
 * them before its first screen) and no fallback: to find missing texts.
 */
export async function commonTextsOnly(): Promise<i18n> {
  const instance = createInstance();
  await instance.init({
    resources: {},
    ns: ["app"],
    defaultNS: "app",
    nsSeparator: ".",
    keySeparator: ".",
    fallbackLng: false,
    initAsync: false,
  });
  for (const lng of LANGUAGES) addCommonTexts(instance, lng, await loadCommonTexts(lng));
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

/** Adds texts to their namespaces in every language of the app's i18next, merging with what is there. */
export function addTexts(bundle: NamespaceBundle) {
  for (const [namespace, byLanguage] of Object.entries(bundle))
    for (const [language, texts] of Object.entries(byLanguage))
      appI18n.addResourceBundle(language, namespace, texts, true, true);
}
