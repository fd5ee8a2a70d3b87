import { twoFactorDe } from "./de";
import type { TwoFactorMessages } from "./en";

/** Informal German: only texts that address the reader differ. */
export const twoFactorDeDu: TwoFactorMessages = {
  ...twoFactorDe,
  enforced:
    "Dein Netzwerk verlangt von allen Mitgliedern die Zwei-Faktor-Authentifizierung. Richte eine Methode ein, um fortzufahren.",
  signInIntro: "Gib den Code aus deiner Authenticator-App oder aus unserer E-Mail ein, oder einen deiner Backup-Codes.",
  scan: "Scanne den Code mit deiner Authenticator-App oder gib die Adresse unten ein, dann tippe den angezeigten Code ein.",
  mailed: "Wir haben dir einen Code per E-Mail geschickt. Gib ihn hier ein.",
  deleteNeedsCode: "Gib einen aktuellen Code ein, um die Authenticator-App zu entfernen.",
  resetNeedsCode:
    "Gib einen aktuellen Code ein, um neue Backup-Codes zu erhalten. Die alten verlieren ihre Gültigkeit.",
  backupIntro:
    "Bewahre diese Backup-Codes sicher auf. Jeder funktioniert einmal, wenn du deinen zweiten Faktor nicht nutzen kannst.",
};
