import type { GroupHit, SearchSuggestion } from "@intranet/contracts";
import { and, inArray, type SQL, sql } from "drizzle-orm";
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
  orderedIdsOf,
  textQuery,
} from "../search/search.repo.js";
import { groupsVisibleTo } from "./groups.access.js";
import { groupCountColumns } from "./groups.repo.js";
import { groups } from "./groups.schema.js";

/**
 * The columns migration 0025 keeps: name (A) and teaser (B) as a tsvector, and the folded name for trigram
 * matching ("Projekt Alpa"). Not in the Drizzle schema. A name's similarity counts in full against the text rank.
 */
const columns = {
  vector: sql`${groups}.search_vector`,
  title: sql`${groups}.search_name`,
  at: groups.createdAt,
  titleWeight: 1,
  names: true,
};
const EMPTY = { hits: [], total: 0, capped: false };

/** The picture the groups' lists show (group.presenter). */
const pictureUrl = (imageId: string | null) => (imageId ? `/api/storage/images/${imageId}/get/200x200` : null);

/**
 * How groups match the query (the full text, or a name within a typo) among those known to the member
 * (`groupsVisibleTo`, as the directory lists them: closed groups by name and teaser, hidden ones only for their
 * members, invitees and network administrators); with the order of relevance. Null when the query has no words,
 * or has #tags (groups carry none).
 */
function matching(req: SearchRequest, q: ParsedQuery, opts: { prefix?: boolean } = {}) {
  const match = q.tags.length > 0 ? null : documentMatch(columns, q, opts);
  if (!match) return null;
  return {
    where: and(match.where, groupsVisibleTo(req.member)) as SQL,
    rank: match.rank,
    order: sql`${match.rank} desc, ${groups.nameSort}, ${groups.id}`,
  };
}

async function search(db: DbOrTx, req: SearchRequest) {
  const match = matching(req, req.query);
  const query = textQuery(req.query);
  if (!match) return EMPTY;
  const page = await matchPage(
    db,
    {
      id: groups.id,
      from: sql`${groups}`,
      where: match.where,
      newest: sql`${groups.createdAt} desc, ${groups.id} desc`,
      rank: match.rank,
    },
    req,
  );
  if (page.ids.length === 0) return { hits: [], ...page };
  const rows = await db
    .select({
      group: groups,
      members: groupCountColumns().members,
      highlight: headline(sql`${groups.name} || ' ' || coalesce(${groups.teaser}, '')`, query),
    })
    .from(groups)
    .where(inArray(groups.id, page.ids));
  const byId = new Map(rows.map((r) => [r.group.id, r]));
  const hits = page.ids.flatMap((id): GroupHit[] => {
    const row = byId.get(id);
    if (!row) return [];
    const g = row.group;
    return [
      {
        type: "group",
        id: g.id,
        html_url: `/groups/${g.slug}`,
        highlight: highlightHtml(row.highlight),
        name: g.name,
        teaser: g.teaser,
        image_url: pictureUrl(g.profileImageId),
        member_count: Number(row.members),
        access: g.access,
      },
    ];
  });
  return { hits, total: page.total, capped: page.capped };
}

function suggestionIds(req: SearchRequest) {
  const match = matching(req, req.query, { prefix: true });
  return match ? orderedIdsOf({ id: groups.id, table: groups, ...match }, req.limit) : null;
}

async function suggestions(db: DbOrTx, ids: string[]): Promise<SearchSuggestion[]> {
  const rows = await preparedOn(db, "suggestions_groups", (d, name) =>
    d
      .select({ id: groups.id, name: groups.name, slug: groups.slug, imageId: groups.profileImageId })
      .from(groups)
      .where(inPlaceholder(groups.id, "ids"))
      .prepare(name),
  ).execute({ ids });
  return inOrderOf(ids, rows).map((g) => ({
    module: "groups",
    id: g.id,
    title: g.name,
    html_url: `/groups/${g.slug}`,
    image_url: pictureUrl(g.imageId),
  }));
}

/** Groups the member may know of (communication.md §3 "Directory and groups"), by name and teaser, typos forgiven. */
export const groupsSearch: SearchSource = {
  inGroups: false,
  search: (_ctx, db, req) => search(db, req),
  suggest: { ids: (_ctx, _db, req) => suggestionIds(req), present: (_ctx, db, ids) => suggestions(db, ids) },
};
