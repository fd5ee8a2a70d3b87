import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the shell shows for this feature (userbar, notifications, start page), there from the first screen. */
const directMessagesShellEn = {
  link: "Messages",
  inbox: "Inbox",
  sent: "Sent",
  notification: "Unread messages",
  tile: "Read and write messages",
};
export type DirectMessagesShellMessages = typeof directMessagesShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    directMessages: { shell: DirectMessagesShellMessages };
  }
}

const directMessagesShellDe: DirectMessagesShellMessages = {
  link: "Nachrichten",
  inbox: "Posteingang",
  sent: "Gesendet",
  notification: "Ungelesene Nachrichten",
  tile: "Nachrichten lesen und schreiben",
};

const directMessagesShellEs: DirectMessagesShellMessages = {
  link: "Mensajes",
  inbox: "Bandeja de entrada",
  sent: "Enviados",
  notification: "Mensajes sin leer",
  tile: "Lee y escribe mensajes",
};

const directMessagesShellFr: DirectMessagesShellMessages = {
  link: "Messages",
  inbox: "Boîte de réception",
  sent: "Envoyés",
  notification: "Messages non lus",
  tile: "Lire et écrire des messages",
};

/** Registered under `directMessages.shell` when the app starts; the rest of the namespace loads with the routes. */
export const directMessagesShellTexts = {
  directMessages: {
    en: { shell: directMessagesShellEn },
    de: { shell: directMessagesShellDe },
    de_DU: { shell: directMessagesShellDe },
    es: { shell: directMessagesShellEs },
    fr: { shell: directMessagesShellFr },
  },
} satisfies NamespaceBundle;
