import { type ArticleBody, type BlogBody, blogsApi } from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const blogQuery = (id: string) =>
  queryOptions({
    queryKey: ["blogs", "blog", id],
    queryFn: ({ signal }) => api(blogsApi.show, { params: { id } }, { signal }),
  });

export const blogArticlesQuery = (blogId: string, page: number) =>
  queryOptions({
    queryKey: ["blogs", "blog", blogId, "articles", page],
    queryFn: ({ signal }) => api(blogsApi.articles, { params: { blogId }, query: { page } }, { signal }),
  });

/** The newest articles the member may read across blogs (`/blogs`). */
export const latestArticlesQuery = (page: number) =>
  queryOptions({
    queryKey: ["blogs", "latest", page],
    queryFn: ({ signal }) => api(blogsApi.latest, { query: { page } }, { signal }),
  });

export const articleQuery = (blogId: string, id: string) =>
  queryOptions({
    queryKey: ["blogs", "article", blogId, id],
    queryFn: ({ signal }) => api(blogsApi.showArticle, { params: { blogId, id } }, { signal }),
  });

export const saveBlog = (id: string, body: BlogBody) => api(blogsApi.update, { params: { id }, body });

export const saveArticle = (blogId: string, id: string | null, body: ArticleBody) =>
  id
    ? api(blogsApi.updateArticle, { params: { blogId, id }, body })
    : api(blogsApi.createArticle, { params: { blogId }, body });

export const deleteArticle = (blogId: string, id: string) => api(blogsApi.destroyArticle, { params: { blogId, id } });

export const refreshBlogs = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ["blogs"] });
