import type { ProfileShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  profile: {
    shell: {
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
    } satisfies ProfileShellMessages,
  },
};
