import type { Article, ArticleCard, ArticleEntry, BlogChannel, MemberSummary } from "@intranet/contracts";
import { sanitizeRichText } from "../../lib/rich-text.js";
import type { BlogAbilities } from "./blogs.repo.js";
import type { ArticleRow, BlogRow } from "./blogs.schema.js";

export type ArticleAuthor = { id: string; name: string };
type Loaded = { article: ArticleRow; blogTitle: string; publishAs: BlogRow["publishAs"] };

export const articlePath = (a: Pick<ArticleRow, "blogId" | "id">) => `/blogs/${a.blogId}/articles/${a.id}`;
const imageUrl = (imageId: string | null) => (imageId ? `/api/storage/images/${imageId}` : null);
const unknownAuthor = (id: string | null): ArticleAuthor => ({ id: id ?? "", name: "" });

/** The card the channels' widgets show (published articles only: `published_at` is set). */
export function presentArticleCard(a: ArticleRow, author: ArticleAuthor | undefined): ArticleCard {
  return {
    id: a.id,
    blog_id: a.blogId,
    title: a.title,
    teaser: a.teaser,
    image_url: imageUrl(a.imageId),
    published_at: (a.publishedAt ?? a.createdAt).toISOString(),
    author: author ?? unknownAuthor(a.authorId),
    path: articlePath(a),
  };
}

/** An entry of a list: the card, the blog's title, and the byline the blog's `publish_as` asks for. */
export function presentArticleEntry(row: Loaded, author: ArticleAuthor | undefined): ArticleEntry {
  const a = row.article;
  return {
    ...presentArticleCard(a, author),
    published_at: a.publishedAt?.toISOString() ?? null,
    status: a.status,
    blog_title: row.blogTitle,
    byline: row.publishAs === "author" && author?.name ? author.name : row.blogTitle,
  };
}

/** The whole article with what the member may do (the blog's abilities decided in SQL). */
export function presentArticle(
  row: Loaded,
  author: MemberSummary | null,
  abilities: BlogAbilities,
  { activityId, channel }: { activityId: string | null; channel: BlogChannel },
): Article {
  const a = row.article;
  const mayChange = abilities.write || abilities.publish;
  return {
    ...presentArticleEntry(row, author ? { id: author.id, name: author.displayName } : undefined),
    image_id: a.imageId,
    html_content: sanitizeRichText("article", a.htmlContent),
    author_summary: author,
    publish_as: row.publishAs,
    post_to_stream: a.postToStream,
    activity_id: activityId,
    channel,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    can: { update: mayChange, destroy: mayChange, publish: abilities.publish },
  };
}
