import type { PageHit, SearchSuggestion } from "@intranet/contracts";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import { groupLabelColumns } from "../groups/groups.repo.js";
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
import { groupPagePath, networkPagePath } from "./group-page.presenter.js";
import { groupPagesReadableBy } from "./group-pages.access.js";
import { groupPages } from "./group-pages.schema.js";

/** The columns migration 0025 keeps from the title (A) and the text (B), and the folded title; not in the Drizzle schema. */
const columns = {
  vector: sql`${groupPages}.search_vector`,
  title: sql`${groupPages}.search_name`,
  at: groupPages.updatedAt,
};
const newest = sql`${groupPages.updatedAt} desc, ${groupPages.id} desc`;

/**
 * SQL over `group_pages`: matching the query, of the network or of groups whose content the member may read
 * (`groupPagesReadableBy`), of the one group when the search is a group's.
 */
function matching(req: SearchRequest, q: ParsedQuery, opts: { prefix?: boolean } = {}) {
  // Pages carry no tags: a query with #tags finds none.
  const match = q.tags.length > 0 ? null : documentMatch(columns, q, opts);
  if (!match) return null;
  const where = and(
    match.where,
    req.groupId ? eq(groupPages.groupId, req.groupId) : undefined,
    groupPagesReadableBy(req.member),
  ) as SQL;
  return { id: groupPages.id, from: sql`${groupPages}`, where, newest, rank: match.rank };
}

/** A network page's path, or a group's page's (null when its group is gone). */
const pathOf = (row: { groupId: string | null; groupSlug: string | null; slug: string }) =>
  row.groupId === null ? networkPagePath(row.slug) : row.groupSlug ? groupPagePath(row.groupSlug, row.slug) : null;

async function search(db: DbOrTx, req: SearchRequest) {
  const match = matching(req, req.query);
  const query = textQuery(req.query);
  if (!match) return { hits: [], total: 0, capped: false };
  const page = await matchPage(db, match, req);
  if (page.ids.length === 0) return { hits: [], ...page };
  const { groupSlug } = groupLabelColumns(groupPages.groupId);
  const rows = await db
    .select({
      id: groupPages.id,
      title: groupPages.title,
      slug: groupPages.slug,
      updatedAt: groupPages.updatedAt,
      groupId: groupPages.groupId,
      groupSlug,
      highlight: headline(withoutTags(groupPages.htmlContent), query),
    })
    .from(groupPages)
    .where(inArray(groupPages.id, page.ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const hits = page.ids.flatMap((id): PageHit[] => {
    const row = byId.get(id);
    const path = row ? pathOf(row) : null;
    if (!row || !path) return [];
    return [
      {
        type: "page",
        id: row.id,
        html_url: path,
        highlight: highlightHtml(row.highlight),
        title: row.title,
        slug: row.slug,
        group_slug: row.groupId === null ? null : row.groupSlug,
        updated_at: row.updatedAt.toISOString(),
      },
    ];
  });
  return { hits, total: page.total, capped: page.capped };
}

function suggestionIds(req: SearchRequest) {
  const match = matching(req, req.query, { prefix: true });
  return match ? suggestionIdsOf(match, req.limit) : null;
}

async function suggestions(db: DbOrTx, ids: string[]): Promise<SearchSuggestion[]> {
  const { groupSlug } = groupLabelColumns(groupPages.groupId);
  const rows = await preparedOn(db, "suggestions_group_pages", (d, name) =>
    d
      .select({
        id: groupPages.id,
        title: groupPages.title,
        slug: groupPages.slug,
        groupId: groupPages.groupId,
        groupSlug,
      })
      .from(groupPages)
      .where(inPlaceholder(groupPages.id, "ids"))
      .prepare(name),
  ).execute({ ids });
  return inOrderOf(ids, rows).flatMap((r) => {
    const path = pathOf(r);
    return path ? [{ module: "pages" as const, id: r.id, title: r.title, html_url: path, image_url: null }] : [];
  });
}

/** The network's pages and those of the groups whose content the member may read (communication.md §3 "Search hits": page). */
export const pagesSearch: SearchSource = {
  inGroups: true,
  search: (_ctx, db, req) => search(db, req),
  suggest: { ids: (_ctx, _db, req) => suggestionIds(req), present: (_ctx, db, ids) => suggestions(db, ids) },
};
