import type { DirectMessagesShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  directMessages: {
    shell: {
      link: "Messages",
      inbox: "Boîte de réception",
      sent: "Envoyés",
      notification: "Messages non lus",
      tile: "Lire et écrire des messages",
      tileGuest: "Lire vos messages",
    } satisfies DirectMessagesShellMessages,
  },
};
