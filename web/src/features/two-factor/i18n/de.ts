import type { TwoFactorMessages } from "./en";

export const twoFactorDe: TwoFactorMessages = {
  title: "Zwei-Faktor-Authentifizierung",
  turnedOff:
    "Die Zwei-Faktor-Authentifizierung ist in diesem Netzwerk ausgeschaltet: Es kann keine neue Methode eingerichtet werden.",
  enforced:
    "Ihr Netzwerk verlangt von allen Mitgliedern die Zwei-Faktor-Authentifizierung. Richten Sie eine Methode ein, um fortzufahren.",
  signInIntro:
    "Geben Sie den Code aus Ihrer Authenticator-App oder aus unserer E-Mail ein, oder einen Ihrer Backup-Codes.",
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
  scan: "Scannen Sie den Code mit Ihrer Authenticator-App oder geben Sie die Adresse unten ein, dann tippen Sie den angezeigten Code ein.",
  secretKey: "Schlüssel zur manuellen Eingabe",
  copyKey: "Schlüssel kopieren",
  keyCopied: "Schlüssel kopiert.",
  mailed: "Wir haben Ihnen einen Code per E-Mail geschickt. Geben Sie ihn hier ein.",
  deleteConfirm: "Codes per E-Mail als zweiten Faktor entfernen?",
  deleteNeedsCode: "Geben Sie einen aktuellen Code ein, um die Authenticator-App zu entfernen.",
  resetNeedsCode:
    "Geben Sie einen aktuellen Code ein, um neue Backup-Codes zu erhalten. Die alten verlieren ihre Gültigkeit.",
  backupIntro:
    "Bewahren Sie diese Backup-Codes sicher auf. Jeder funktioniert einmal, wenn Sie Ihren zweiten Faktor nicht nutzen können.",
  download: "backup_codes.txt herunterladen",
  done: "Fertig",
};
