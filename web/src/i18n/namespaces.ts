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

/** One or more namespaces in all five languages (a feature's texts gathered for a test, test/i18n.ts `inAllLanguages`). */
export type NamespaceBundle = Record<string, Record<Language, object>>;
/** A feature's namespace(s) in one language, keyed by namespace. */
export type Namespaces = Record<string, object>;
/** Loads a feature's texts one language at a time (`featureTexts`): the first screen fetches only the active language's. */
export type FeatureTranslations = Record<Language, () => Promise<Namespaces>>;

/** A language's text modules of every feature by path (`../../features/calendar/i18n/en.ts`), their exports. */
type TextModules = Record<string, Record<string, object>>;
// Each language's texts of every feature are one chunk (`texts-de`, web/vite.config.ts): a screen asks for the texts
// of several features at once (the start page for 13), and a phone on a slow line pays a request for each chunk.
const textModules: Record<Language, () => Promise<TextModules[]>> = {
  en: () => import("./feature-texts/en").then((m) => [m.default]),
  de: () => import("./feature-texts/de").then((m) => [m.default]),
  // The formal German texts where a feature has no informal ones.
  de_DU: () => import("./feature-texts/de_DU").then((m) => [m.de, m.default]),
  es: () => import("./feature-texts/es").then((m) => [m.default]),
  fr: () => import("./feature-texts/fr").then((m) => [m.default]),
};
/** How a text module names its namespaces: `calendarEn` is the calendar namespace, `profileEditDeDu` profileEdit's. */
const SUFFIXES: Record<Language, string[]> = { en: ["En"], de: ["De"], de_DU: ["De", "DeDu"], es: ["Es"], fr: ["Fr"] };

/**
 * The texts of the feature in `features/<folder>/`, one language at a time: each export `<namespace><Language>` of
 * its `i18n/<language>.ts` (`calendarEn`, `calendarDeDu`), informal German falling back to `de.ts` namespace by namespace.
 */
export function featureTexts(folder: string): FeatureTranslations {
  const inLanguage = (lng: Language) => async () => {
    const namespaces: Namespaces = {};
    const sources = await textModules[lng]();
    sources.forEach((modules, index) => {
      const suffix = SUFFIXES[lng][index] as string;
      const file = suffix === "DeDu" ? "de_DU" : suffix.toLowerCase();
      for (const [name, texts] of Object.entries(modules[`../../features/${folder}/i18n/${file}.ts`] ?? {}))
        if (name.endsWith(suffix)) namespaces[name.slice(0, -suffix.length)] = texts;
    });
    return namespaces;
  };
  return {
    en: inLanguage("en"),
    de: inLanguage("de"),
    de_DU: inLanguage("de_DU"),
    es: inLanguage("es"),
    fr: inLanguage("fr"),
  };
}

/** The features whose texts a screen asked for: a language switch loads the new language's texts of each. */
const asked = new Set<FeatureTranslations>();
const loading = new Map<FeatureTranslations, Map<Language, Promise<void>>>();
/** The language i18next starts in (initI18n names it before its common texts have come). */
let current: Language | null = null;
/** Languages the interface is switching to: texts asked meanwhile load in those too. */
const switching = new Set<Language>();
const languageNamed: Array<() => void> = [];

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

/** Names the language i18next starts in (initI18n, synchronously): routes asked before may then load their texts. */
export function startTexts(lng: Language) {
  current ??= lng;
  for (const named of languageNamed.splice(0)) named();
}

/** The languages texts load in now: the interface's (or the one it starts in) and any it is switching to. */
async function textLanguages(): Promise<Language[]> {
  if (!current && !i18n.isInitialized) await new Promise<void>((resolve) => languageNamed.push(resolve));
  const shown = (i18n.isInitialized ? i18n.language : current) as Language;
  return [...new Set([shown, ...switching])];
}

/** Adds a feature's namespaces in one language, once (a failed chunk download may succeed on the next call). */
function loadIn(load: FeatureTranslations, lng: Language): Promise<void> {
  const byLanguage = loading.get(load) ?? new Map<Language, Promise<void>>();
  loading.set(load, byLanguage);
  let done = byLanguage.get(lng);
  if (!done) {
    done = Promise.all([load[lng](), i18nStarted()]).then(([namespaces]) => {
      for (const [namespace, texts] of Object.entries(namespaces))
        i18n.addResourceBundle(lng, namespace, texts, true, true);
    });
    done.catch(() => byLanguage.delete(lng));
    byLanguage.set(lng, done);
  }
  return done;
}

/** Adds a feature's namespaces in the interface's language (and one it is switching to); other languages on a switch. */
export function loadTranslations(load: FeatureTranslations): Promise<void> {
  asked.add(load);
  return textLanguages()
    .then((languages) => Promise.all(languages.map((lng) => loadIn(load, lng))))
    .then(() => undefined);
}

/**
 * Switches the texts to another language: the texts of every feature a screen has asked for are loaded in it first,
 * beside `common` (the language's common texts), so no screen shows keys or half the old language meanwhile; then
 * `apply` switches i18next. Features asked for while they load come in both languages.
 */
export async function switchTexts(lng: Language, common: Promise<unknown>, apply: () => Promise<unknown>) {
  switching.add(lng);
  try {
    await Promise.all([common, ...[...asked].map((load) => loadIn(load, lng))]);
    await apply();
  } finally {
    switching.delete(lng);
  }
}
