/** The header button's texts, there from the first screen. */
const chatShellEn = { link: "Chat", button: "Chat ({{count}} unread)", buttonNone: "Chat", sidebar: "Chats" };
export type ChatShellMessages = typeof chatShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    chat: { shell: ChatShellMessages };
  }
}

/**
 * Registered under `chat.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { chat: { shell: chatShellEn } };
