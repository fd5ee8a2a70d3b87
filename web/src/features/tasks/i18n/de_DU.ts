import { tasksDe } from "./de";
import type { TasksMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const tasksDeDu: TasksMessages = {
  ...tasksDe,
  empty: {
    ...tasksDe.empty,
    my: "Du hast keine offenen Aufgaben erstellt.",
    assigned: "Dir sind keine offenen Aufgaben zugewiesen.",
    declined: "Du hast keine offenen Aufgaben abgelehnt.",
    starred: "Du hast keine offenen Aufgaben markiert.",
  },
  notFound: "Diese Aufgabe gibt es nicht, oder sie ist für dich nicht sichtbar.",
  accepted: "Du hast die Aufgabe angenommen.",
  declinedToast: "Du hast die Aufgabe abgelehnt.",
  notes: {
    ...tasksDe.notes,
    intro: "Deine Notizen sind privat: niemand sonst sieht sie.",
    empty: "Du hast noch keine Notizen.",
  },
};
