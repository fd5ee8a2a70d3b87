import type { MailingsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  mailings: {
    shell: {
      newsletter: "Newsletter",
      unsubscribe: "Abbestellen",
    } satisfies MailingsShellMessages,
  },
};
