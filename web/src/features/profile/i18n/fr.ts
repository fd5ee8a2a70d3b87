import type { ProfileEditMessages, ProfileMessages } from "./en";

export const profileFr: ProfileMessages = {
  email: "E-mail",
  position: "Poste",
  department: "Service",
  phone: "Téléphone",
  location: "Lieu",
  about: "À propos",
  external: "Externe",
  locked: "Verrouillé",
  noDetails: "Pas encore d'informations de profil.",
  notFound: "Ce membre n'existe pas ou ne vous est pas visible.",
  settings: {
    title: "Paramètres de notification",
    digests: "Résumés par e-mail",
    dailyDigests: "Résumé quotidien",
    digestChoice: { disabled: "Désactivé", all: "Tous mes groupes", selected_groups: "Groupes choisis" },
    selectGroups: "Groupes du résumé quotidien",
    includeNetworkLevel: "Inclure les activités de tout le réseau",
    subscriptions: "E-mails sur les contenus suivis",
    notifications: "Notifications par e-mail",
    adminNotifications: "Notifications d’administration",
  },
  locale: { title: "Paramètres de langue", language: "Langue", timeZone: "Fuseau horaire" },
  ignored: {
    title: "Membres ignorés",
    empty: "Vous n’ignorez personne.",
    hint: "Les membres ignorés ne peuvent pas vous envoyer de messages directs.",
    unignore: "Ne plus ignorer",
    add: "Ignorer un membre",
  },
  changeRequest: {
    title: "Demander une modification",
    hint: "Un administrateur examinera votre demande.",
    submit: "Envoyer la demande",
    sent: "Votre demande de modification a été envoyée.",
    disabled: "Les demandes de modification ne sont pas activées.",
  },
  onboarding: { title: "Bienvenue ! Présentez-vous", submit: "Continuer" },
  tabs: {
    information: "Informations",
    activities: "Activités",
    likes: "J’aime",
    activitiesEmpty: "Aucune activité pour l’instant.",
    likesEmpty: "Aucun j’aime pour l’instant.",
  },
};

export const profileEditFr: ProfileEditMessages = {
  title: "Modifier le profil",
  edit: "Modifier le profil",
  picture: "Photo de profil",
  pictureHint: "Une photo carrée rend le mieux.",
  removePicture: "Retirer la photo",
  firstName: "Prénom",
  lastName: "Nom",
};
