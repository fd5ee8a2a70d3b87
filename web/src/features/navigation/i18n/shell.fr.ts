import type { NavigationShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  navigation: {
    shell: {
      navigation: "Navigation",
      app_navigation: "Navigation de l’app",
      group_categories_order: "Ordre des catégories de groupes",
      category_admins: "Administrateurs de catégorie",
      appointment_categories: "Catégories de rendez-vous",
      block: "Navigation",
      groupBlock: "Navigation du groupe",
    } satisfies NavigationShellMessages,
  },
};
