import type { NamespaceBundle } from "../../../i18n/namespaces";
import { officeDe } from "./de";
import { officeDeDu } from "./de_DU";
import { type OfficeMessages, officeEn } from "./en";
import { officeEs } from "./es";
import { officeFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    office: OfficeMessages;
  }
}

/** The office texts in all five languages, loaded with the host page and with the file page (files `shows` office). */
export default {
  office: { en: officeEn, de: officeDe, de_DU: officeDeDu, es: officeEs, fr: officeFr },
} satisfies NamespaceBundle;
