import type { NamespaceBundle } from "../../../i18n/namespaces";

/** The administration userbar's link, there from the first screen. */
const channelsShellEn = {
  channels: "Channels",
  assignSubscriptions: "Channel subscriptions",
  startPage: "Start page",
  subscribed: "Subscribed",
  recent: "Recently visited",
  popular: "Popular",
  create: "Create channel",
  all: "All channels",
  toggle: "Show or hide {{section}}",
};
export type ChannelsShellMessages = typeof channelsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    channels: { shell: ChannelsShellMessages };
  }
}

const channelsShellDe: ChannelsShellMessages = {
  channels: "Kanäle",
  assignSubscriptions: "Kanal-Abonnements",
  startPage: "Startseite",
  subscribed: "Abonniert",
  recent: "Zuletzt besucht",
  popular: "Beliebt",
  create: "Kanal erstellen",
  all: "Alle Kanäle",
  toggle: "{{section}} ein- oder ausblenden",
};

export const channelsShellTexts = {
  channels: {
    en: { shell: channelsShellEn },
    de: { shell: channelsShellDe },
    de_DU: { shell: channelsShellDe },
    es: {
      shell: {
        channels: "Canales",
        assignSubscriptions: "Suscripciones a canales",
        startPage: "Página de inicio",
        subscribed: "Suscritos",
        recent: "Visitados recientemente",
        popular: "Populares",
        create: "Crear canal",
        all: "Todos los canales",
        toggle: "Mostrar u ocultar {{section}}",
      },
    },
    fr: {
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
      },
    },
  },
} satisfies NamespaceBundle;
