import type { NamespaceBundle } from "../../../i18n/namespaces";

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

const profileShellDe: ProfileShellMessages = {
  title: "Profil",
  information: "Informationen",
  activities: "Aktivitäten",
  likes: "Gefällt mir",
  editRegistration: "Anmeldedaten bearbeiten",
  twoFactor: "Zwei-Faktor-Authentifizierung",
  editProfile: "Profil bearbeiten",
  localeSettings: "Spracheinstellungen",
  membershipSettings: "Benachrichtigungseinstellungen",
  ignored: "Ignorierte Mitglieder",
  changeRequest: "Änderung beantragen",
};

const profileShellEs: ProfileShellMessages = {
  title: "Perfil",
  information: "Información",
  activities: "Actividades",
  likes: "Me gusta",
  editRegistration: "Editar datos de acceso",
  twoFactor: "Autenticación en dos pasos",
  editProfile: "Editar perfil",
  localeSettings: "Ajustes de idioma",
  membershipSettings: "Ajustes de notificaciones",
  ignored: "Miembros ignorados",
  changeRequest: "Solicitar un cambio",
};

const profileShellFr: ProfileShellMessages = {
  title: "Profil",
  information: "Informations",
  activities: "Activités",
  likes: "J'aime",
  editRegistration: "Modifier l'inscription",
  twoFactor: "Authentification à deux facteurs",
  editProfile: "Modifier le profil",
  localeSettings: "Paramètres de langue",
  membershipSettings: "Paramètres de notification",
  ignored: "Membres ignorés",
  changeRequest: "Demander une modification",
};

/** Registered under `profile.shell` when the app starts; the rest of the namespace loads with the routes. */
export const profileShellTexts = {
  profile: {
    en: { shell: profileShellEn },
    de: { shell: profileShellDe },
    de_DU: { shell: profileShellDe },
    es: { shell: profileShellEs },
    fr: { shell: profileShellFr },
  },
} satisfies NamespaceBundle;
