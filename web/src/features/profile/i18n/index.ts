import { featureTexts } from "../../../i18n/namespaces";
import type { ProfileEditMessages, ProfileMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    profile: ProfileMessages;
    profileEdit: ProfileEditMessages;
  }
}

/** The profile and profile edit namespaces, one language at a time, loaded with the profile routes. */
export default featureTexts("profile");
