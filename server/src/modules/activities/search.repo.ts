import { type ActivityHit, SEARCH_HIT_IMAGES_MAX, type SearchSuggestion } from "@intranet/contracts";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { jsonList, jsonObject } from "../../db/json.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { SearchRequest, SearchSource } from "../module.js";
import {
  headline,
  highlightHtml,
  inOrderOf,
  type MatchSpec,
  matchPage,
  suggestionIdsOf,
  textQuery,
  vectorMatches,
  vectorRank,
  walkOf,
} from "../search/search.repo.js";
import { findUploads } from "../uploads/uploads.repo.js";
import { activitiesReadableBy, activityAccessColumns } from "./activities.access.js";
import { inGroup, taggedWith } from "./activities.repo.js";
import { activities, activityTags, tags } from "./activities.schema.js";
import { contextOf, presentAttachments } from "./activity.presenter.js";
import { attachmentRefsColumn } from "./attachments.repo.js";

const qb = new QueryBuilder();

/** The column migration 0025 keeps from the plain text; not in the Drizzle schema. */
const vector = sql`${activities}.search_vector`;
/** A suggestion's title: the beginning of the text. */
const TITLE_MAX = 80;

/**
 * What a search selects from: SQL over `activities` (`where`) matching the words (when there are any) and
 * carrying every #tag, in the group when the search is a group's, and readable by the member
 * (`activitiesReadableBy`, the streams' own predicate: hidden and closed groups, network streams an external
 * member may not read); `newest` the newest-first order and `rank` the relevance (none for a query of only tags).
 *
 * Activities another module posts about its objects (appointments, files) have no text or tags of their own and
 * show only while the object is readable, which SQL here cannot tell: they are left out, and found through their
 * own module. Newest is the streams' own order, by id (ids grow with the time of creation, and the indexes walk it).
 *
 * A query of only #tags walks the first tag's index newest first (`activity_tags_tag_idx`) and stops at the page:
 * from `activities` with the tags as EXISTS filters, PostgreSQL either sorted every activity of a common tag
 * (300 ms at 40,000) or walked every activity for a rare one (170 ms at 200,000 activities).
 */
function scope(req: SearchRequest, query: SQL | null): Omit<MatchSpec, "id"> {
  const [first, ...others] = req.query.tags;
  const byTag = !query && first !== undefined;
  const match = query ? vectorMatches(vector, query) : undefined;
  const rest = and(
    byTag
      ? eq(activityTags.tagId, sql`(select ${tags.id} from ${tags} where lower(${tags.name}) = lower(${first}))`)
      : undefined,
    ...(byTag ? others : req.query.tags).map(taggedWith),
    isNull(activities.objectId),
    req.groupId ? inGroup(req.groupId) : undefined,
    activitiesReadableBy(req.member),
  );
  const where = and(match, rest) as SQL;
  if (byTag) {
    return {
      from: sql`${activityTags} inner join ${activities} on ${activities.id} = ${activityTags.activityId}`,
      where,
      newest: sql`${activityTags.activityId} desc`,
      rank: null,
    };
  }
  return {
    from: sql`${activities}`,
    where,
    newest: sql`${activities.id} desc`,
    rank: query ? vectorRank(vector, query, activities.createdAt) : null,
    walk: match
      ? walkOf({ table: activities, key: activities.id }, req.query, { match, rest })
      : { table: activities, key: activities.id },
  };
}

const tagList = () =>
  sql<{ id: string; name: string }[]>`(${qb
    .select({ list: jsonList(jsonObject({ id: tags.id, name: tags.name }), sql`lower(${tags.name})`) })
    .from(activityTags)
    .innerJoin(tags, eq(tags.id, activityTags.tagId))
    .where(eq(activityTags.activityId, activities.id))})`;

async function search(db: DbOrTx, req: SearchRequest) {
  const query = textQuery(req.query);
  if (!query && req.query.tags.length === 0) return { hits: [], total: 0, capped: false };
  const page = await matchPage(
    db,
    {
      id: activities.id,
      ...scope(req, query),
    },
    req,
  );
  if (page.ids.length === 0) return { hits: [], ...page };
  // The page's rows with their stream, tags, attachment refs and excerpt in one statement; then the actors and
  // the attached uploads in one each, whatever the number of hits.
  const { groupName, groupSlug, streamName } = activityAccessColumns(req.member);
  const rows = await db
    .select({
      activity: activities,
      groupName,
      groupSlug,
      streamName,
      tags: tagList(),
      attachments: attachmentRefsColumn({ activityId: activities.id }),
      highlight: headline(activities.plainContent, query),
    })
    .from(activities)
    .where(inArray(activities.id, page.ids));
  const actorIds = new Set<string>();
  const uploadIds = new Set<string>();
  for (const r of rows) {
    if (r.activity.authorId) actorIds.add(r.activity.authorId);
    for (const ref of r.attachments) {
      if (ref.kind !== "link") uploadIds.add(ref.uploadId);
      else if (ref.imageId) uploadIds.add(ref.imageId);
    }
  }
  // One after the other: a search's source holds one connection at a time (in the fallback's transaction, its only one).
  const people = new Map((await findMembersByIds(db, [...actorIds])).map((m) => [m.id, m]));
  const uploads = new Map((await findUploads(db, [...uploadIds])).map((u) => [u.id, u]));
  const byId = new Map(rows.map((r) => [r.activity.id, r]));
  const hits = page.ids.flatMap((id): ActivityHit[] => {
    const row = byId.get(id);
    if (!row) return [];
    const a = row.activity;
    const actor = a.authorId ? people.get(a.authorId) : undefined;
    const attachments = presentAttachments(uploads, row.attachments);
    return [
      {
        type: "activity",
        id: a.id,
        html_url: `/activities/${a.id}`,
        highlight: highlightHtml(row.highlight),
        actor: actor ? presentMemberSummary(actor) : null,
        object: { type: a.objectType },
        // One large image and up to seven small ones (communication.md §9).
        attachments: { ...attachments, images: attachments.images.slice(0, SEARCH_HIT_IMAGES_MAX) },
        tags: row.tags,
        answer_count: a.answerCount,
        reply_count: a.replyCount,
        activitystreams: [contextOf(row)],
        created_at: a.createdAt.toISOString(),
      },
    ];
  });
  return { hits, total: page.total, capped: page.capped };
}

/** The beginning of the text, on one line, for a suggestion's title. */
function titleOf(plain: string): string {
  const line = plain.replace(/\s+/g, " ").trim();
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX).trimEnd()}…` : line;
}

function suggestionIds(req: SearchRequest) {
  const query = textQuery(req.query, { prefix: true });
  if (!query && req.query.tags.length === 0) return null;
  return suggestionIdsOf({ id: activities.id, ...scope(req, query) }, req.limit);
}

async function suggestions(db: DbOrTx, ids: string[]): Promise<SearchSuggestion[]> {
  const rows = await preparedOn(db, "suggestions_activities", (d, name) =>
    d
      .select({ id: activities.id, plain: activities.plainContent })
      .from(activities)
      .where(inPlaceholder(activities.id, "ids"))
      .prepare(name),
  ).execute({ ids });
  return inOrderOf(ids, rows).map((r) => ({
    module: "activities",
    id: r.id,
    title: titleOf(r.plain),
    html_url: `/activities/${r.id}`,
    image_url: null,
  }));
}

/** Notes, questions, surveys and schedules of the streams the member may read (communication.md §3 "Search hits"). */
export const activitiesSearch: SearchSource = {
  inGroups: true,
  search: (_ctx, db, req) => search(db, req),
  suggest: { ids: (_ctx, _db, req) => suggestionIds(req), present: (_ctx, db, ids) => suggestions(db, ids) },
};
