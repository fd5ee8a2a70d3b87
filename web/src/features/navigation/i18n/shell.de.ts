import type { NavigationShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  navigation: {
    shell: {
      navigation: "Navigation",
      app_navigation: "App-Navigation",
      group_categories_order: "Reihenfolge der Gruppenkategorien",
      category_admins: "Kategorie-Administratoren",
      appointment_categories: "Terminkategorien",
      block: "Navigation",
      groupBlock: "Gruppennavigation",
    } satisfies NavigationShellMessages,
  },
};
