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

/**
 * Registered under `channels.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { channels: { shell: channelsShellEn } };
