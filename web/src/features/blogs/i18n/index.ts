import type { NamespaceBundle } from "../../../i18n/namespaces";
import { blogsDe } from "./de";
import { type BlogsMessages, blogsEn } from "./en";
import { blogsEs } from "./es";
import { blogsFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    blogs: BlogsMessages;
  }
}

/** The informal German: only the texts that address the reader differ. */
const blogsDeDu: BlogsMessages = {
  ...blogsDe,
  notFound: "Diesen Artikel gibt es nicht, oder du darfst ihn nicht lesen.",
  blogNotFound: "Diesen Blog gibt es nicht, oder du darfst ihn nicht lesen.",
  noPermission: "Das darfst du nicht.",
};

/** The blogs' texts in all five languages. */
export default {
  blogs: { en: blogsEn, de: blogsDe, de_DU: blogsDeDu, es: blogsEs, fr: blogsFr },
} satisfies NamespaceBundle;
