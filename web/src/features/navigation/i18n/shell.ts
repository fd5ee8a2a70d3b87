import type { NamespaceBundle } from "../../../i18n/namespaces";

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

const navigationShellDe: NavigationShellMessages = {
  navigation: "Navigation",
  app_navigation: "App-Navigation",
  group_categories_order: "Reihenfolge der Gruppenkategorien",
  category_admins: "Kategorie-Administratoren",
  appointment_categories: "Terminkategorien",
  block: "Navigation",
  groupBlock: "Gruppennavigation",
};

export const navigationShellTexts = {
  navigation: {
    en: { shell: navigationShellEn },
    de: { shell: navigationShellDe },
    de_DU: { shell: navigationShellDe },
    es: {
      shell: {
        navigation: "Navegación",
        app_navigation: "Navegación de la app",
        group_categories_order: "Orden de las categorías de grupos",
        category_admins: "Administradores de categoría",
        appointment_categories: "Categorías de citas",
        block: "Navegación",
        groupBlock: "Navegación del grupo",
      },
    },
    fr: {
      shell: {
        navigation: "Navigation",
        app_navigation: "Navigation de l’app",
        group_categories_order: "Ordre des catégories de groupes",
        category_admins: "Administrateurs de catégorie",
        appointment_categories: "Catégories de rendez-vous",
        block: "Navigation",
        groupBlock: "Navigation du groupe",
      },
    },
  },
} satisfies NamespaceBundle;
