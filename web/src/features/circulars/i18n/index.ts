import type { NamespaceBundle } from "../../../i18n/namespaces";
import { circularsDe } from "./de";
import { circularsDeDu } from "./de_DU";
import { type CircularsMessages, circularsEn } from "./en";
import { circularsEs } from "./es";
import { circularsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    circulars: CircularsMessages;
  }
}

/** The circulars' texts in all five languages, loaded with their routes. */
export default {
  circulars: { en: circularsEn, de: circularsDe, de_DU: circularsDeDu, es: circularsEs, fr: circularsFr },
} satisfies NamespaceBundle;
