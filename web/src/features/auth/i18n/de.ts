import type { AuthMessages } from "./en";

export const authDe: AuthMessages = {
  signIn: {
    title: "Anmelden",
    intro: "Willkommen bei {{network}}",
    email: "E-Mail",
    password: "Passwort",
    submit: "Anmelden",
    forgot: "Passwort vergessen?",
  },
  errors: {
    challenge_expired: "Bitte melde dich erneut an.",
    invalid_credentials: "E-Mail oder Passwort ist ungültig.",
    rate_limited: "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    account_locked: "Ihr Konto ist gesperrt. Bitte wenden Sie sich an eine Administratorin oder einen Administrator.",
    unauthorized: "Bitte melden Sie sich an, um fortzufahren.",
  },
  passwordNew: {
    title: "Passwort vergessen?",
    intro: "Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.",
    email: "E-Mail",
    submit: "Link senden",
    success: "Wenn die Adresse zu einem Konto gehört, ist eine E-Mail mit einem Link zum Zurücksetzen unterwegs.",
    back: "Zurück zur Anmeldung",
  },
  passwordEdit: {
    title: "Neues Passwort wählen",
    password: "Neues Passwort",
    confirmation: "Neues Passwort bestätigen",
    submit: "Passwort ändern",
    success: "Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.",
    missingToken: "Dieser Link ist unvollständig. Bitte fordern Sie einen neuen an.",
    invalidToken: "Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
    requestNew: "Neuen Link anfordern",
  },
  registration: {
    title: "Anmeldedaten bearbeiten",
    email: "E-Mail",
    password: "Neues Passwort",
    passwordHint: "Leer lassen, um das aktuelle Passwort zu behalten.",
    confirmation: "Neues Passwort bestätigen",
    currentPassword: "Aktuelles Passwort",
    currentPasswordHint: "Geben Sie Ihr aktuelles Passwort ein, um die Änderungen zu bestätigen.",
    submit: "Speichern",
  },
};
