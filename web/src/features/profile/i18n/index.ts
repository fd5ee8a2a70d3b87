import type { NamespaceBundle } from "../../../i18n/namespaces";
import { profileDe, profileEditDe } from "./de";
import { profileDeDu } from "./de_DU";
import { type ProfileEditMessages, type ProfileMessages, profileEditEn, profileEn } from "./en";
import { profileEditEs, profileEs } from "./es";
import { profileEditFr, profileFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    profile: ProfileMessages;
    profileEdit: ProfileEditMessages;
  }
}

/** The profile and profile edit namespaces in all five languages, loaded with the profile routes. */
export default {
  profile: { en: profileEn, de: profileDe, de_DU: profileDeDu, es: profileEs, fr: profileFr },
  profileEdit: { en: profileEditEn, de: profileEditDe, de_DU: profileEditDe, es: profileEditEs, fr: profileEditFr },
} satisfies NamespaceBundle;
