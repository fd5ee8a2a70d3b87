import type { ItemHit } from "@intranet/contracts";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { SearchRequest, SearchSource } from "../module.js";
import { documentMatch, headline, highlightHtml, matchPage, textQuery } from "../search/search.repo.js";
import { appsReadableBy } from "./apps.access.js";
import { appItems, apps } from "./apps.schema.js";
import { titleAndDescription } from "./item-values.js";

/** The column migration 0047 keeps from every text value of an item; not in the Drizzle schema. */
const columns = { vector: sql`${appItems}.search_vector`, at: appItems.updatedAt };
const newest = sql`${appItems.updatedAt} desc, ${appItems.id} desc`;
/** An item's text values in one string, for the highlight. */
const itemText = sql`(select coalesce(string_agg(e.value, ' '), '') from jsonb_each_text(${appItems.values}) as e)`;

/** SQL over items joined to their apps: matching, active, of apps the member may read (of the group when asked). */
function matching(req: SearchRequest) {
  // Items carry tags as values, not the activities' tags: a query with #tags finds none here.
  const match = req.query.tags.length > 0 ? null : documentMatch(columns, req.query);
  if (!match) return null;
  const where = and(
    match.where,
    isNull(appItems.archivedAt),
    req.groupId ? eq(apps.groupId, req.groupId) : undefined,
    appsReadableBy(req.member),
  ) as SQL;
  return {
    id: appItems.id,
    from: sql`${appItems} inner join ${apps} on ${apps.id} = ${appItems.appId}`,
    where,
    newest,
    rank: match.rank,
  };
}

async function search(db: DbOrTx, req: SearchRequest) {
  const match = matching(req);
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
  const byId = new Map(rows.map((r) => [r.id, r]));
  const hits = page.ids.flatMap((id): ItemHit[] => {
    const row = byId.get(id);
    if (!row) return [];
    const url = `/apps/${row.slug}/items`;
    return [
      {
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
      },
    ];
  });
  return { hits, total: page.total, capped: page.capped };
}

/** Active items of the apps the member may read (communication.md §3 "Search hits": item). */
export const itemsSearch: SearchSource = { inGroups: true, search: (_ctx, db, req) => search(db, req) };
