import type { Language, NetworkPreload } from "@intranet/contracts";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { applyDateLocale } from "../lib/dates-core";
import type { Messages } from "./locales/en";
import { type Namespaces, startTexts, switchTexts } from "./namespaces";

export const LANGUAGES = ["en", "de", "de_DU", "es", "fr"] as const satisfies readonly Language[];
// Fails to compile when contracts gain a language the client has no texts for.
const allLanguagesCovered: Exclude<Language, (typeof LANGUAGES)[number]> extends never ? true : false = true;
void allLanguagesCovered;

const STORAGE_KEY = "intranet.language";
/** The language the preload named last on this device (the member's, else the network's): where the next start begins. */
const FOLLOWED_KEY = "intranet.language.followed";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

function readLanguage(key: string): Language | null {
  try {
    const value = window.localStorage.getItem(key);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function keepLanguage(key: string, lng: Language) {
  try {
    window.localStorage.setItem(key, lng);
  } catch {
    // Private mode may refuse storage; the language still applies for this visit.
  }
}

/** The language this browser chose explicitly (the language menu), which the network's never overrides. */
export const storedLanguage = (): Language | null => readLanguage(STORAGE_KEY);

let accepted: Language | null = null;

/**
 * The language the server drew a prerendered signed-out screen in, from the browser's Accept-Language (main.tsx
 * hydrates in it): a visitor keeps it instead of the network's. Null on a client-rendered start.
 */
export const acceptedLanguage = (): Language | null => accepted;
export function setAcceptedLanguage(lng: Language) {
  accepted = lng;
}

/** Locale for dates and numbers: the informal German variant only changes wording. */
export const formatLocale = (lng: string): string =>
  lng === "de_DU" ? "de" : LANGUAGES.includes(lng as Language) ? lng : "en";

function applyLanguage(lng: string) {
  applyDateLocale(lng);
  // Not while the build prerenders the signed-out screens (scripts/prerender.mjs writes the lang attribute).
  if (typeof document !== "undefined") document.documentElement.lang = lng.replace("_", "-");
}

/**
 * A language's common texts: the `app` namespace (shell, errors, buttons) and every feature's shell texts (its userbar,
 * notification and start-page labels, `features/<feature>/i18n/shell[.<language>].ts`) in layers, informal German's
 * over the formal ones. What every screen shows from the start, so it comes before the first screen draws.
 */
export type CommonTexts = { app: Messages; shell: Array<Record<string, Namespaces>> };

// Each language's common texts are a chunk of their own: the first screen loads only the active language's.
const commonTexts: Record<Language, () => Promise<CommonTexts>> = {
  en: () => import("./locales/en").then((m) => ({ app: m.en, shell: [m.shellEn] })),
  de: () => import("./locales/de").then((m) => ({ app: m.de, shell: [m.shellDe] })),
  de_DU: () =>
    Promise.all([import("./locales/de"), import("./locales/de_DU")]).then(([de, m]) => ({
      app: m.de_DU,
      shell: [de.shellDe, m.shellDeDu],
    })),
  es: () => import("./locales/es").then((m) => ({ app: m.es, shell: [m.shellEs] })),
  fr: () => import("./locales/fr").then((m) => ({ app: m.fr, shell: [m.shellFr] })),
};
const loadingLanguages = new Map<Language, Promise<CommonTexts>>();

/** The common texts of a language, fetched once (a failed download is tried again next time). */
export function loadCommonTexts(lng: Language): Promise<CommonTexts> {
  let texts = loadingLanguages.get(lng);
  if (!texts) {
    texts = commonTexts[lng]();
    texts.catch(() => loadingLanguages.delete(lng));
    loadingLanguages.set(lng, texts);
  }
  return texts;
}

/** Adds a language's common texts to an i18next instance (the app's, or a test's), merged into the namespaces there. */
export function addCommonTexts(instance: typeof i18n, lng: Language, texts: CommonTexts) {
  instance.addResourceBundle(lng, "app", texts.app, true, true);
  for (const modules of texts.shell)
    for (const namespaces of Object.values(modules))
      for (const [namespace, shell] of Object.entries(namespaces))
        instance.addResourceBundle(lng, namespace, shell, true, true);
}

/** Adds a language's common texts before anything switches to it. */
async function loadLanguage(lng: Language) {
  const texts = await loadCommonTexts(lng);
  if (!i18n.hasResourceBundle(lng, "app")) addCommonTexts(i18n, lng, texts);
}

/** Starts i18next with the active language's common texts; the app renders once they are there. */
export async function initI18n(lng: Language = storedLanguage() ?? readLanguage(FOLLOWED_KEY) ?? "en") {
  if (!i18n.isInitialized) {
    // Feature texts asked for meanwhile (the first route's) load in this language beside the common texts.
    startTexts(lng);
    const texts = await loadCommonTexts(lng);
    i18n.on("languageChanged", applyLanguage);
    await i18n.use(initReactI18next).init({
      // The common texts come right after (addCommonTexts), in one place for the start and a switch.
      resources: {},
      // The other languages' texts are added when the interface switches to one (changeLanguage).
      partialBundledLanguages: true,
      // The common texts (shell, errors, buttons) are the `app` namespace; each feature adds its own
      // namespace when its routes load (i18n/namespaces.ts). With the namespace separator equal to the key
      // separator, a key's first segment names a namespace once one is registered under that name, so
      // `t("calendar.overview")` reads the calendar namespace and `t("common.save")` the common texts.
      // No top-level key of the common texts may be named like a namespace ("app" or a feature's).
      ns: ["app"],
      defaultNS: "app",
      nsSeparator: ".",
      keySeparator: ".",
      lng,
      fallbackLng: { de_DU: ["de", "en"], default: ["en"] },
      supportedLngs: LANGUAGES,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    // Before any screen asks for them: the `app` namespace and the features' shell texts in theirs.
    addCommonTexts(i18n, lng, texts);
  }
  applyLanguage(i18n.language);
  return i18n;
}

/**
 * Switches the interface language; `persist` keeps the choice across visits. The language's common texts and the
 * texts of every feature loaded so far come first (i18n/namespaces.ts), so the screen switches at once and whole.
 */
export async function changeLanguage(lng: Language, persist = true) {
  if (persist) keepLanguage(STORAGE_KEY, lng);
  await switchTexts(lng, loadLanguage(lng), () => i18n.changeLanguage(lng));
}

/**
 * The browser's most wanted language the interface has (de-AT -> de), as the server reads Accept-Language for the
 * prerendered screens (server/src/http/prerendered.ts): a screen drawn here for a visitor speaks as those do.
 */
export function browserLanguage(): Language | null {
  if (typeof navigator === "undefined") return null;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag?.split("-")[0]?.toLowerCase();
    if (base !== "de_du" && isLanguage(base)) return base;
  }
  return null;
}

/**
 * The language the preload asks for: the member's; for a visitor the one a prerendered screen was drawn in, else the
 * browser's, as the server chooses for its prerendered screens; else the network's.
 */
export const networkLanguage = (network: NetworkPreload): string =>
  network.current_member?.language ??
  acceptedLanguage() ??
  (network.current_member ? null : browserLanguage()) ??
  network.language;

/**
 * Follows the preload's language unless this browser chose one explicitly. The app's root route awaits it before the
 * first screen draws, so a member whose language is not the one the app started in sees no screen in another
 * language first (and no second render of it); the language is kept on the device, so the next start begins in it.
 */
export const followNetworkLanguage = (network: NetworkPreload) => followLanguage(networkLanguage(network));

/** `followNetworkLanguage` for a language already read off the preload. */
export async function followLanguage(preferred: string) {
  if (storedLanguage() || !isLanguage(preferred)) return;
  if (readLanguage(FOLLOWED_KEY) !== preferred) keepLanguage(FOLLOWED_KEY, preferred);
  if (!i18n.isInitialized)
    await new Promise<void>((resolve) => {
      const started = () => {
        i18n.off("initialized", started);
        resolve();
      };
      i18n.on("initialized", started);
    });
  if (i18n.language !== preferred) await changeLanguage(preferred, false);
}

export { i18n };
