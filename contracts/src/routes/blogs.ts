import {
  article,
  articleBody,
  articleDeleted,
  articleList,
  articleParams,
  articlesPageQuery,
  blog,
  blogArticlesParams,
  blogBody,
  blogParams,
  channelBlogParams,
  newBlogBody,
} from "../blogs.js";
import { feedQuery } from "../calendar.js";
import { errorResponse } from "../common.js";
import { defineRoutes, fileResponse } from "../route.js";

const errors = { 403: errorResponse, 404: errorResponse, 422: errorResponse };

/** Blogs and articles; the web's screens share these paths and get the SPA on a page load (http/negotiation.ts). */
export const blogsApi = defineRoutes("blogs", {
  /** The newest articles the member may read across blogs (the `/blogs` screen). */
  latest: {
    method: "GET",
    path: "/blogs",
    query: articlesPageQuery,
    response: { 200: articleList },
  },
  /**
   * RSS 2.0 of the blog's newest published articles the member may read, authenticated like the calendar feeds by
   * the member's feed token in `auth_token` (never by the session): a feed reader holds no cookie.
   */
  feed: {
    method: "GET",
    path: "/blogs/:id/articles.rss",
    params: blogParams,
    query: feedQuery,
    produces: "file",
    response: { 200: fileResponse, 401: errorResponse, 404: errorResponse },
  },
  create: {
    method: "POST",
    path: "/blogs",
    body: newBlogBody,
    response: { 201: blog, 422: errorResponse },
  },
  show: {
    method: "GET",
    path: "/blogs/:id",
    params: blogParams,
    response: { 200: blog, 404: errorResponse },
  },
  update: {
    method: "PUT",
    path: "/blogs/:id",
    params: blogParams,
    body: blogBody,
    response: { 200: blog, ...errors },
  },
  articles: {
    method: "GET",
    path: "/blogs/:blogId/articles",
    params: blogArticlesParams,
    query: articlesPageQuery,
    response: { 200: articleList, 404: errorResponse },
  },
  channelArticles: {
    method: "GET",
    path: "/channels/:slug/blog/articles",
    params: channelBlogParams,
    query: articlesPageQuery,
    response: { 200: articleList, 404: errorResponse },
  },
  createArticle: {
    method: "POST",
    path: "/blogs/:blogId/articles",
    params: blogArticlesParams,
    body: articleBody,
    response: { 201: article, ...errors },
  },
  showArticle: {
    method: "GET",
    path: "/blogs/:blogId/articles/:id",
    params: articleParams,
    response: { 200: article, 404: errorResponse },
  },
  updateArticle: {
    method: "PUT",
    path: "/blogs/:blogId/articles/:id",
    params: articleParams,
    body: articleBody,
    response: { 200: article, ...errors },
  },
  destroyArticle: {
    method: "DELETE",
    path: "/blogs/:blogId/articles/:id",
    params: articleParams,
    response: { 200: articleDeleted, ...errors },
  },
});
