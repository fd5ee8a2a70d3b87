import { abuse_reportsDe } from "./de";
import type { AbuseReportsMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const abuse_reportsDeDu: AbuseReportsMessages = {
  ...abuse_reportsDe,
  form: {
    ...abuse_reportsDe.form,
    intro: "Beschreib den Administratoren, was nicht in Ordnung ist. Sie sehen deinen Namen mit der Meldung.",
    subject: {
      member: "Du meldest ein Mitglied.",
      activity: "Du meldest einen Beitrag.",
      reply: "Du meldest einen Kommentar.",
      chat_message: "Du meldest eine Chatnachricht.",
      message: "Du meldest eine Nachricht.",
    },
    already: "Du hast dies bereits gemeldet. Die Administratoren sehen es sich an.",
    tooMany: "Du hast viele Meldungen gesendet. Bitte warte eine Weile.",
  },
  admin: {
    ...abuse_reportsDe.admin,
    intro: "Was Mitglieder gemeldet haben. Erledige eine Meldung, wenn du gehandelt hast, oder verwirf sie.",
  },
};
