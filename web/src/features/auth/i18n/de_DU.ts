import { authDe } from "./de";
import type { AuthMessages } from "./en";

export const authDeDu: AuthMessages = {
  ...authDe,
  errors: {
    ...authDe.errors,
    rate_limited: "Zu viele Versuche. Bitte warte einen Moment und versuch es erneut.",
    account_locked: "Dein Konto ist gesperrt. Bitte wende dich an eine Administratorin oder einen Administrator.",
    unauthorized: "Bitte melde dich an, um fortzufahren.",
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
