import type { BlogsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  blogs: {
    shell: {
      articles: "Artículos",
      blogSettings: "Ajustes del blog",
    } satisfies BlogsShellMessages,
  },
};
