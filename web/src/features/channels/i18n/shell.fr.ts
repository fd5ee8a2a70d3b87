import type { ChannelsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  channels: {
    shell: {
      channels: "Chaînes",
      assignSubscriptions: "Abonnements aux chaînes",
      startPage: "Page d'accueil",
      subscribed: "Abonnements",
      recent: "Visitées récemment",
      popular: "Populaires",
      create: "Créer une chaîne",
      all: "Toutes les chaînes",
      toggle: "Afficher ou masquer {{section}}",
    } satisfies ChannelsShellMessages,
  },
};
