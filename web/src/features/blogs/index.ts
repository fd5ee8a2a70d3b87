import { IconNews } from "@tabler/icons-react";
import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

const articlesPages = () => import("./routes/ArticlesPages");
const articlePage = () => import("./routes/ArticlePage");
const articleForm = () => import("./routes/ArticleFormPage");
const blogEdit = () => import("./routes/BlogEditPage");

/** Blogs and articles (server module `blogs`): the newest articles, a blog's articles and settings, articles. */
export const blogsRoutes: FeatureRoute[] = [
  {
    path: "blogs",
    handle: { title: "blogs.shell.articles" },
    lazy: async () => ({ Component: (await articlesPages()).LatestArticlesPage }),
  },
  {
    path: "blogs/:id/edit",
    handle: { title: "blogs.shell.blogSettings" },
    lazy: async () => ({ Component: (await blogEdit()).BlogEditPage }),
  },
  {
    path: "blogs/:blogId/articles",
    handle: { title: "blogs.shell.articles" },
    lazy: async () => ({ Component: (await articlesPages()).BlogArticlesPage }),
  },
  {
    path: "blogs/:blogId/articles/new",
    handle: { title: "blogs.shell.articles" },
    lazy: async () => ({ Component: (await articleForm()).NewArticlePage }),
  },
  {
    path: "blogs/:blogId/articles/:id",
    handle: { title: "blogs.shell.articles" },
    lazy: async () => ({ Component: (await articlePage()).ArticlePage }),
  },
  {
    path: "blogs/:blogId/articles/:id/edit",
    handle: { title: "blogs.shell.articles" },
    lazy: async () => ({ Component: (await articleForm()).EditArticlePage }),
  },
];

export const blogsFeature = defineFeature({
  key: "blogs",
  routes: blogsRoutes,
  moduleLinks: [{ key: "blogs", label: "blogs.shell.articles", to: "/blogs", icon: IconNews }],
  translations,
});
