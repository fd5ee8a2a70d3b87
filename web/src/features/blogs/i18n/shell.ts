/** The screens' titles, there from the first screen. */
const blogsShellEn = { articles: "Articles", blogSettings: "Blog settings" };
export type BlogsShellMessages = typeof blogsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    blogs: { shell: BlogsShellMessages };
  }
}

/**
 * Registered under `blogs.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { blogs: { shell: blogsShellEn } };
