import type { MailingsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  mailings: {
    shell: {
      newsletter: "Lettre d’information",
      unsubscribe: "Se désabonner",
    } satisfies MailingsShellMessages,
  },
};
