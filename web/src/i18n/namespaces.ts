import type { Language } from "@intranet/contracts";
import i18n from "i18next";

/**
 * The texts of every feature namespace, keyed by namespace. Each feature's `i18n/index.ts` adds its own
 * entry by interface merging, so `t("calendar.overview")` is checked against the calendar's English texts
 * without this file naming any feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each feature's module augmentation
export interface FeatureNamespaces {}

/** The `shell` part of a feature's namespace (its userbar, notification and start-page labels), typed the same way. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each feature's module augmentation
export interface FeatureShellNamespaces {}

/** One or more namespaces in all five languages, as a feature's `i18n/index.ts` exports them. */
export type NamespaceBundle = Record<string, Record<Language, object>>;
/** Loads a feature's texts (a dynamic import, so they travel in the feature's own chunk). */
export type FeatureTranslations = () => Promise<{ default: NamespaceBundle }>;

const loading = new Map<FeatureTranslations, Promise<void>>();

/**
 * Resolves once i18next has started (initI18n): the router starts loading routes and texts while the active
 * language's common texts are still on their way, and texts can only be added to a started i18next.
 */
export function i18nStarted(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const started = () => {
      i18n.off("initialized", started);
      resolve();
    };
    i18n.on("initialized", started);
  });
}

/** Adds texts to their namespaces in every language, merging with what is there. */
export function addTexts(bundle: NamespaceBundle) {
  for (const [namespace, byLanguage] of Object.entries(bundle)) {
    for (const [language, texts] of Object.entries(byLanguage)) {
      i18n.addResourceBundle(language, namespace, texts, true, true);
    }
  }
}

/** Adds a feature's namespaces in every language, once; the language can then switch without loading. */
export function loadTranslations(load: FeatureTranslations): Promise<void> {
  let done = loading.get(load);
  if (!done) {
    done = Promise.all([load(), i18nStarted()]).then(([{ default: bundle }]) => addTexts(bundle));
    // A failed chunk download may succeed on the next navigation.
    done.catch(() => loading.delete(load));
    loading.set(load, done);
  }
  return done;
}
