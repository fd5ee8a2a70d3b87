import { participationDe } from "./de";
import type { ParticipationMessages } from "./en";

export const participationDeDu: ParticipationMessages = {
  ...participationDe,
  yourAnswer: "Deine Antwort: {{status}}",
  applyToQuestion:
    "Dieser Termin ist ein geändertes Vorkommen einer Serie. Soll deine Antwort nur für dieses Vorkommen oder für die ganze Serie gelten?",
  answered: "Deine Antwort wurde gespeichert.",
  answerFailed: "Deine Antwort konnte nicht gespeichert werden.",
  sent: "Deine Nachricht wurde gesendet.",
};
