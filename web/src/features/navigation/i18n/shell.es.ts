import type { NavigationShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  navigation: {
    shell: {
      navigation: "Navegación",
      app_navigation: "Navegación de la app",
      group_categories_order: "Orden de las categorías de grupos",
      category_admins: "Administradores de categoría",
      appointment_categories: "Categorías de citas",
      block: "Navegación",
      groupBlock: "Navegación del grupo",
    } satisfies NavigationShellMessages,
  },
};
