import type { Messages } from "./locales/en";
import type { FeatureNamespaces, FeatureShellNamespaces } from "./namespaces";

/*
 * Keys are checked as one tree: the common texts plus every feature namespace under its name, which is
 * how i18n/index.ts resolves them at run time (`t("calendar.overview")` reads the calendar namespace).
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "app";
    resources: { app: Messages & FeatureNamespaces & FeatureShellNamespaces };
  }
}
