import type { NamespaceBundle } from "../../../i18n/namespaces";

/** The administration userbar's link, there from the first screen. */
const channelsShellEn = { channels: "Channels", assignSubscriptions: "Channel subscriptions" };
export type ChannelsShellMessages = typeof channelsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    channels: { shell: ChannelsShellMessages };
  }
}

const channelsShellDe: ChannelsShellMessages = { channels: "Kanäle", assignSubscriptions: "Kanal-Abonnements" };

export const channelsShellTexts = {
  channels: {
    en: { shell: channelsShellEn },
    de: { shell: channelsShellDe },
    de_DU: { shell: channelsShellDe },
    es: { shell: { channels: "Canales", assignSubscriptions: "Suscripciones a canales" } },
    fr: { shell: { channels: "Chaînes", assignSubscriptions: "Abonnements aux chaînes" } },
  },
} satisfies NamespaceBundle;
