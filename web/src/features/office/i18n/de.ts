import type { OfficeMessages } from "./en";

export const officeDe: OfficeMessages = {
  actions: {
    view: "Öffnen",
    edit: "Bearbeiten",
    review: "Überprüfen",
    notAuthorized:
      "Nicht möglich, solange die Datei abgeschlossen oder gesperrt ist, oder ohne das Recht, Versionen hinzuzufügen.",
  },
  host: {
    title: { view: "Dokument", edit: "Dokument bearbeiten", review: "Dokument überprüfen" },
    backToFile: "Zurück zur Datei",
    notFound: "Dieses Dokument kann hier nicht geöffnet werden.",
    unavailable: "Der Office-Server ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.",
    forbidden: "Sie dürfen diese Datei nicht bearbeiten.",
    locked: "Die Datei ist von jemand anderem gesperrt.",
    narrowHint: "Office-Dokumente lassen sich auf einem größeren Bildschirm leichter bearbeiten.",
  },
};
