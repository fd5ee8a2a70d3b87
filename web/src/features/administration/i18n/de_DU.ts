import { administrationDe } from "./de";
import type { AdministrationMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const administrationDeDu: AdministrationMessages = {
  ...administrationDe,
  streams: {
    ...administrationDe.streams,
    emptyText:
      "Alle Aktivitäten stehen in „Alle Aktivitäten“. Leg einen Strom an, um einem Thema einen eigenen Platz zu geben.",
  },
};
