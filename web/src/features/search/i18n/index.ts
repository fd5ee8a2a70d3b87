import type { NamespaceBundle } from "../../../i18n/namespaces";
import { searchDe } from "./de";
import { searchDeDu } from "./de_DU";
import { type SearchMessages, searchEn } from "./en";
import { searchEs } from "./es";
import { searchFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    search: SearchMessages;
  }
}

/** The results page's texts in all five languages, loaded with its routes. */
export default {
  search: { en: searchEn, de: searchDe, de_DU: searchDeDu, es: searchEs, fr: searchFr },
} satisfies NamespaceBundle;
