import { sanitizeRichText } from "../../lib/rich-text.js";
import { articlePath } from "./article.presenter.js";
import type { ArticleWithBlog } from "./blogs.repo.js";
import type { BlogRow } from "./blogs.schema.js";

/** Text for XML: element content and attribute values alike. */
const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/**
 * RSS 2.0 of a blog's published articles, newest first: each with its title, absolute link (also the guid), the
 * time it was published, its byline, and its teaser and sanitized text as the description (HTML, escaped).
 */
export function buildRss(input: {
  blog: Pick<BlogRow, "id" | "title" | "description">;
  rows: ArticleWithBlog[];
  bylines: Map<string, string>;
  publicUrl: string;
}): string {
  const base = input.publicUrl.replace(/\/$/, "");
  const items = input.rows.map(({ article }) => {
    const link = `${base}${articlePath(article)}`;
    const teaser = article.teaser ? `<p>${xml(article.teaser)}</p>` : "";
    const description = `${teaser}${sanitizeRichText("article", article.htmlContent)}`;
    return [
      "<item>",
      `<title>${xml(article.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<pubDate>${(article.publishedAt ?? article.createdAt).toUTCString()}</pubDate>`,
      `<dc:creator>${xml(input.bylines.get(article.id) ?? "")}</dc:creator>`,
      `<description>${xml(description)}</description>`,
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${xml(input.blog.title)}</title>`,
    `<link>${xml(`${base}/blogs/${input.blog.id}/articles`)}</link>`,
    `<description>${xml(input.blog.description || input.blog.title)}</description>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
