import type { ProfileShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  profile: {
    shell: {
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
    } satisfies ProfileShellMessages,
  },
};
