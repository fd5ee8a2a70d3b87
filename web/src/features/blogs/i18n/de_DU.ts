import { blogsDe } from "./de";
import type { BlogsMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const blogsDeDu: BlogsMessages = {
  ...blogsDe,
  notFound: "Diesen Artikel gibt es nicht, oder du darfst ihn nicht lesen.",
  blogNotFound: "Diesen Blog gibt es nicht, oder du darfst ihn nicht lesen.",
  noPermission: "Das darfst du nicht.",
};
