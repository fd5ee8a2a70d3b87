import { officeDe } from "./de";
import type { OfficeMessages } from "./en";

/** Informal German: only texts that address the reader differ. */
export const officeDeDu: OfficeMessages = {
  ...officeDe,
  host: {
    ...officeDe.host,
    unavailable: "Der Office-Server ist gerade nicht erreichbar. Bitte versuche es später noch einmal.",
    forbidden: "Du darfst diese Datei nicht bearbeiten.",
  },
};
