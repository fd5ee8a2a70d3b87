/** The administration userbar's link, there from the first screen. */
const widgetbarsShellEn = { widgetbars: "Widget bars" };
export type WidgetbarsShellMessages = typeof widgetbarsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    widgetbars: { shell: WidgetbarsShellMessages };
  }
}

/**
 * Registered under `widgetbars.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { widgetbars: { shell: widgetbarsShellEn } };
