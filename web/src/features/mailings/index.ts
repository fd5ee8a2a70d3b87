import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

/**
 * The newsletter's administration (server module `mailings`): the sending day and template designer, the order of
 * the next issue's entries, "send now"; and the public page of the mails' unsubscribe links.
 */
export const mailingsRoutes: FeatureRoute[] = [
  {
    handle: { title: "mailings.shell.newsletter" },
    // The administration's layout is the route guard of its screens.
    lazy: async () => (await import("../administration")).administrationLayoutRoute(),
    children: [
      {
        path: "administration/newsletter/settings",
        handle: { title: "mailings.shell.newsletter" },
        lazy: async () => ({ Component: (await import("./routes/NewsletterSettingsPage")).NewsletterSettingsPage }),
      },
      {
        path: "administration/newsletter/settings/upcoming_activities",
        handle: { title: "mailings.shell.newsletter" },
        lazy: async () => ({ Component: (await import("./routes/UpcomingActivitiesPage")).UpcomingActivitiesPage }),
      },
    ],
  },
];

export const mailingsPublicRoutes: FeatureRoute[] = [
  {
    path: "mailings/unsubscribe/:token",
    handle: { title: "mailings.shell.unsubscribe" },
    lazy: async () => ({ Component: (await import("./routes/UnsubscribePage")).UnsubscribePage }),
  },
];

export const mailingsFeature = defineFeature({
  key: "mailings",
  routes: mailingsRoutes,
  publicRoutes: mailingsPublicRoutes,
  translations,
  // The reorder list is the navigation editors' (its handle's texts).
  shows: ["navigation", "administration"],
});
