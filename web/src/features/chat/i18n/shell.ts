import type { NamespaceBundle } from "../../../i18n/namespaces";

/** The header button's texts, there from the first screen. */
const chatShellEn = { link: "Chat", button: "Chat ({{count}} unread)", buttonNone: "Chat", sidebar: "Chats" };
export type ChatShellMessages = typeof chatShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    chat: { shell: ChatShellMessages };
  }
}

const chatShellDe: ChatShellMessages = {
  link: "Chat",
  button: "Chat ({{count}} ungelesen)",
  buttonNone: "Chat",
  sidebar: "Chats",
};
const chatShellEs: ChatShellMessages = {
  link: "Chat",
  button: "Chat ({{count}} sin leer)",
  buttonNone: "Chat",
  sidebar: "Chats",
};
const chatShellFr: ChatShellMessages = {
  link: "Chat",
  button: "Chat ({{count}} non lus)",
  buttonNone: "Chat",
  sidebar: "Discussions",
};

export const chatShellTexts = {
  chat: {
    en: { shell: chatShellEn },
    de: { shell: chatShellDe },
    de_DU: { shell: chatShellDe },
    es: { shell: chatShellEs },
    fr: { shell: chatShellFr },
  },
} satisfies NamespaceBundle;
