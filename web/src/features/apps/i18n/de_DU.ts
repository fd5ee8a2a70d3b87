import { appsDe } from "./de";
import type { AppsMessages } from "./en";

/** Informal German: only texts that address the reader differ. */
export const appsDeDu: AppsMessages = {
  ...appsDe,
  noPermission: "Das darfst du nicht.",
  wall: {
    ...appsDe.wall,
    noColumns: "Diese Wand hat keine Spalten: Wähle im App-Designer ein Auswahlfeld als Spalteneigenschaft.",
  },
  item: { ...appsDe.item, notFound: "Diesen Eintrag gibt es nicht, oder du darfst ihn nicht sehen." },
};
