import { blogsDe } from "./de";
import type { BlogsMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const blogsDeDu: BlogsMessages = {
  ...blogsDe,
  notFound: "Diesen Artikel gibt es nicht, oder du darfst ihn nicht lesen.",
  blogNotFound: "Diesen Blog gibt es nicht, oder du darfst ihn nicht lesen.",
  noPermission: "Das darfst du nicht.",
  rss: {
    ...blogsDe.rss,
    intro:
      "Füge diese Adresse deinem Feedreader hinzu, um neuen Artikeln des Blogs zu folgen. Behalte sie für dich, denn sie meldet dich an.",
    needsToken:
      "Die Adresse enthält dein Feed-Token, das auch deine Kalender-Abonnements nutzen; es wird nur einmal angezeigt. Wenn du es hier erstellst, ersetzt es ein bisheriges Token, und Kalender-Abonnements brauchen dann ebenfalls ihre neuen Adressen.",
  },
};
