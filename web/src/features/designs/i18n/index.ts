import type { NamespaceBundle } from "../../../i18n/namespaces";
import { designsDe } from "./de";
import { designsDeDu } from "./de_DU";
import { type DesignsMessages, designsEn } from "./en";
import { designsEs } from "./es";
import { designsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    designs: DesignsMessages;
  }
}

/** Designs and update central texts in all five languages. */
export default {
  designs: { en: designsEn, de: designsDe, de_DU: designsDeDu, es: designsEs, fr: designsFr },
} satisfies NamespaceBundle;
