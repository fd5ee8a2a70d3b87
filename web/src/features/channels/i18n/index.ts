import { featureTexts } from "../../../i18n/namespaces";
import type { ChannelsMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    channels: ChannelsMessages;
  }
}

/** The channels' texts, one language at a time. */
export default featureTexts("channels");
