import type { PageHit, SearchSuggestion } from "@intranet/contracts";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { groupLabelColumns } from "../groups/groups.repo.js";
import type { SearchRequest, SearchSource } from "../module.js";
import {
  headline,
  highlightHtml,
  matchPage,
  textQuery,
  vectorMatches,
  vectorRank,
  withoutTags,
} from "../search/search.repo.js";
import { groupPagesReadableBy } from "./group-pages.access.js";
import { groupPages } from "./group-pages.schema.js";

/** The column migration 0025 keeps from the title (A) and the text (B); not in the Drizzle schema. */
const vector = sql`${groupPages}.search_vector`;

/**
 * SQL over `group_pages`: matching the query, of groups whose content the member may read
 * (`groupPagesReadableBy`), of the one group when the search is a group's.
 */
function matching(req: SearchRequest, query: SQL): SQL {
  return and(
    vectorMatches(vector, query),
    req.groupId ? eq(groupPages.groupId, req.groupId) : undefined,
    groupPagesReadableBy(req.member),
  ) as SQL;
}

const pathOf = (groupSlug: string, slug: string) => `/groups/${groupSlug}/pages/${slug}`;

async function search(db: DbOrTx, req: SearchRequest) {
  const query = textQuery(req.query);
  // Pages carry no tags: a query with #tags finds none.
  if (!query || req.query.tags.length > 0) return { hits: [], total: 0, capped: false };
  const page = await matchPage(db, {
    id: groupPages.id,
    from: sql`${groupPages}`,
    where: matching(req, query),
    order:
      req.sort === "newest"
        ? sql`${groupPages.updatedAt} desc, ${groupPages.id} desc`
        : sql`${vectorRank(vector, query, groupPages.updatedAt)} desc, ${groupPages.id} desc`,
    limit: req.limit,
    offset: req.offset,
  });
  if (page.ids.length === 0) return { hits: [], ...page };
  const { groupSlug } = groupLabelColumns(groupPages.groupId);
  const rows = await db
    .select({
      id: groupPages.id,
      title: groupPages.title,
      slug: groupPages.slug,
      updatedAt: groupPages.updatedAt,
      groupSlug,
      highlight: headline(withoutTags(groupPages.htmlContent), query),
    })
    .from(groupPages)
    .where(inArray(groupPages.id, page.ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const hits = page.ids.flatMap((id): PageHit[] => {
    const row = byId.get(id);
    if (!row?.groupSlug) return [];
    return [
      {
        type: "page",
        id: row.id,
        html_url: pathOf(row.groupSlug, row.slug),
        highlight: highlightHtml(row.highlight),
        title: row.title,
        slug: row.slug,
        group_slug: row.groupSlug,
        updated_at: row.updatedAt.toISOString(),
      },
    ];
  });
  return { hits, total: page.total, capped: page.capped };
}

async function suggest(db: DbOrTx, req: SearchRequest): Promise<SearchSuggestion[]> {
  const query = textQuery(req.query, { prefix: true });
  if (!query || req.query.tags.length > 0) return [];
  const { groupSlug } = groupLabelColumns(groupPages.groupId);
  const rows = await db
    .select({ id: groupPages.id, title: groupPages.title, slug: groupPages.slug, groupSlug })
    .from(groupPages)
    .where(matching(req, query))
    .orderBy(desc(vectorRank(vector, query, groupPages.updatedAt)), desc(groupPages.id))
    .limit(req.limit);
  return rows.flatMap((r) =>
    r.groupSlug
      ? [{ module: "pages" as const, id: r.id, title: r.title, html_url: pathOf(r.groupSlug, r.slug), image_url: null }]
      : [],
  );
}

/** Pages of the groups whose content the member may read (communication.md §3 "Search hits": page). */
export const pagesSearch: SearchSource = {
  inGroups: true,
  search: (_ctx, db, req) => search(db, req),
  suggest: (_ctx, db, req) => suggest(db, req),
};
