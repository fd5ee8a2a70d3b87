import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";
import { profileSettingsRoutes } from "./settings-routes";
import { profileSections } from "./userbar";

/** The member profile property set's fields as inputs, their code loaded once the set has properties. */
export { MemberPropertyFields } from "./components/MemberPropertyFields";
/** The member's profile fields as inputs (profile edit, onboarding, sign-up, the administrators' member form). */
export { ProfileFieldInputs, trimmedProfile } from "./components/ProfileFieldInputs";
/**
 * The values an applicant gave for the member profile property set under their labels, its code loaded on demand:
 * for `lazy()` in the administration's applications to join, which imports this index when it needs the list (a
 * static import would close a circle: this feature shows the activities', which show the widget bars', which import
 * the administration's).
 */
export const loadProfilePropertyValues = async () => ({
  default: (await import("./components/MemberProperties")).ProfilePropertyValues,
});
/** The network's member profile property set, read and sent (member form, sign-up). */
export { memberPropertiesBody, useMemberProfileProperties } from "./member-properties";

export const profileRoutes: FeatureRoute[] = [
  {
    path: "members/:id/edit",
    handle: { title: "profileEdit.title" },
    lazy: async () => ({ Component: (await import("./routes/ProfileEditPage")).ProfileEditPage }),
  },
  {
    path: "members/:id",
    handle: { title: "profile.shell.title" },
    lazy: async () => ({ Component: (await import("./routes/ProfilePage")).ProfilePage }),
  },
];

export const profileFeature = defineFeature({
  key: "profile",
  routes: [...profileRoutes, ...profileSettingsRoutes],
  translations,
  // The notification settings import the groups feature's "my groups" query through its index; the
  // activities and likes tabs show the activities feature's list.
  shows: ["groups", "activities"],
  userbarSections: profileSections,
});
