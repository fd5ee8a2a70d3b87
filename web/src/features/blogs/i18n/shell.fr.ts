import type { BlogsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  blogs: {
    shell: {
      articles: "Articles",
      blogSettings: "Paramètres du blog",
    } satisfies BlogsShellMessages,
  },
};
