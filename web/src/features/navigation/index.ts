import { defineFeature, type FeatureRoute, userbarWidget } from "../manifest";
import translations from "./i18n";

const editor = () => import("./routes/NavigationEditPage");

/**
 * The navigation editors of the administration (server modules `navigation`, `groups`, `calendar`): the network's
 * and a group's navigation, the app navigation, the group categories' order and the appointment categories; and the
 * saved navigation in the userbar.
 */
export const navigationRoutes: FeatureRoute[] = [
  // The network's editors sit behind the network administration's guard and layout (its menu on a phone).
  {
    handle: { title: "navigation.shell.navigation" },
    lazy: async () => (await import("../administration")).administrationLayoutRoute(),
    children: [
      {
        path: "administration/navigation/edit",
        handle: { title: "navigation.shell.navigation" },
        lazy: async () => ({ Component: (await editor()).NavigationEditPage }),
      },
      {
        path: "administration/app_navigation/edit",
        handle: { title: "navigation.shell.app_navigation" },
        lazy: async () => ({ Component: (await import("./routes/AppNavigationEditPage")).AppNavigationEditPage }),
      },
      {
        path: "administration/group-categories-order/edit",
        handle: { title: "navigation.shell.group_categories_order" },
        lazy: async () => ({ Component: (await import("./routes/GroupCategoriesOrderPage")).GroupCategoriesOrderPage }),
      },
      {
        path: "administration/group-categories/:id/admins",
        handle: { title: "navigation.shell.category_admins" },
        lazy: async () => ({ Component: (await import("./routes/CategoryAdminsPage")).CategoryAdminsPage }),
      },
      {
        path: "administration/appointment_categories/edit",
        handle: { title: "navigation.shell.appointment_categories" },
        lazy: async () => ({
          Component: (await import("./routes/AppointmentCategoriesPage")).AppointmentCategoriesPage,
        }),
      },
    ],
  },
  {
    path: "groups/:slug/administration/navigation/edit",
    handle: { title: "navigation.shell.navigation" },
    lazy: async () => ({ Component: (await editor()).GroupNavigationEditPage }),
  },
];

export const navigationFeature = defineFeature({
  key: "navigation",
  routes: navigationRoutes,
  translations,
  userbarWidgets: [userbarWidget(() => import("./components/NavigationUserbarBlock"), "NavigationUserbarBlock")],
  // The group variant sits under the group's header; the network's editors in the administration layout.
  shows: ["groups", "administration"],
});
export { SortableList } from "./components/SortableList";
