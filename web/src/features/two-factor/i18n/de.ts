import type { TwoFactorMessages } from "./en";

export const twoFactorDe: TwoFactorMessages = {
  title: "Zwei-Faktor-Authentifizierung",
  turnedOff:
    "Die Zwei-Faktor-Authentifizierung ist in diesem Netzwerk ausgeschaltet: Es kann keine neue Methode eingerichtet werden.",
  enforced:
    "Ihr Netzwerk verlangt von allen Mitgliedern die Zwei-Faktor-Authentifizierung. Richten Sie eine Methode ein, um fortzufahren.",
  signInIntro: "Gib den Code aus deiner Authenticator-App oder aus unserer E-Mail ein, oder einen deiner Backup-Codes.",
  code: "Code",
  verify: "Bestätigen",
  invalidCode: "Der Code ist ungültig.",
  types: { totp: "Authenticator-App", email: "Codes per E-Mail" },
  active: "Aktiv",
  notSetUp: "Nicht eingerichtet",
  add: "Einrichten",
  remove: "Entfernen",
  activate: "Aktivieren",
  resetBackupCodes: "Neue Backup-Codes",
  scan: "Scanne den Code mit deiner Authenticator-App oder gib die Adresse unten ein, dann tippe den angezeigten Code ein.",
  mailed: "Wir haben dir einen Code per E-Mail geschickt. Gib ihn hier ein.",
  deleteConfirm: "Codes per E-Mail als zweiten Faktor entfernen?",
  deleteNeedsCode: "Gib einen aktuellen Code ein, um die Authenticator-App zu entfernen.",
  resetNeedsCode:
    "Gib einen aktuellen Code ein, um neue Backup-Codes zu erhalten. Die alten verlieren ihre Gültigkeit.",
  backupIntro:
    "Bewahre diese Backup-Codes sicher auf. Jeder funktioniert einmal, wenn du deinen zweiten Faktor nicht nutzen kannst.",
  download: "backup_codes.txt herunterladen",
  done: "Fertig",
};
