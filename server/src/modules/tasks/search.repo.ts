import type { SearchSuggestion, TaskHit } from "@intranet/contracts";
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
} from "../search/search.repo.js";
import { tasksReadableBy } from "./tasks.access.js";
import { tasks } from "./tasks.schema.js";

/** The columns this branch's migration keeps from the title (A) and description (B), and the folded title. */
const columns = { vector: sql`${tasks}.search_vector`, title: sql`${tasks}.search_name`, at: tasks.updatedAt };
const newest = sql`${tasks.updatedAt} desc, ${tasks.id} desc`;

/**
 * SQL over `tasks`: matching the query, readable by the member (`tasksReadableBy`: a group's task when they may read
 * the group's content, a personal one when they created it or are assigned), of the one group when the search is a
 * group's.
 */
function matching(req: SearchRequest, q: ParsedQuery, opts: { prefix?: boolean } = {}) {
  // Tasks carry no tags: a query with #tags finds none.
  const match = q.tags.length > 0 ? null : documentMatch(columns, q, opts);
  if (!match) return null;
  const where = and(
    match.where,
    req.groupId ? eq(tasks.groupId, req.groupId) : undefined,
    tasksReadableBy(req.member),
  ) as SQL;
  return { id: tasks.id, from: sql`${tasks}`, where, newest, rank: match.rank };
}

const path = (id: string) => `/tasks/${id}`;

async function search(db: DbOrTx, req: SearchRequest) {
  const match = matching(req, req.query);
  if (!match) return { hits: [], total: 0, capped: false };
  const page = await matchPage(db, match, req);
  if (page.ids.length === 0) return { hits: [], ...page };
  const { groupSlug, groupName } = groupLabelColumns(tasks.groupId);
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueOn: tasks.dueOn,
      archivedAt: tasks.archivedAt,
      updatedAt: tasks.updatedAt,
      groupSlug,
      groupName,
      highlight: headline(tasks.description, textQuery(req.query)),
    })
    .from(tasks)
    .where(inArray(tasks.id, page.ids));
  const hits = inOrderOf(page.ids, rows).map(
    (row): TaskHit => ({
      type: "task",
      id: row.id,
      html_url: path(row.id),
      highlight: highlightHtml(row.highlight),
      title: row.title,
      due_on: row.dueOn,
      archived: row.archivedAt !== null,
      group_slug: row.groupSlug,
      group_name: row.groupName,
      updated_at: row.updatedAt.toISOString(),
    }),
  );
  return { hits, total: page.total, capped: page.capped };
}

function suggestionIds(req: SearchRequest) {
  const match = matching(req, req.query, { prefix: true });
  return match ? suggestionIdsOf(match, req.limit) : null;
}

async function suggestions(db: DbOrTx, ids: string[]): Promise<SearchSuggestion[]> {
  const rows = await preparedOn(db, "suggestions_tasks", (d, name) =>
    d.select({ id: tasks.id, title: tasks.title }).from(tasks).where(inPlaceholder(tasks.id, "ids")).prepare(name),
  ).execute({ ids });
  return inOrderOf(ids, rows).map((r) => ({
    module: "tasks" as const,
    id: r.id,
    title: r.title,
    html_url: path(r.id),
    image_url: null,
  }));
}

/** The tasks the member may read (administration §2 "/tasks"), found by title and description. */
export const tasksSearch: SearchSource = {
  inGroups: true,
  search: (_ctx, db, req) => search(db, req),
  suggest: { ids: (_ctx, _db, req) => suggestionIds(req), present: (_ctx, db, ids) => suggestions(db, ids) },
};
