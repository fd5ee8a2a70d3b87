import { featureTexts } from "../../../i18n/namespaces";
import type { WidgetbarsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    widgetbars: WidgetbarsMessages;
  }
}

/** The widget bars' texts, one language at a time (no text addresses the reader, so de_DU is de). */
export default featureTexts("widgetbars");
