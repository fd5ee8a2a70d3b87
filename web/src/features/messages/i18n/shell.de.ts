import type { DirectMessagesShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  directMessages: {
    shell: {
      link: "Nachrichten",
      inbox: "Posteingang",
      sent: "Gesendet",
      notification: "Ungelesene Nachrichten",
      tile: "Nachrichten lesen und schreiben",
      tileGuest: "Nachrichten lesen",
    } satisfies DirectMessagesShellMessages,
  },
};
