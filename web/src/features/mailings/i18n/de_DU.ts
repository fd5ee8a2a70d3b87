import { mailingsDe } from "./de";
import type { MailingsMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const mailingsDeDu: MailingsMessages = {
  ...mailingsDe,
  upcoming: {
    ...mailingsDe.upcoming,
    intro: "Die Aktivitäten des nächsten Newsletters. Zieh sie in die Reihenfolge, in der er sie auflistet.",
  },
};
