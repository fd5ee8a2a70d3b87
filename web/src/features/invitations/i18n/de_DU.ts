import { invitationsDe } from "./de";
import type { InvitationsMessages } from "./en";

/** German with the informal "du"; only texts that address the reader differ from `de`. */
export const invitationsDeDu: InvitationsMessages = {
  ...invitationsDe,
  errorsTitle: "Es wurde keine Einladung gesendet. Bitte korrigiere diese Zeilen und sende die Datei erneut:",
  noRights: "Du darfst hier nicht einladen.",
  signUpIntro: "Du bist zu {{network}} eingeladen. Wähle deinen Namen und ein Passwort, um beizutreten.",
  signUpGroups: "Du trittst bei: {{groups}}",
  alreadyMember: "Diese Adresse gehört schon einem Mitglied. Bitte melde dich an.",
};
