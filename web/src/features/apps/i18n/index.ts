import type { NamespaceBundle } from "../../../i18n/namespaces";
import { appsDe } from "./de";
import { type AppsMessages, appsEn } from "./en";
import { appsEs } from "./es";
import { appsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    apps: AppsMessages;
  }
}

/** The apps' texts in all five languages (de_DU is de). */
export default {
  apps: { en: appsEn, de: appsDe, de_DU: appsDe, es: appsEs, fr: appsFr },
} satisfies NamespaceBundle;
