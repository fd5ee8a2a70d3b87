import type { NamespaceBundle } from "../../../i18n/namespaces";

/** The screens' titles, there from the first screen. */
const blogsShellEn = { articles: "Articles", blogSettings: "Blog settings" };
export type BlogsShellMessages = typeof blogsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    blogs: { shell: BlogsShellMessages };
  }
}

export const blogsShellTexts = {
  blogs: {
    en: { shell: blogsShellEn },
    de: { shell: { articles: "Artikel", blogSettings: "Blog-Einstellungen" } },
    de_DU: { shell: { articles: "Artikel", blogSettings: "Blog-Einstellungen" } },
    es: { shell: { articles: "Artículos", blogSettings: "Ajustes del blog" } },
    fr: { shell: { articles: "Articles", blogSettings: "Paramètres du blog" } },
  },
} satisfies NamespaceBundle;
