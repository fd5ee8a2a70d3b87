import type { ArticleHit, SearchSuggestion } from "@intranet/contracts";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import type { SearchRequest, SearchSource } from "../module.js";
import type { ParsedQuery } from "../search/query.js";
import {
  documentMatch,
  headline,
  highlightHtml,
  inOrderOf,
  matchPage,
  suggestionIdsOf,
  textQuery,
  withoutTags,
} from "../search/search.repo.js";
import { articlePath } from "./article.presenter.js";
import { articlesOutFor } from "./blogs.access.js";
import { articles, blogs } from "./blogs.schema.js";

/** The columns migration 0046 keeps from the title (A), teaser (B) and text (C), and the folded title. */
const columns = {
  vector: sql`${articles}.search_vector`,
  title: sql`${articles}.search_name`,
  at: articles.publishedAt,
};
const newest = sql`${articles.publishedAt} desc, ${articles.id} desc`;

/**
 * SQL over `articles` joined with their blog: matching the query, published and due, of blogs the member may read
 * (`articlesOutFor`: drafts and scheduled articles are found by nobody). Articles belong to no group: a group's
 * search has none.
 */
function matching(ctx: AppContext, req: SearchRequest, q: ParsedQuery, opts: { prefix?: boolean } = {}) {
  const match = q.tags.length > 0 || req.groupId ? null : documentMatch(columns, q, opts);
  if (!match) return null;
  const where = and(match.where, articlesOutFor(ctx.modules.blogHosts, req.member)) as SQL;
  return {
    id: articles.id,
    from: sql`${articles} inner join ${blogs} on ${blogs.id} = ${articles.blogId}`,
    where,
    newest,
    rank: match.rank,
  };
}

async function search(ctx: AppContext, db: DbOrTx, req: SearchRequest) {
  const match = matching(ctx, req, req.query);
  if (!match) return { hits: [], total: 0, capped: false };
  const page = await matchPage(db, match, req);
  if (page.ids.length === 0) return { hits: [], ...page };
  const query = textQuery(req.query);
  const rows = await db
    .select({
      article: articles,
      blogTitle: blogs.title,
      highlight: headline(sql`coalesce(${articles.teaser}, '') || ' ' || ${withoutTags(articles.htmlContent)}`, query),
    })
    .from(articles)
    .innerJoin(blogs, sql`${blogs.id} = ${articles.blogId}`)
    .where(inArray(articles.id, page.ids));
  const byId = new Map(rows.map((r) => [r.article.id, r]));
  const hits = page.ids.flatMap((id): ArticleHit[] => {
    const row = byId.get(id);
    if (!row) return [];
    const a = row.article;
    return [
      {
        type: "article",
        id: a.id,
        html_url: articlePath(a),
        highlight: highlightHtml(row.highlight),
        title: a.title,
        teaser: a.teaser,
        blog_id: a.blogId,
        blog_title: row.blogTitle,
        published_at: (a.publishedAt ?? a.createdAt).toISOString(),
        image_url: a.imageId ? `/api/storage/images/${a.imageId}` : null,
      },
    ];
  });
  return { hits, total: page.total, capped: page.capped };
}

function suggestionIds(ctx: AppContext, req: SearchRequest) {
  const match = matching(ctx, req, req.query, { prefix: true });
  return match ? suggestionIdsOf(match, req.limit) : null;
}

async function suggestions(db: DbOrTx, ids: string[]): Promise<SearchSuggestion[]> {
  const rows = await preparedOn(db, "suggestions_blogs", (d, name) =>
    d
      .select({ id: articles.id, blogId: articles.blogId, title: articles.title, imageId: articles.imageId })
      .from(articles)
      .where(inPlaceholder(articles.id, "ids"))
      .prepare(name),
  ).execute({ ids });
  return inOrderOf(ids, rows).map((r) => ({
    module: "articles" as const,
    id: r.id,
    title: r.title,
    html_url: articlePath(r),
    image_url: r.imageId ? `/api/storage/images/${r.imageId}` : null,
  }));
}

/** Published articles of the blogs the member may read (communication.md §3 "Search hits": article). */
export const articlesSearch: SearchSource = {
  inGroups: false,
  search,
  suggest: { ids: (ctx, _db, req) => suggestionIds(ctx, req), present: (_ctx, db, ids) => suggestions(db, ids) },
};
