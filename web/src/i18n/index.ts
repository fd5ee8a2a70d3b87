import type { Language } from "@intranet/contracts";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { applyDateLocale } from "../lib/dates";
import { de } from "./locales/de";
import { de_DU } from "./locales/de_DU";
import { en } from "./locales/en";
import { es } from "./locales/es";
import { fr } from "./locales/fr";

export const LANGUAGES = ["en", "de", "de_DU", "es", "fr"] as const satisfies readonly Language[];
// Fails to compile when contracts gain a language the client has no texts for.
const allLanguagesCovered: Exclude<Language, (typeof LANGUAGES)[number]> extends never ? true : false = true;
void allLanguagesCovered;

const STORAGE_KEY = "intranet.language";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Locale for dates and numbers: the informal German variant only changes wording. */
export const formatLocale = (lng: string): string =>
  lng === "de_DU" ? "de" : LANGUAGES.includes(lng as Language) ? lng : "en";

function applyLanguage(lng: string) {
  applyDateLocale(lng);
  document.documentElement.lang = lng.replace("_", "-");
}

export function initI18n(lng: Language = storedLanguage() ?? "en") {
  if (!i18n.isInitialized) {
    i18n.on("languageChanged", applyLanguage);
    void i18n.use(initReactI18next).init({
      resources: {
        en: { app: en },
        de: { app: de },
        de_DU: { app: de_DU },
        es: { app: es },
        fr: { app: fr },
      },
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
  }
  applyLanguage(i18n.language);
  return i18n;
}

/** Switches the interface language; `persist` keeps the choice across visits. */
export async function changeLanguage(lng: Language, persist = true) {
  if (persist) {
    try {
      window.localStorage.setItem(STORAGE_KEY, lng);
    } catch {
      // Private mode may refuse storage; the switch still applies for this visit.
    }
  }
  await i18n.changeLanguage(lng);
}

export { i18n };
