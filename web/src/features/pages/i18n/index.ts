import type { NamespaceBundle } from "../../../i18n/namespaces";
import { pagesDe } from "./de";
import { type PagesMessages, pagesEn } from "./en";
import { pagesEs } from "./es";
import { pagesFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    pages: PagesMessages;
  }
}

/** The network pages' texts in all five languages (de_DU is de: no text addresses the reader informally). */
export default {
  pages: { en: pagesEn, de: pagesDe, de_DU: pagesDe, es: pagesEs, fr: pagesFr },
} satisfies NamespaceBundle;
