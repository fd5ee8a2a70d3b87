import type { NamespaceBundle } from "../../../i18n/namespaces";

/** The administration userbar's link, there from the first screen. */
const widgetbarsShellEn = { widgetbars: "Widget bars" };
export type WidgetbarsShellMessages = typeof widgetbarsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    widgetbars: { shell: WidgetbarsShellMessages };
  }
}

const widgetbarsShellDe: WidgetbarsShellMessages = { widgetbars: "Widgetleisten" };

export const widgetbarsShellTexts = {
  widgetbars: {
    en: { shell: widgetbarsShellEn },
    de: { shell: widgetbarsShellDe },
    de_DU: { shell: widgetbarsShellDe },
    es: { shell: { widgetbars: "Barras de widgets" } },
    fr: { shell: { widgetbars: "Barres de widgets" } },
  },
} satisfies NamespaceBundle;
