import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the header's search shows before the results page (and its texts) has loaded. */
const searchShellEn = {
  label: "Search",
  all: "All results",
  placeholder: "Search",
  placeholderIn: "Search in {{scope}}",
  placeholderGroup: "Search in this group",
  searchFor: "Search for “{{q}}”",
  open: "Open the search",
  close: "Close the search",
  /** The modules' names: the results page's headings, the scopes, the suggestions' kinds. */
  modules: {
    activities: "Activities",
    messages: "Messages",
    appointments: "Appointments",
    articles: "Articles",
    files: "Files",
    folders: "Folders",
    members: "Members",
    groups: "Groups",
    pages: "Pages",
    items: "App items",
    tasks: "Tasks",
    channels: "Channels",
  },
};
export type SearchShellMessages = typeof searchShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    search: { shell: SearchShellMessages };
  }
}

const searchShellDe: SearchShellMessages = {
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
};
const searchShellEs: SearchShellMessages = {
  label: "Búsqueda",
  all: "Todos los resultados",
  placeholder: "Buscar",
  placeholderIn: "Buscar en {{scope}}",
  placeholderGroup: "Buscar en este grupo",
  searchFor: "Buscar «{{q}}»",
  open: "Abrir la búsqueda",
  close: "Cerrar la búsqueda",
  modules: {
    activities: "Actividades",
    messages: "Mensajes",
    appointments: "Citas",
    articles: "Artículos",
    files: "Archivos",
    folders: "Carpetas",
    members: "Miembros",
    groups: "Grupos",
    pages: "Páginas",
    items: "Elementos de apps",
    tasks: "Tareas",
    channels: "Canales",
  },
};
const searchShellFr: SearchShellMessages = {
  label: "Recherche",
  all: "Tous les résultats",
  placeholder: "Rechercher",
  placeholderIn: "Rechercher dans {{scope}}",
  placeholderGroup: "Rechercher dans ce groupe",
  searchFor: "Rechercher « {{q}} »",
  open: "Ouvrir la recherche",
  close: "Fermer la recherche",
  modules: {
    activities: "Activités",
    messages: "Messages",
    appointments: "Rendez-vous",
    articles: "Articles",
    files: "Fichiers",
    folders: "Dossiers",
    members: "Membres",
    groups: "Groupes",
    pages: "Pages",
    items: "Éléments d’apps",
    tasks: "Tâches",
    channels: "Canaux",
  },
};

/** Registered under `search.shell` when the app starts; the rest of the namespace loads with the results page. */
export const searchShellTexts = {
  search: {
    en: { shell: searchShellEn },
    de: { shell: searchShellDe },
    de_DU: { shell: searchShellDe },
    es: { shell: searchShellEs },
    fr: { shell: searchShellFr },
  },
} satisfies NamespaceBundle;
