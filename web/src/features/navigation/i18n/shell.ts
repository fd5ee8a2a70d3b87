/** The administration userbar's links to the editors and the userbar's navigation block, there from the first screen. */
const navigationShellEn = {
  navigation: "Navigation",
  app_navigation: "App navigation",
  group_categories_order: "Order of group categories",
  category_admins: "Category administrators",
  appointment_categories: "Appointment categories",
  block: "Navigation",
  groupBlock: "Group navigation",
};
export type NavigationShellMessages = typeof navigationShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    navigation: { shell: NavigationShellMessages };
  }
}

/**
 * Registered under `navigation.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { navigation: { shell: navigationShellEn } };
