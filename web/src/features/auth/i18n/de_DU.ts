import { authDe } from "./de";
import type { AuthMessages } from "./en";

export const authDeDu: AuthMessages = {
  ...authDe,
  signUp: {
    ...authDe.signUp,
    sent: "Vielen Dank. Wir haben dir eine E-Mail mit einem Bestätigungslink gesendet; er gilt 24 Stunden.",
    failed: "Die Registrierung hat nicht geklappt. Bitte prüf deine Angaben und versuch es erneut.",
    captchaFailed: "Die Prüfung, dass du ein Mensch bist, ist fehlgeschlagen. Bitte erneut versuchen.",
  },
  confirmation: {
    ...authDe.confirmation,
    confirmed: "Deine Adresse ist bestätigt und dein Konto ist bereit. Du kannst dich jetzt anmelden.",
    pending: "Deine Adresse ist bestätigt. Ein Administrator prüft deine Anfrage; du erhältst eine E-Mail.",
  },
  errors: {
    ...authDe.errors,
    challenge_expired: "Bitte melde dich erneut an.",
    rate_limited: "Zu viele Versuche. Bitte warte einen Moment und versuch es erneut.",
    account_locked: "Dein Konto ist gesperrt. Bitte wende dich an eine Administratorin oder einen Administrator.",
    application_pending:
      "Deine Anfrage zum Beitritt wartet auf die Freigabe durch eine Administratorin oder einen Administrator. Du hörst per E-Mail von uns.",
    unauthorized: "Bitte melde dich an, um fortzufahren.",
    sso_failed: "Die Anmeldung über den Identitätsanbieter hat nicht geklappt. Bitte versuch es erneut.",
    sso_email_unverified: "Der Identitätsanbieter hat deine E-Mail-Adresse nicht bestätigt.",
    sso_no_member:
      "Kein Mitglied hat diese E-Mail-Adresse. Bitte eine Administratorin oder einen Administrator um eine Einladung.",
  },
  setup: {
    title: "Netzwerk einrichten",
    intro:
      "Dieser Link funktioniert einmal. Er legt die erste Administratorin oder den ersten Administrator an und meldet dich an.",
    networkSection: "Netzwerk",
    networkName: "Name des Netzwerks",
    language: "Sprache",
    timeZone: "Zeitzone",
    adminSection: "Erste Administration",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    password: "Passwort",
    confirmation: "Passwort bestätigen",
    submit: "Einrichten und anmelden",
    usedTitle: "Dieser Einrichtungslink funktioniert nicht mehr",
    usedText:
      "Er wurde schon verwendet oder ist abgelaufen. Solange das Netzwerk keine Administratorin und keinen Administrator hat, erzeugt ein Neustart des Servers einen neuen Link.",
    setUpText:
      "Das Netzwerk ist bereits eingerichtet: Es hat eine Administratorin oder einen Administrator, und kein Neustart erzeugt einen neuen Link. Bitte melde dich mit deinem Konto an.",
    signIn: "Zur Anmeldung",
  },
  passwordNew: {
    ...authDe.passwordNew,
    intro: "Gib deine E-Mail-Adresse ein. Wir senden dir einen Link, mit dem du ein neues Passwort wählst.",
  },
  passwordEdit: {
    ...authDe.passwordEdit,
    success: "Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.",
    missingToken: "Dieser Link ist unvollständig. Bitte fordere einen neuen an.",
    invalidToken: "Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.",
  },
  registration: {
    ...authDe.registration,
    currentPasswordHint: "Gib dein aktuelles Passwort ein, um die Änderungen zu bestätigen.",
  },
};
