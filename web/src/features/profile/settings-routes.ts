import type { RouteObject } from "react-router";

const tabs = () => import("./routes/ProfileTabsPages");
const changeRequest = async () => ({ Component: (await import("./routes/ChangeRequestPage")).ChangeRequestPage });

/** Profile tabs, notification and locale settings, ignored members, change requests and onboarding. */
export const profileSettingsRoutes: RouteObject[] = [
  { path: "members/:id/activities", lazy: async () => ({ Component: (await tabs()).ProfileActivitiesPage }) },
  { path: "members/:id/likes", lazy: async () => ({ Component: (await tabs()).ProfileLikesPage }) },
  {
    path: "members/:id/settings/edit",
    lazy: async () => ({ Component: (await import("./routes/NotificationSettingsPage")).NotificationSettingsPage }),
  },
  {
    path: "members/:id/locale_settings",
    lazy: async () => ({ Component: (await import("./routes/LocaleSettingsPage")).LocaleSettingsPage }),
  },
  {
    path: "members/:id/ignored",
    lazy: async () => ({ Component: (await import("./routes/IgnoredMembersPage")).IgnoredMembersPage }),
  },
  { path: "change_requests/new", lazy: changeRequest },
  { path: "members/:id/change_requests/new", lazy: changeRequest },
  {
    path: "onboarding/profile",
    lazy: async () => ({ Component: (await import("./routes/OnboardingProfilePage")).OnboardingProfilePage }),
  },
];
