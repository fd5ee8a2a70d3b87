import { calendarDeDu } from "./calendar";
import { de } from "./de";
import type { Messages } from "./en";
import { groupsDeDu } from "./groups";
import { participationDeDu } from "./participation";

/** German with the informal "du"; only texts that address the reader differ from `de`. */
export const de_DU: Messages = {
  ...de,
  calendar: calendarDeDu,
  groups: groupsDeDu,
  participation: participationDeDu,
  toast: { ...de.toast, error: "Etwas ist schiefgelaufen. Bitte versuch es erneut." },
  errors: {
    ...de.errors,
    generic: "Etwas ist schiefgelaufen. Bitte versuch es erneut.",
    network: "Der Server ist nicht erreichbar. Bitte prüf deine Verbindung.",
    notFoundText: "Die gesuchte Seite existiert nicht oder ist für dich nicht sichtbar.",
  },
  confirm: { ...de.confirm, title: "Bist du sicher?" },
  upload: {
    ...de.upload,
    failed: "Das Hochladen ist fehlgeschlagen. Bitte versuch es erneut.",
    removeMessage: "Möchtest du {{name}} wirklich entfernen?",
  },
  memberPicker: { ...de.memberPicker, moreCharacters: "Bitte gib mehr Zeichen ein" },
  auth: {
    ...de.auth,
    errors: {
      ...de.auth.errors,
      rate_limited: "Zu viele Versuche. Bitte warte einen Moment und versuch es erneut.",
      account_locked: "Dein Konto ist gesperrt. Bitte wende dich an eine Administratorin oder einen Administrator.",
      unauthorized: "Bitte melde dich an, um fortzufahren.",
    },
    passwordNew: {
      ...de.auth.passwordNew,
      intro: "Gib deine E-Mail-Adresse ein. Wir senden dir einen Link, mit dem du ein neues Passwort wählst.",
    },
    passwordEdit: {
      ...de.auth.passwordEdit,
      success: "Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.",
      missingToken: "Dieser Link ist unvollständig. Bitte fordere einen neuen an.",
      invalidToken: "Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.",
    },
    registration: {
      ...de.auth.registration,
      currentPasswordHint: "Gib dein aktuelles Passwort ein, um die Änderungen zu bestätigen.",
    },
  },
  profile: { ...de.profile, notFound: "Dieses Mitglied existiert nicht oder ist für dich nicht sichtbar." },
  dashboard: {
    ...de.dashboard,
    intro: "Hier kannst du heute beginnen.",
    activities: "Verfolge, was in deinem Netzwerk passiert",
    appointments: "Deine nächsten Termine ansehen",
  },
};
