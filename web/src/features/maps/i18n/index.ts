import type { NamespaceBundle } from "../../../i18n/namespaces";
import { mapsDe } from "./de";
import { type MapsMessages, mapsEn } from "./en";
import { mapsEs } from "./es";
import { mapsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    maps: MapsMessages;
  }
}

/** The maps' texts in all five languages (de_DU is de). */
export default {
  maps: { en: mapsEn, de: mapsDe, de_DU: mapsDe, es: mapsEs, fr: mapsFr },
} satisfies NamespaceBundle;
