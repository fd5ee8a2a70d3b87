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
  properties: { choose: "Auswählen…", addTag: "Schlagwort eingeben und Enter drücken" },
  notFound: "Dieses Mitglied existiert nicht oder ist für Sie nicht sichtbar.",
  settings: {
    title: "Benachrichtigungseinstellungen",
    digests: "E-Mail-Zusammenfassungen",
    dailyDigests: "Tägliche Zusammenfassung",
    digestChoice: { disabled: "Deaktiviert", all: "Alle meine Gruppen", selected_groups: "Ausgewählte Gruppen" },
    selectGroups: "Gruppen in der täglichen Zusammenfassung",
    includeNetworkLevel: "Netzwerkweite Aktivitäten einbeziehen",
    subscriptions: "E-Mails zu abonnierten Inhalten",
    notifications: "E-Mail-Benachrichtigungen",
    adminNotifications: "Administrator-Benachrichtigungen",
    emailTab: "E-Mail",
    pushTab: "Push",
  },
  push: {
    enable: "Push-Benachrichtigungen auf diesem Gerät einschalten",
    enableFailed: "Push-Benachrichtigungen konnten hier nicht eingeschaltet werden.",
    permissionDenied:
      "Der Browser erlaubt dieser Seite keine Benachrichtigungen. Erlauben Sie sie in den Website-Einstellungen.",
    unsupported: "Dieser Browser kann hier keine Push-Benachrichtigungen des Intranets empfangen.",
    empty: "Noch keine Geräte",
    emptyText:
      "Schalten Sie Push-Benachrichtigungen in einem Browser ein, um dort Erwähnungen, Nachrichten und Einladungen zu erhalten.",
    thisDevice: "Dieses Gerät",
    unnamed: "Unbenanntes Gerät",
    since: "Seit {{date}}",
    remove: "Gerät entfernen",
    kinds: {
      mentions: "Erwähnungen",
      direct_messages: "Direktnachrichten",
      chat_messages: "Chatnachrichten, wenn ich nicht im Chat bin",
      invitations: "Einladungen",
    },
  },
  locale: { title: "Spracheinstellungen", language: "Sprache", timeZone: "Zeitzone" },
  ignored: {
    title: "Ignorierte Mitglieder",
    empty: "Sie ignorieren niemanden.",
    hint: "Ignorierte Mitglieder können Ihnen keine Direktnachrichten senden.",
    unignore: "Nicht mehr ignorieren",
    add: "Mitglied ignorieren",
  },
  changeRequest: {
    title: "Änderung beantragen",
    hint: "Ein Administrator prüft Ihren Antrag.",
    submit: "Antrag senden",
    sent: "Ihr Änderungsantrag wurde gesendet.",
    disabled: "Änderungsanträge sind nicht aktiviert.",
  },
  onboarding: { title: "Willkommen! Erzählen Sie etwas über sich", submit: "Weiter" },
  tabs: {
    information: "Informationen",
    activities: "Aktivitäten",
    likes: "Gefällt mir",
    activitiesEmpty: "Noch keine Aktivitäten.",
    likesEmpty: "Noch keine Likes.",
  },
};

export const profileEditDe: ProfileEditMessages = {
  title: "Profil bearbeiten",
  edit: "Profil bearbeiten",
  picture: "Profilbild",
  pictureHint: "Ein quadratisches Foto wirkt am besten.",
  removePicture: "Bild entfernen",
  firstName: "Vorname",
  lastName: "Nachname",
  birthday: "Geburtstag",
  birthdayHint:
    "Erscheint bei den Geburtstagen in der Seitenleiste (mit Alter, wo das Netzwerk es zeigt) und für die Geburtstags-E-Mail.",
};
