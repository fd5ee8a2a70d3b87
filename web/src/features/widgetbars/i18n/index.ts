import type { NamespaceBundle } from "../../../i18n/namespaces";
import { widgetbarsDe } from "./de";
import { type WidgetbarsMessages, widgetbarsEn } from "./en";
import { widgetbarsEs } from "./es";
import { widgetbarsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    widgetbars: WidgetbarsMessages;
  }
}

/** The widget bars' texts in all five languages (no text addresses the reader, so de_DU is de). */
export default {
  widgetbars: { en: widgetbarsEn, de: widgetbarsDe, de_DU: widgetbarsDe, es: widgetbarsEs, fr: widgetbarsFr },
} satisfies NamespaceBundle;
