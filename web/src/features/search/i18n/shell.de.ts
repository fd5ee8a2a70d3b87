import type { SearchShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  search: {
    shell: {
      label: "Suche",
      all: "Alle Ergebnisse",
      placeholder: "Suchen",
      placeholderIn: "In {{scope}} suchen",
      placeholderGroup: "In dieser Gruppe suchen",
      searchFor: "Nach „{{q}}“ suchen",
      open: "Suche öffnen",
      close: "Suche schließen",
      modules: {
        activities: "Aktivitäten",
        messages: "Nachrichten",
        appointments: "Termine",
        articles: "Artikel",
        files: "Dateien",
        folders: "Ordner",
        members: "Mitglieder",
        groups: "Gruppen",
        pages: "Seiten",
        items: "App-Einträge",
        tasks: "Aufgaben",
        channels: "Kanäle",
      },
    } satisfies SearchShellMessages,
  },
};
