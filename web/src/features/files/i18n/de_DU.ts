import { filesDe } from "./de";
import type { FilesMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const filesDeDu: FilesMessages = {
  ...filesDe,
  newFiles: { ...filesDe.newFiles, processing: "Warte, bis alle Uploads fertig sind …" },
  noMatch: "Keine Dateien passen zu deiner Suche.",
  notFound: "Diesen Ordner gibt es nicht oder er ist für dich nicht sichtbar.",
  networkNotShared:
    "Die Dateien des Netzwerks sind für dich nicht freigegeben. Deine Gruppen haben ihre Dateien auf ihren eigenen Seiten.",
  yourGroups: "Deine Gruppen",
  fileNotFound: "Diese Datei gibt es nicht oder sie ist für dich nicht sichtbar.",
  filePage: {
    ...filesDe.filePage,
    lockedByYou: "Von dir gesperrt bis {{date}}",
    lockPrompt: {
      ...filesDe.filePage.lockPrompt,
      title: "Die Datei sperren, während du sie bearbeitest?",
      text: "Andere können die Datei nicht ändern, bis du sie entsperrst oder die Sperre endet.",
    },
  },
  approval: {
    ...filesDe.approval,
    pendingNotice: "Deine neue Version {{name}} wartet auf die Freigabe durch die Verwalter des Ordners.",
    finalizedNotice: "Diese Datei ist finalisiert: Du kannst sie ansehen, aber nicht ändern, verschieben oder löschen.",
  },
  filePicker: {
    ...filesDe.filePicker,
    noFolders: "Es gibt keine Dateien, aus denen du wählen kannst.",
    noMatch: "Keine Dateien passen zu deiner Suche.",
    more_one: "{{count}} weitere Datei: Such, um sie zu finden.",
    more_other: "{{count}} weitere Dateien: Such, um sie zu finden.",
  },
  export: {
    ...filesDe.export,
    failed: "Der Export konnte nicht erstellt werden. Bitte versuche es erneut.",
  },
};
