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
