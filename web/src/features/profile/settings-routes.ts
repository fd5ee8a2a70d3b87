import type { FeatureRoute } from "../manifest";

const tabs = () => import("./routes/ProfileTabsPages");
const changeRequest = async () => ({ Component: (await import("./routes/ChangeRequestPage")).ChangeRequestPage });

/** Profile tabs, notification and locale settings, ignored members, change requests and onboarding. */
export const profileSettingsRoutes: FeatureRoute[] = [
  {
    path: "members/:id/activities",
    handle: { title: "profile.shell.activities" },
    lazy: async () => ({ Component: (await tabs()).ProfileActivitiesPage }),
  },
  {
    path: "members/:id/likes",
    handle: { title: "profile.shell.likes" },
    lazy: async () => ({ Component: (await tabs()).ProfileLikesPage }),
  },
  {
    path: "members/:id/settings/edit",
    handle: { title: "profile.shell.membershipSettings" },
    lazy: async () => ({ Component: (await import("./routes/NotificationSettingsPage")).NotificationSettingsPage }),
  },
  {
    path: "members/:id/locale_settings",
    handle: { title: "profile.shell.localeSettings" },
    lazy: async () => ({ Component: (await import("./routes/LocaleSettingsPage")).LocaleSettingsPage }),
  },
  {
    path: "members/:id/ignored",
    handle: { title: "profile.shell.ignored" },
    lazy: async () => ({ Component: (await import("./routes/IgnoredMembersPage")).IgnoredMembersPage }),
  },
  { path: "change_requests/new", handle: { title: "profile.shell.changeRequest" }, lazy: changeRequest },
  { path: "members/:id/change_requests/new", handle: { title: "profile.shell.changeRequest" }, lazy: changeRequest },
  {
    path: "onboarding/profile",
    handle: { title: "profile.onboarding.title" },
    lazy: async () => ({ Component: (await import("./routes/OnboardingProfilePage")).OnboardingProfilePage }),
  },
];
