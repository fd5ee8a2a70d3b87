import type { BlogsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  blogs: {
    shell: {
      articles: "Artikel",
      blogSettings: "Blog-Einstellungen",
    } satisfies BlogsShellMessages,
  },
};
