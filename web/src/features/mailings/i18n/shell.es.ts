import type { MailingsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  mailings: {
    shell: {
      newsletter: "Boletín",
      unsubscribe: "Darse de baja",
    } satisfies MailingsShellMessages,
  },
};
