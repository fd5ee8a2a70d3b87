import { circularsDe } from "./de";
import type { CircularsMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const circularsDeDu: CircularsMessages = {
  ...circularsDe,
  emptyText: "Rundschreiben, die Administratoren an dich senden, erscheinen hier.",
  notFound: "Dieses Rundschreiben gibt es nicht oder es ist nicht an dich gerichtet.",
  confirmed: "Danke für deine Bestätigung.",
  sentByYou: "Von dir gesendet",
  leave: {
    ...circularsDe.leave,
    text: "Das Rundschreiben wurde noch nicht gesendet. Wenn du die Seite jetzt verlässt, geht der Text verloren.",
  },
};
