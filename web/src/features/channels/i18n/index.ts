import type { NamespaceBundle } from "../../../i18n/namespaces";
import { channelsDe } from "./de";
import { type ChannelsMessages, channelsEn } from "./en";
import { channelsEs } from "./es";
import { channelsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    channels: ChannelsMessages;
  }
}

/** The channels' texts in all five languages (de_DU is de). */
export default {
  channels: { en: channelsEn, de: channelsDe, de_DU: channelsDe, es: channelsEs, fr: channelsFr },
} satisfies NamespaceBundle;
