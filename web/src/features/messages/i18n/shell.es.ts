import type { DirectMessagesShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  directMessages: {
    shell: {
      link: "Mensajes",
      inbox: "Bandeja de entrada",
      sent: "Enviados",
      notification: "Mensajes sin leer",
      tile: "Lee y escribe mensajes",
      tileGuest: "Lee tus mensajes",
    } satisfies DirectMessagesShellMessages,
  },
};
