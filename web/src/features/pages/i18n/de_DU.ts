import { pagesDe } from "./de";
import type { PagesMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const pagesDeDu: PagesMessages = {
  ...pagesDe,
  infoIntro: "Seiten, die die Administration für dich ausgewählt hat.",
  noPermission: "Das darfst du nicht.",
  order: {
    ...pagesDe.order,
    intro:
      "Zieh eine Seite oder nutze ihre Pfeile, um sie unter den Seiten daneben zu verschieben. Zieh sie seitwärts oder nutze ihre Schaltflächen, um sie in die Seite darüber oder eine Ebene höher zu verschieben. Jede Änderung wird gespeichert.",
  },
};
