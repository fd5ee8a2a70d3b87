import { pagesDe } from "./de";
import type { PagesMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const pagesDeDu: PagesMessages = {
  ...pagesDe,
  infoIntro: "Seiten, die die Administration für dich ausgewählt hat.",
  noPermission: "Das darfst du nicht.",
};
