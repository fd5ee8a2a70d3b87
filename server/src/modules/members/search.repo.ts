import type { MemberHit, SearchSuggestion } from "@intranet/contracts";
import { and, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
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
import { displayName, presentMemberSummary } from "./member.presenter.js";
import { findMembersByIds } from "./members.repo.js";
import { members } from "./members.schema.js";

/**
 * The columns migration 0025 keeps: the name (A), position and department (B) and location (C) as a
 * tsvector, and the folded name for trigram matching ("Jonas Schnieder" finds "Jonas Schneider"). Not in the
 * Drizzle schema. A name's similarity counts in full against the text rank: people are looked for by name.
 */
const columns = {
  vector: sql`${members}.search_vector`,
  title: sql`${members}.search_name`,
  at: members.createdAt,
  titleWeight: 1,
  names: true,
};
const EMPTY = { hits: [], total: 0, capped: false };

/**
 * SQL over `members`: listed to every member, as in the directory's quick search and the pickers
 * (member-list.repo, members.repo `searchMembers`): locked members are not, external ones are.
 */
const listed = (): SQL => isNull(members.lockedAt);

/**
 * How members match the query (the full text, stemmed and accents folded, or a name within a typo), listed,
 * and in a group's search active members of that group; with the order of relevance (closest first, then by name).
 * Null when the query has no words, or has #tags (members carry none).
 */
function matching(ctx: AppContext, req: SearchRequest, q: ParsedQuery, opts: { prefix?: boolean } = {}) {
  const match = q.tags.length > 0 ? null : documentMatch(columns, q, opts);
  if (!match) return null;
  return {
    where: and(
      match.where,
      listed(),
      req.groupId ? ctx.modules.groupLookup.activeMemberOf(req.groupId, members.id) : undefined,
    ) as SQL,
    rank: match.rank,
    order: sql`${match.rank} desc, ${members.lastNameSort}, ${members.firstNameSort}, ${members.id}`,
  };
}

/**
 * In a group's search, its members only where the member may see that group's member list
 * (`groupMembersVisibleTo`: a closed group's members show through no route to outsiders).
 */
async function groupListVisible(ctx: AppContext, db: DbOrTx, req: SearchRequest): Promise<boolean> {
  if (!req.groupId) return true;
  return (await ctx.modules.groupLookup.memberListGroupIds(db, req.member, [req.groupId])).has(req.groupId);
}

async function search(ctx: AppContext, db: DbOrTx, req: SearchRequest) {
  const match = matching(ctx, req, req.query);
  const query = textQuery(req.query);
  if (!match || !(await groupListVisible(ctx, db, req))) return EMPTY;
  const page = await matchPage(
    db,
    {
      id: members.id,
      from: sql`${members}`,
      where: match.where,
      newest: sql`${members.createdAt} desc, ${members.id} desc`,
      rank: match.rank,
    },
    req,
  );
  if (page.ids.length === 0) return { hits: [], ...page };
  const rows = await db
    .select({
      member: members,
      highlight: headline(
        sql`concat_ws(' ', ${members.firstName}, ${members.lastName}, ${members.profile} ->> 'position', ${members.profile} ->> 'department', ${members.profile} ->> 'location')`,
        query,
      ),
    })
    .from(members)
    .where(inArray(members.id, page.ids));
  const byId = new Map(rows.map((r) => [r.member.id, r]));
  const hits = page.ids.flatMap((id): MemberHit[] => {
    const row = byId.get(id);
    if (!row) return [];
    const m = row.member;
    const line = [m.profile.position, m.profile.department].filter((part) => part?.trim()).join(" · ");
    return [
      {
        type: "member",
        id: m.id,
        html_url: `/members/${m.id}`,
        highlight: highlightHtml(row.highlight),
        member: presentMemberSummary(m),
        headline: line || null,
      },
    ];
  });
  return { hits, total: page.total, capped: page.capped };
}

async function suggestionIds(ctx: AppContext, db: DbOrTx, req: SearchRequest) {
  const match = matching(ctx, req, req.query, { prefix: true });
  if (!match || !(await groupListVisible(ctx, db, req))) return null;
  return orderedIdsOf({ id: members.id, table: members, ...match }, req.limit);
}

async function suggestions(db: DbOrTx, ids: string[]): Promise<SearchSuggestion[]> {
  return inOrderOf(ids, await findMembersByIds(db, ids)).map((m) => {
    const summary = presentMemberSummary(m);
    return {
      module: "members",
      id: m.id,
      title: displayName(m),
      html_url: `/members/${m.id}`,
      image_url: summary.images["40x40@2"],
    };
  });
}

/** Members as the directory lists them (communication.md §3 "Directory and groups"), by name, typos forgiven. */
export const membersSearch: SearchSource = {
  inGroups: true,
  search,
  suggest: { ids: suggestionIds, present: (_ctx, db, ids) => suggestions(db, ids) },
};
