import type { SearchShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  search: {
    shell: {
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
    } satisfies SearchShellMessages,
  },
};
