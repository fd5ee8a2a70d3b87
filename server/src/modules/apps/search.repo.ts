import type { ItemHit, SearchSuggestion } from "@intranet/contracts";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import type { SearchRequest, SearchSource } from "../module.js";
import type { ParsedQuery } from "../search/query.js";
import {
  documentMatch,
  headline,
  highlightHtml,
  inOrderOf,
  type MatchSpec,
  matchPage,
  suggestionIdsOf,
  textQuery,
} from "../search/search.repo.js";
import { appsReadableBy } from "./apps.access.js";
import { carriesTag } from "./apps.repo.js";
import { appItems, apps } from "./apps.schema.js";
import { titleAndDescription } from "./item-values.js";

/** The column migration 0047 keeps from every text value of an item; not in the Drizzle schema. */
const columns = { vector: sql`${appItems}.search_vector`, at: appItems.updatedAt };
const newest = sql`${appItems.updatedAt} desc, ${appItems.id} desc`;
/** An item's text values in one string, for the highlight. */
const itemText = sql`(select coalesce(string_agg(e.value, ' '), '') from jsonb_each_text(${appItems.values}) as e)`;

/**
 * SQL over items joined to their apps: matching the words (when there are any) and carrying every #tag in one of
 * their app's tag fields, active, of apps the member may read (of the group when asked). A query of only tags lists
 * them newest first, like the activities'.
 */
function matching(req: SearchRequest, q: ParsedQuery, opts: { prefix?: boolean } = {}): MatchSpec | null {
  const match = documentMatch(columns, q, opts);
  if (!match && q.tags.length === 0) return null;
  const where = and(
    match?.where,
    ...q.tags.map(carriesTag),
    isNull(appItems.archivedAt),
    req.groupId ? eq(apps.groupId, req.groupId) : undefined,
    appsReadableBy(req.member),
  ) as SQL;
  return {
    id: appItems.id,
    from: sql`${appItems} inner join ${apps} on ${apps.id} = ${appItems.appId}`,
    where,
    newest,
    rank: match?.rank ?? null,
  };
}

/** The item's page: the hit's link and the suggestion's. */
const itemsPath = (slug: string) => `/apps/${slug}/items`;

async function search(db: DbOrTx, req: SearchRequest) {
  const match = matching(req, req.query);
  if (!match) return { hits: [], total: 0, capped: false };
  const page = await matchPage(db, match, req);
  if (page.ids.length === 0) return { hits: [], ...page };
  const rows = await db
    .select({
      id: appItems.id,
      values: appItems.values,
      updatedAt: appItems.updatedAt,
      appId: apps.id,
      slug: apps.slug,
      name: apps.name,
      fields: apps.fields,
      highlight: headline(itemText, textQuery(req.query)),
    })
    .from(appItems)
    .innerJoin(apps, eq(apps.id, appItems.appId))
    .where(inArray(appItems.id, page.ids));
  const hits = inOrderOf(page.ids, rows).map((row): ItemHit => {
    const url = itemsPath(row.slug);
    return {
      type: "item",
      id: row.id,
      html_url: `${url}/${row.id}`,
      highlight: highlightHtml(row.highlight),
      title: titleAndDescription(row.fields, row.values).title,
      item_id: row.id,
      app_id: row.appId,
      app_name: row.name,
      frontend_app_url: url,
      updated_at: row.updatedAt.toISOString(),
    };
  });
  return { hits, total: page.total, capped: page.capped };
}

function suggestionIds(req: SearchRequest) {
  const match = matching(req, req.query, { prefix: true });
  return match ? suggestionIdsOf(match, req.limit) : null;
}

async function suggestions(db: DbOrTx, ids: string[]): Promise<SearchSuggestion[]> {
  const rows = await preparedOn(db, "suggestions_apps", (d, name) =>
    d
      .select({ id: appItems.id, values: appItems.values, slug: apps.slug, name: apps.name, fields: apps.fields })
      .from(appItems)
      .innerJoin(apps, eq(apps.id, appItems.appId))
      .where(inPlaceholder(appItems.id, "ids"))
      .prepare(name),
  ).execute({ ids });
  return inOrderOf(ids, rows).map((r) => ({
    module: "items" as const,
    id: r.id,
    // An item without a title (its first text field empty) is named by its app.
    title: titleAndDescription(r.fields, r.values).title || r.name,
    html_url: `${itemsPath(r.slug)}/${r.id}`,
    image_url: null,
  }));
}

/** Active items of the apps the member may read (communication.md §3 "Search hits": item). */
export const itemsSearch: SearchSource = {
  inGroups: true,
  search: (_ctx, db, req) => search(db, req),
  suggest: { ids: (_ctx, _db, req) => suggestionIds(req), present: (_ctx, db, ids) => suggestions(db, ids) },
};
