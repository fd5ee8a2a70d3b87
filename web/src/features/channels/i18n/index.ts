import { featureTexts } from "../../../i18n/namespaces";
import type { ChannelsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    channels: ChannelsMessages;
  }
}

/** The channels' texts, one language at a time (de_DU is de). */
export default featureTexts("channels");
