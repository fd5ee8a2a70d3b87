import type { ArticleCard, ArticleList, Blog, PresentedAudienceEntry } from "@intranet/contracts";
import { ARTICLES_PER_PAGE, type articleFields, type blogFields } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, notFound } from "../../http/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { findCategoryById, findGroupsByIds } from "../groups/groups.repo.js";
import { roleNamesByIds } from "../groups/roles.repo.js";
import { displayName, presentMemberSummary } from "../members/member.presenter.js";
import { findMemberById, findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { type ArticleAuthor, presentArticle, presentArticleCard, presentArticleEntry } from "./article.presenter.js";
import { checkedImage, claimedContentImages } from "./article-images.js";
import { syncPublishing } from "./article-publishing.js";
import { articleToChange, blogToManage, blogToWriteIn, requireArticle, requireBlog } from "./blog.policy.js";
import { type BlogHost, blogHostOf } from "./blog-hosts.js";
import type { BlogViewer } from "./blogs.access.js";
import {
  type ArticleWithBlog,
  articlePage,
  deleteArticleRow,
  insertArticle,
  insertBlog,
  outArticlesByIds,
  updateArticleRow,
  updateBlogRow,
} from "./blogs.repo.js";
import type { ArticleRow, BlogRow, StoredAudienceEntry, StoredPolicySettings } from "./blogs.schema.js";
import { buildRss } from "./rss.js";

type ArticleInput = z.output<typeof articleFields>;
type BlogInput = z.output<typeof blogFields>;

// ---------------------------------------------------------------- the contract with channels (channelBlogs)

/** Creates a channel's blog in the caller's transaction (title = the channel's title); answers the blog id. */
export async function createBlogFor(
  tx: DbOrTx,
  input: { channelId: string; title: string; creatorId: string },
): Promise<string> {
  const row = await insertBlog(tx, { parentId: input.channelId, title: input.title });
  return row.id;
}

/**
 * The member as the access predicates need them; null for an unknown member (who reads nothing). A caller that has
 * the member's row already (the channel page) passes it and saves the lookup.
 */
const viewerOf = async (db: DbOrTx, member: string | BlogViewer) =>
  typeof member === "string" ? findMemberById(db, member) : member;

/** The names of these articles' authors, by id (one statement). */
async function authorsOf(db: DbOrTx, rows: ArticleRow[]): Promise<Map<string, ArticleAuthor>> {
  const ids = [...new Set(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])))];
  const members = await findMembersByIds(db, ids);
  return new Map(members.map((m) => [m.id, { id: m.id, name: displayName(m) }]));
}

async function cardsOf(db: DbOrTx, rows: ArticleWithBlog[]): Promise<ArticleCard[]> {
  const authors = await authorsOf(
    db,
    rows.map((r) => r.article),
  );
  return rows.map((r) =>
    presentArticleCard(r.article, r.article.authorId ? authors.get(r.article.authorId) : undefined),
  );
}

/** The newest published articles of a blog the member may read, newest first. */
export async function latestArticleCards(
  db: DbOrTx,
  member: string | BlogViewer,
  blogId: string,
  limit: number,
  host: BlogHost = blogHostOf(db),
): Promise<ArticleCard[]> {
  const viewer = await viewerOf(db, member);
  if (!viewer || limit <= 0) return [];
  const { rows } = await articlePage(db, host, viewer, { blogId, which: "out", limit, offset: 0, count: false });
  return cardsOf(db, rows);
}

/** These articles (spotlight), published and readable by the member, in the order given; unknown ids dropped. */
export async function articleCardsByIds(
  db: DbOrTx,
  member: string | BlogViewer,
  ids: string[],
  host: BlogHost = blogHostOf(db),
): Promise<ArticleCard[]> {
  const viewer = await viewerOf(db, member);
  const wanted = ids.filter((id) => /^[0-9a-f]{24}$/.test(id));
  if (!viewer || wanted.length === 0) return [];
  const rows = await outArticlesByIds(db, host, viewer, wanted);
  const byId = new Map(rows.map((r) => [r.article.id, r]));
  return cardsOf(
    db,
    wanted.flatMap((id) => byId.get(id) ?? []),
  );
}

// ---------------------------------------------------------------- blogs

/** Administrators make a blog without a channel (`POST /blogs`, beyond the spec). */
export async function createStandaloneBlog(db: DbOrTx, input: { title: string; description: string }) {
  return insertBlog(db, { parentId: null, title: input.title, description: input.description });
}

/** The labels of a blog's audience entries: members', groups', categories' and roles' names (a few statements). */
async function labelled(db: DbOrTx, entries: StoredAudienceEntry[]): Promise<PresentedAudienceEntry[]> {
  const idsOf = (...types: StoredAudienceEntry["type"][]) =>
    entries.flatMap((e) => (types.includes(e.type) && e.id ? [e.id] : []));
  const [members, groups, roles, categories] = await Promise.all([
    findMembersByIds(db, idsOf("member")),
    findGroupsByIds(db, idsOf("group", "group_admin")),
    roleNamesByIds(db, idsOf("membership_role")),
    Promise.all(idsOf("group_category").map((id) => findCategoryById(db, id))),
  ]);
  const names = new Map<string, string>([
    ...members.map((m) => [m.id, displayName(m)] as const),
    ...groups.map((g) => [g.id, g.name] as const),
    ...roles.map((r) => [r.id, r.plural_name] as const),
    ...categories.flatMap((c) => (c ? [[c.id, c.pluralName] as const] : [])),
  ]);
  return entries.map((e) => ({ type: e.type, id: e.id, label: (e.id && names.get(e.id)) || e.id || "" }));
}

async function presentBlog(
  db: DbOrTx,
  blog: BlogRow,
  can: { manage: boolean; write: boolean; publish: boolean },
): Promise<Blog> {
  const p = blog.policySettings;
  const [createAndUpdate, publishAndUnpublish] = await Promise.all([
    labelled(db, p.create_and_update?.permitted_audience ?? []),
    labelled(db, p.publish_and_unpublish?.permitted_audience ?? []),
  ]);
  return {
    id: blog.id,
    parent_id: blog.parentId,
    title: blog.title,
    description: blog.description,
    publish_as: blog.publishAs,
    policy_settings: {
      create_and_update: { permitted_audience: createAndUpdate },
      publish_and_unpublish: { permitted_audience: publishAndUnpublish },
    },
    can: { update: can.manage, create_articles: can.write, publish_articles: can.publish },
  };
}

export async function showBlog(db: DbOrTx, host: BlogHost, viewer: BlogViewer, id: string): Promise<Blog> {
  const found = await requireBlog(db, host, viewer, id);
  return presentBlog(db, found.blog, found);
}

const stored = (entries: { type: StoredAudienceEntry["type"]; id: string | null }[]): StoredAudienceEntry[] => {
  const seen = new Set<string>();
  return entries.flatMap((e) => {
    const entry = { type: e.type, id: e.type === "channel" ? null : e.id };
    const key = `${entry.type}:${entry.id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [entry];
  });
};

/** New settings, by network administrators and who may update the blog's channel (403 for other readers). */
export async function updateBlog(
  db: DbOrTx,
  host: BlogHost,
  viewer: BlogViewer,
  id: string,
  input: BlogInput,
): Promise<Blog> {
  const found = await blogToManage(db, host, viewer, id);
  const policySettings: StoredPolicySettings = {
    create_and_update: { permitted_audience: stored(input.policy_settings.create_and_update.permitted_audience) },
    publish_and_unpublish: {
      permitted_audience: stored(input.policy_settings.publish_and_unpublish.permitted_audience),
    },
  };
  const row = await updateBlogRow(db, id, {
    title: input.title,
    description: input.description,
    publishAs: input.publish_as,
    policySettings,
  });
  if (!row) throw notFound();
  return presentBlog(db, row, found);
}

// ---------------------------------------------------------------- articles

async function listOf(
  db: DbOrTx,
  page: { rows: ArticleWithBlog[]; total: number },
  pageNumber: number,
  extra: Pick<ArticleList, "can" | "blog">,
): Promise<ArticleList> {
  const authors = await authorsOf(
    db,
    page.rows.map((r) => r.article),
  );
  return {
    articles: page.rows.map((r) =>
      presentArticleEntry(r, r.article.authorId ? authors.get(r.article.authorId) : undefined),
    ),
    meta: { page: pageNumber, per_page: ARTICLES_PER_PAGE, total_count: page.total },
    ...extra,
  };
}

const offsetOf = (page: number) => (page - 1) * ARTICLES_PER_PAGE;

/** A blog's articles the member may read, newest first (drafts and scheduled ones for its writers and publishers). */
export async function articlesOfBlog(
  db: DbOrTx,
  host: BlogHost,
  viewer: BlogViewer,
  blogId: string,
  page: number,
): Promise<ArticleList> {
  const found = await requireBlog(db, host, viewer, blogId);
  const rows = await articlePage(db, host, viewer, {
    blogId,
    which: { checked: found.write || found.publish ? "all" : "out" },
    limit: ARTICLES_PER_PAGE,
    offset: offsetOf(page),
  });
  return listOf(db, rows, page, {
    can: { create: found.write },
    blog: { id: found.blog.id, title: found.blog.title, channel: await host.channelOf(db, viewer.id, blogId) },
  });
}

/** The articles of the channel's blog (`GET /channels/{slug}/blog/articles`): 404 without a readable host channel. */
export async function articlesOfChannel(
  db: DbOrTx,
  host: BlogHost,
  viewer: BlogViewer,
  slug: string,
  page: number,
): Promise<ArticleList> {
  const blogId = await host.blogOfSlug(db, viewer.id, slug);
  if (!blogId) throw notFound();
  return articlesOfBlog(db, host, viewer, blogId, page);
}

/** The newest published articles the member may read across blogs (`/blogs`). */
export async function latestArticles(db: DbOrTx, host: BlogHost, viewer: BlogViewer, page: number) {
  const rows = await articlePage(db, host, viewer, {
    blogId: null,
    which: "out",
    limit: ARTICLES_PER_PAGE,
    offset: offsetOf(page),
  });
  return listOf(db, rows, page, { can: { create: false }, blog: null });
}

/** How many articles a blog's RSS feed holds (the newest). */
const FEED_ARTICLES = 20;

/** `GET /blogs/{id}/articles.rss`: the newest published articles of a blog the member may read (404 otherwise). */
export async function blogFeed(ctx: AppContext, viewer: BlogViewer, blogId: string): Promise<string> {
  const host = ctx.modules.blogHosts;
  const found = await requireBlog(ctx.db, host, viewer, blogId);
  const { rows } = await articlePage(ctx.db, host, viewer, {
    blogId,
    which: { checked: "out" },
    limit: FEED_ARTICLES,
    offset: 0,
    count: false,
  });
  const entries = (await listOf(ctx.db, { rows, total: rows.length }, 1, { can: { create: false }, blog: null }))
    .articles;
  const bylines = new Map(entries.map((e) => [e.id, e.byline]));
  return buildRss({ blog: found.blog, rows, bylines, publicUrl: ctx.config.publicUrl });
}

/**
 * The article as its page shows it: its stream post (where readers comment and like it) once it is out, not while a
 * draft or scheduled; its blog's channel when the member may read it.
 */
async function presented(
  ctx: Pick<AppContext, "db" | "modules">,
  host: BlogHost,
  viewer: BlogViewer,
  row: ArticleWithBlog,
  can: { manage: boolean; write: boolean; publish: boolean },
) {
  const { article } = row;
  const out = article.status === "published" && !!article.publishedAt && article.publishedAt <= new Date();
  const [author, activityId, channel] = await Promise.all([
    article.authorId ? findMemberById(ctx.db, article.authorId) : null,
    out ? ctx.modules.objectActivities.idOf(ctx.db, "article", article.id) : null,
    host.channelOf(ctx.db, viewer.id, article.blogId),
  ]);
  return presentArticle(row, author ? presentMemberSummary(author) : null, can, { activityId, channel });
}

export async function showArticle(
  ctx: Pick<AppContext, "db" | "modules">,
  host: BlogHost,
  viewer: BlogViewer,
  blogId: string,
  id: string,
) {
  const found = await requireArticle(ctx.db, host, viewer, blogId, id);
  return presented(ctx, host, viewer, found, found);
}

/** When a published article shows: the time given, else the time it had, else now. */
const publishedAtOf = (input: ArticleInput, current: ArticleRow | null): Date | null => {
  if (input.status !== "published") return input.published_at ? new Date(input.published_at) : null;
  if (input.published_at) return new Date(input.published_at);
  return current?.publishedAt ?? new Date();
};

export async function createArticle(
  ctx: AppContext,
  member: MemberRow,
  blogId: string,
  input: ArticleInput,
): Promise<ReturnType<typeof presentArticle>> {
  const host = ctx.modules.blogHosts;
  const blog = await blogToWriteIn(ctx.db, host, member, blogId);
  if (input.status === "published" && !blog.publish) throw forbidden("You may not publish articles of this blog.");
  const htmlContent = sanitizeRichText("article", input.html_content);
  const { row, announce } = await ctx.db.transaction(async (tx) => {
    const row = await insertArticle(tx, {
      blogId,
      title: input.title,
      teaser: input.teaser || null,
      imageId: await checkedImage(tx, member, input.image_id, null),
      htmlContent,
      contentImageIds: await claimedContentImages(tx, member, htmlContent, null),
      status: input.status,
      publishedAt: publishedAtOf(input, null),
      authorId: member.id,
      postToStream: input.post_to_stream,
    });
    return { row, announce: await syncPublishing(tx, ctx, null, row) };
  });
  await announce();
  const loaded = { article: row, blogTitle: blog.blog.title, publishAs: blog.blog.publishAs };
  return presented(ctx, host, member, loaded, blog);
}

export async function updateArticle(
  ctx: AppContext,
  member: MemberRow,
  blogId: string,
  id: string,
  input: ArticleInput,
) {
  const host = ctx.modules.blogHosts;
  const found = await articleToChange(ctx.db, host, member, blogId, id);
  const current = found.article;
  const publishedAt = publishedAtOf(input, current);
  const publishingChanged =
    input.status !== current.status ||
    input.post_to_stream !== current.postToStream ||
    (publishedAt?.getTime() ?? null) !== (current.publishedAt?.getTime() ?? null);
  const htmlContent = sanitizeRichText("article", input.html_content);
  const contentChanged =
    input.title !== current.title ||
    (input.teaser || null) !== current.teaser ||
    input.image_id !== current.imageId ||
    htmlContent !== sanitizeRichText("article", current.htmlContent);
  if (publishingChanged && !found.publish) throw forbidden("You may not publish articles of this blog.");
  if (contentChanged && !found.write) throw forbidden("You may not change articles of this blog.");
  const { row, announce } = await ctx.db.transaction(async (tx) => {
    const row = await updateArticleRow(tx, id, {
      title: input.title,
      teaser: input.teaser || null,
      imageId: await checkedImage(tx, member, input.image_id, current.imageId),
      htmlContent,
      contentImageIds: await claimedContentImages(tx, member, htmlContent, current),
      status: input.status,
      publishedAt,
      postToStream: input.post_to_stream,
    });
    return { row, announce: await syncPublishing(tx, ctx, current, row) };
  });
  await announce();
  return presented(ctx, host, member, { ...found, article: row }, found);
}

export async function deleteArticle(ctx: AppContext, member: MemberRow, blogId: string, id: string) {
  const found = await requireArticle(ctx.db, ctx.modules.blogHosts, member, blogId, id);
  if (!found.write) throw forbidden("You may not delete articles of this blog.");
  const fell = await ctx.db.transaction(async (tx) => {
    await ctx.modules.objectActivities.remove(tx, "article", id);
    await deleteArticleRow(tx, id);
    return ctx.modules.notifier.withdraw(tx, { kind: "article_published", subjectIds: [id] });
  });
  await ctx.modules.notifier.unreadsChanged(ctx, fell);
  return { redirect: `/blogs/${blogId}/articles` };
}
