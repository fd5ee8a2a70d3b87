import { z } from "zod";
import { id, isoDateTime } from "./common.js";
import { memberSummary } from "./members.js";

/**
 * Blogs and their articles (communication.md §2 "Blogs", §3 "Blog", administration.md §3 "Blog", §5, §6). Every
 * channel has a blog (`parent_id` is the channel's id); without a channel a blog stands alone (created by
 * administrators through `POST /blogs`).
 */

export const BLOG_TITLE_MAX = 120;
export const BLOG_DESCRIPTION_MAX = 2_000;
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_TEASER_MAX = 1_000;
export const ARTICLE_CONTENT_MAX = 200_000;
/** Articles per page of a blog's list, a channel's blog and `/blogs`. */
export const ARTICLES_PER_PAGE = 10;
/** Entries of one permitted audience list at most. */
export const AUDIENCE_MAX = 200;

/** The audience picker's types (administration.md §6). */
export const audienceTypes = [
  "member",
  "group",
  "group_admin",
  "group_category",
  "system_role",
  "membership_role",
  "channel",
] as const;
export const audienceType = z.enum(audienceTypes);
export type AudienceType = z.infer<typeof audienceType>;
/** The system roles an audience may name: network administrators, (internal) members, external members. */
export const systemRoles = ["admin", "member", "external"] as const;

/**
 * One entry of a permitted audience: a member, a group's members, a group's administrators, the members of a
 * category's groups, a system role, the holders of a membership role, or (`channel`, no id) the subscribers of
 * the blog's channel.
 */
export const audienceEntry = z
  .object({ type: audienceType, id: z.string().max(24).nullable().default(null) })
  .superRefine((entry, issue) => {
    const needsId = entry.type !== "channel";
    const valid =
      entry.type === "system_role"
        ? (systemRoles as readonly string[]).includes(entry.id ?? "")
        : !needsId || id.safeParse(entry.id).success;
    if (!valid) issue.addIssue({ code: "custom", message: "is invalid", path: ["id"] });
  });
export type AudienceEntry = z.input<typeof audienceEntry>;

/** An entry as the server shows it: with a label (a member's or group's name, a role's name). */
export const presentedAudienceEntry = z.object({
  type: audienceType,
  id: z.string().nullable(),
  label: z.string(),
});
export type PresentedAudienceEntry = z.infer<typeof presentedAudienceEntry>;

const permittedAudience = z.object({ permitted_audience: z.array(audienceEntry).max(AUDIENCE_MAX).default([]) });
export const policySettings = z.object({
  /** Who may write articles and change them (besides those who may update the host channel). */
  create_and_update: permittedAudience.default({ permitted_audience: [] }),
  /** Who may publish and unpublish articles. */
  publish_and_unpublish: permittedAudience.default({ permitted_audience: [] }),
});
export type PolicySettings = z.input<typeof policySettings>;

const presentedPolicy = z.object({ permitted_audience: z.array(presentedAudienceEntry) });

export const publishAs = z.enum(["blog_title", "author"]);
export type PublishAs = z.infer<typeof publishAs>;

export const blog = z.object({
  id,
  parent_id: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  publish_as: publishAs,
  policy_settings: z.object({ create_and_update: presentedPolicy, publish_and_unpublish: presentedPolicy }),
  can: z.object({ update: z.boolean(), create_articles: z.boolean(), publish_articles: z.boolean() }),
});
export type Blog = z.infer<typeof blog>;

export const blogFields = z.object({
  title: z.string().trim().min(1, "required").max(BLOG_TITLE_MAX),
  description: z.string().trim().max(BLOG_DESCRIPTION_MAX).default(""),
  publish_as: publishAs.default("blog_title"),
  policy_settings: policySettings.default({
    create_and_update: { permitted_audience: [] },
    publish_and_unpublish: { permitted_audience: [] },
  }),
});
export const blogBody = z.object({ blog: blogFields });
export type BlogBody = z.input<typeof blogBody>;

/** Administrators make a blog without a channel (not in the spec: channels make theirs; see docs/spec-coverage.md). */
export const newBlogBody = z.object({
  blog: z.object({
    title: z.string().trim().min(1, "required").max(BLOG_TITLE_MAX),
    description: z.string().trim().max(BLOG_DESCRIPTION_MAX).default(""),
  }),
});

export const blogParams = z.object({ id });
export const blogArticlesParams = z.object({ blogId: id });
export const articleParams = z.object({ blogId: id, id });
export const channelBlogParams = z.object({ slug: z.string().min(1).max(200) });
export const articlesPageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/**
 * An article as a channel's blog widget, spotlight widget and the channel page list it (the shape agreed with the
 * channels module): published articles only.
 */
export const articleCard = z.object({
  id,
  blog_id: id,
  title: z.string(),
  teaser: z.string().nullable(),
  image_url: z.string().nullable(),
  published_at: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  path: z.string(),
});
export type ArticleCard = z.infer<typeof articleCard>;

export const articleStatus = z.enum(["draft", "published"]);
export type ArticleStatus = z.infer<typeof articleStatus>;

/** An entry of a list: a card, with the blog's title, the byline and, for writers, drafts and scheduled ones. */
export const articleEntry = articleCard.extend({
  published_at: z.string().nullable(),
  status: articleStatus,
  blog_title: z.string(),
  /** The author's name or the blog's title, as the blog's `publish_as` says. */
  byline: z.string(),
});
export type ArticleEntry = z.infer<typeof articleEntry>;

/** The channel that hosts a blog, for the blog's pages to link back to; null without one or for who may not read it. */
export const blogChannel = z.object({ slug: z.string(), title: z.string() }).nullable();
export type BlogChannel = z.infer<typeof blogChannel>;

export const articleList = z.object({
  articles: z.array(articleEntry),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total_count: z.number().int() }),
  can: z.object({ create: z.boolean() }),
  blog: z.object({ id, title: z.string(), channel: blogChannel }).nullable(),
});
export type ArticleList = z.infer<typeof articleList>;

export const article = articleEntry.extend({
  image_id: z.string().nullable(),
  /** Sanitized HTML (the server's `article` allowlist, applied on write and again on read). */
  html_content: z.string(),
  author_summary: memberSummary.nullable(),
  publish_as: publishAs,
  /** Whether publishing posts (or posted) the article to the network stream. */
  post_to_stream: z.boolean(),
  /** Its post in the activity stream, where readers comment and like it (`/activities/{id}`); null while it has none. */
  activity_id: id.nullable(),
  /** The blog's channel, which the article page links back to. */
  channel: blogChannel,
  created_at: z.string(),
  updated_at: z.string(),
  can: z.object({ update: z.boolean(), destroy: z.boolean(), publish: z.boolean() }),
});
export type Article = z.infer<typeof article>;

export const articleFields = z.object({
  title: z.string().trim().min(1, "required").max(ARTICLE_TITLE_MAX),
  teaser: z.string().trim().max(ARTICLE_TEASER_MAX).nullable().default(null),
  image_id: id.nullable().default(null),
  html_content: z.string().max(ARTICLE_CONTENT_MAX).default(""),
  status: articleStatus.default("draft"),
  /** When a published article shows; now when left out. A later time keeps it from readers until then. */
  published_at: isoDateTime().nullable().default(null),
  /** Publishing posts the article to the network stream, shown to the blog's readers (on unless switched off). */
  post_to_stream: z.boolean().default(true),
});
export const articleBody = z.object({ article: articleFields });
export type ArticleBody = z.input<typeof articleBody>;

export const articleDeleted = z.object({ redirect: z.string() });
