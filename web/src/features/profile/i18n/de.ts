import type { ProfileEditMessages, ProfileMessages } from "./en";

export const profileDe: ProfileMessages = {
  email: "E-Mail",
  position: "Position",
  department: "Abteilung",
  phone: "Telefon",
  location: "Standort",
  about: "Über mich",
  external: "Extern",
  locked: "Gesperrt",
  noDetails: "Noch keine Profilangaben.",
  notFound: "Dieses Mitglied existiert nicht oder ist für Sie nicht sichtbar.",
};

export const profileEditDe: ProfileEditMessages = {
  title: "Profil bearbeiten",
  edit: "Profil bearbeiten",
  picture: "Profilbild",
  pictureHint: "Ein quadratisches Foto wirkt am besten.",
  removePicture: "Bild entfernen",
  firstName: "Vorname",
  lastName: "Nachname",
};
