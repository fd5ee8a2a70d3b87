/** What the shell shows for this feature (userbar, notifications, start page), there from the first screen. */
const profileShellEn = {
  title: "Profile",
  information: "Information",
  activities: "Activities",
  likes: "Likes",
  editRegistration: "Edit registration",
  twoFactor: "Two-factor authentication",
  editProfile: "Edit profile",
  localeSettings: "Language settings",
  membershipSettings: "Notification settings",
  ignored: "Ignored members",
  changeRequest: "Request a change",
};
export type ProfileShellMessages = typeof profileShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    profile: { shell: ProfileShellMessages };
  }
}

/**
 * Registered under `profile.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { profile: { shell: profileShellEn } };
