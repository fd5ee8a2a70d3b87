/** What the shell shows for this feature (userbar, notifications, start page), there from the first screen. */
const directMessagesShellEn = {
  link: "Messages",
  inbox: "Inbox",
  sent: "Sent",
  notification: "Unread messages",
  tile: "Read and write messages",
  tileGuest: "Read your messages",
};
export type DirectMessagesShellMessages = typeof directMessagesShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    directMessages: { shell: DirectMessagesShellMessages };
  }
}

/**
 * Registered under `directMessages.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { directMessages: { shell: directMessagesShellEn } };
