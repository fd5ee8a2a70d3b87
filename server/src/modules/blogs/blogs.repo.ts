import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { BlogHost } from "./blog-hosts.js";
import {
  articleIsOut,
  articlesOutFor,
  articlesPublishableBy,
  articlesReadableBy,
  articlesWritableBy,
  type BlogViewer,
  blogManageableBy,
  blogReadableBy,
} from "./blogs.access.js";
import { type ArticleRow, articles, type BlogRow, blogs } from "./blogs.schema.js";

/** What the member may do with a blog, as the access predicates answer for its row. */
const abilityColumns = (host: BlogHost, viewer: BlogViewer) => ({
  manage: sql<boolean>`${blogManageableBy(host, viewer)}`.mapWith(Boolean),
  write: sql<boolean>`${articlesWritableBy(host, viewer)}`.mapWith(Boolean),
  publish: sql<boolean>`${articlesPublishableBy(host, viewer)}`.mapWith(Boolean),
});
export type BlogAbilities = { manage: boolean; write: boolean; publish: boolean };

export async function insertBlog(db: DbOrTx, values: typeof blogs.$inferInsert): Promise<BlogRow> {
  const [row] = await db.insert(blogs).values(values).returning();
  if (!row) throw new Error("blog not inserted");
  return row;
}

export async function updateBlogRow(db: DbOrTx, id: string, set: Partial<typeof blogs.$inferInsert>) {
  const [row] = await db.update(blogs).set(set).where(eq(blogs.id, id)).returning();
  return row ?? null;
}

/** Single check: the blog if the member may read it, with what they may do; null otherwise. */
export async function findReadableBlog(db: DbOrTx, host: BlogHost, viewer: BlogViewer, id: string) {
  const [row] = await db
    .select({ blog: blogs, ...abilityColumns(host, viewer) })
    .from(blogs)
    .where(and(eq(blogs.id, id), blogReadableBy(host, viewer)))
    .limit(1);
  return row ?? null;
}

const entryColumns = {
  article: articles,
  blogTitle: blogs.title,
  publishAs: blogs.publishAs,
};
export type ArticleWithBlog = { article: ArticleRow; blogTitle: string; publishAs: BlogRow["publishAs"] };

/** Newest first: by the time it shows (a draft by its creation), then by id. */
const newestFirst = [desc(sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`), desc(articles.id)];

/**
 * Which articles a page holds: `out` those published and due in blogs the member may read, checked per row with
 * the blog's access predicates. For one blog whose access the request has just checked (`findReadableBlog`:
 * readable, and whether the member writes or publishes it), `checked` says it once: every article (`all`, for its
 * writers and publishers, who see drafts and scheduled ones) or those out. Checked per row, the host and audience
 * subqueries repeat for each article, and PostgreSQL estimates a blog of 10,000 articles so high that it
 * JIT-compiles the statement (seconds; bench/channels.ts).
 */
export type ArticleScope = "out" | { checked: "all" | "out" };

/**
 * A page of articles and their total: of one blog (`blogId`) or of every blog. `count: false` leaves the total out
 * (0) for who shows no pages (the blog widget, the feed): counting reads every article of the blog.
 */
export async function articlePage(
  db: DbOrTx,
  host: BlogHost,
  viewer: BlogViewer,
  opts: { blogId: string | null; which: ArticleScope; limit: number; offset: number; count?: boolean },
): Promise<{ rows: ArticleWithBlog[]; total: number }> {
  const { which } = opts;
  if (typeof which === "object" && !opts.blogId) throw new Error("a checked scope needs its blog");
  const where = and(
    opts.blogId ? eq(articles.blogId, opts.blogId) : undefined,
    which === "out" ? articlesOutFor(host, viewer) : which.checked === "out" ? articleIsOut() : undefined,
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(articles)
      .innerJoin(blogs, eq(blogs.id, articles.blogId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(opts.limit)
      .offset(opts.offset),
    opts.count === false
      ? [{ n: 0 }]
      : db.select({ n: count() }).from(articles).innerJoin(blogs, eq(blogs.id, articles.blogId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The published, due articles with these ids the member may read (any order). */
export function outArticlesByIds(db: DbOrTx, host: BlogHost, viewer: BlogViewer, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(entryColumns)
    .from(articles)
    .innerJoin(blogs, eq(blogs.id, articles.blogId))
    .where(and(inArray(articles.id, ids), articlesOutFor(host, viewer)));
}

/** Single check: the blog's article if the member may read it, with what they may do with its blog; null otherwise. */
export async function findReadableArticle(db: DbOrTx, host: BlogHost, viewer: BlogViewer, blogId: string, id: string) {
  const [row] = await db
    .select({ ...entryColumns, ...abilityColumns(host, viewer) })
    .from(articles)
    .innerJoin(blogs, eq(blogs.id, articles.blogId))
    .where(and(eq(articles.id, id), eq(articles.blogId, blogId), articlesReadableBy(host, viewer)))
    .limit(1);
  return row ?? null;
}

export async function insertArticle(db: DbOrTx, values: typeof articles.$inferInsert): Promise<ArticleRow> {
  const [row] = await db.insert(articles).values(values).returning();
  if (!row) throw new Error("article not inserted");
  return row;
}

export async function updateArticleRow(db: DbOrTx, id: string, set: Partial<typeof articles.$inferInsert>) {
  const [row] = await db.update(articles).set(set).where(eq(articles.id, id)).returning();
  if (!row) throw new Error("article not updated");
  return row;
}

export async function deleteArticleRow(db: DbOrTx, id: string) {
  await db.delete(articles).where(eq(articles.id, id));
}

/**
 * Whether the upload is the image of an article the member may read, or one its text shows (the uploads'
 * `fileAccess`; each by an index). A draft's images stay with who may see the draft.
 */
export async function isReadableArticleImage(db: DbOrTx, host: BlogHost, viewer: BlogViewer, uploadId: string) {
  const shows = or(
    eq(articles.imageId, uploadId),
    sql`${articles.contentImageIds} @> ${JSON.stringify([uploadId])}::jsonb`,
  );
  const [row] = await db
    .select({ one: sql`1` })
    .from(articles)
    .innerJoin(blogs, eq(blogs.id, articles.blogId))
    .where(and(shows, articlesReadableBy(host, viewer)))
    .limit(1);
  return row !== undefined;
}
