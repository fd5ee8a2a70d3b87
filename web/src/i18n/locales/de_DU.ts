import type { Namespaces } from "../namespaces";
import { de } from "./de";
import type { Messages } from "./en";

/** German with the informal "du"; only texts that address the reader differ from `de`. */
export const de_DU: Messages = {
  ...de,
  toast: { ...de.toast, error: "Etwas ist schiefgelaufen. Bitte versuch es erneut." },
  errors: {
    ...de.errors,
    generic: "Etwas ist schiefgelaufen. Bitte versuch es erneut.",
    network: "Der Server ist nicht erreichbar. Bitte prüf deine Verbindung.",
    notFoundText: "Die gesuchte Seite existiert nicht oder ist für dich nicht sichtbar.",
  },
  pwa: {
    ...de.pwa,
    newVersionText: "Lade neu, um sie zu verwenden.",
    offlineTitle: "Du bist offline",
    offlineText: "Du siehst den Stand deines letzten Besuchs. Änderungen brauchen eine Verbindung.",
  },
  confirm: { ...de.confirm, title: "Bist du sicher?" },
  apiErrors: {
    ...de.apiErrors,
    legal_text_changed: "Der Rechtstext wurde inzwischen geändert; bitte lies die aktuelle Version.",
  },
  upload: {
    ...de.upload,
    failed: "Das Hochladen ist fehlgeschlagen. Bitte versuch es erneut.",
    removeMessage: "Möchtest du {{name}} wirklich entfernen?",
    oneChosen: "Eine Datei ist ausgewählt. Entferne sie, um eine andere zu wählen.",
  },
  memberPicker: { ...de.memberPicker, moreCharacters: "Bitte gib mehr Zeichen ein" },
  captcha: {
    ...de.captcha,
    error: "Die Überprüfung ist fehlgeschlagen. Bitte versuch es später erneut.",
    expired: "Die Überprüfung ist abgelaufen. Bitte versuch es erneut.",
    enterCodeAria: "Gib den Code ein, den du hörst. Mit der Leertaste spielst du ihn ab.",
    enterCodeFromImage: "Gib zum Fortfahren den Code aus dem Bild unten ein.",
  },
};

/** The features' shell texts where informal German differs (`features/<feature>/i18n/shell.de_DU.ts`), over `shellDe`. */
export const shellDeDu = import.meta.glob<Namespaces>("../../features/*/i18n/shell.de_DU.ts", {
  eager: true,
  import: "default",
});
