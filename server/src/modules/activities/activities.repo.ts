import type { StreamFilter } from "@intranet/contracts";
import { and, asc, desc, eq, exists, inArray, lt, notInArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { jsonList, jsonObject } from "../../db/json.js";
import { preparedOn } from "../../db/prepared.js";
import { type SqlViewer, type Viewer, viewerAsPlaceholder } from "../groups/groups.access.js";
import { activitiesReadableBy, activityAccessColumns } from "./activities.access.js";
import {
  type ActivityRow,
  activities,
  activityAttachments,
  activityLikes,
  activityMentions,
  activityReplies,
  activityReplyMentions,
  activityTags,
  groupActivityCounts,
  type TagRow,
  tags,
} from "./activities.schema.js";
import { type AttachmentRef, attachmentRefsColumn } from "./attachments.repo.js";
import { type LoadedPoll, pollColumn } from "./polls.repo.js";

const qb = new QueryBuilder();

/** Likers shown with an activity ("Anna, Ben and 4 others"). */
const LIKERS_SHOWN = 3;

/** Newest first: the order of the keyset indexes (`id desc`, nulls first as PostgreSQL's default) and of the primary key read backwards. */
const newestFirst = desc(activities.id);

/** SQL over `activities`: the stream filters of `activitystreams/{slug}/{filter}`. */
export function streamFilterWhere(filter: StreamFilter, viewerId: string | SQLWrapper): SQL {
  switch (filter) {
    case "mine":
      return eq(activities.authorId, viewerId);
    case "mentions":
      // Named in the activity, or in one of its published replies.
      return or(
        exists(
          qb
            .select({ one: sql`1` })
            .from(activityMentions)
            .where(and(eq(activityMentions.activityId, activities.id), eq(activityMentions.memberId, viewerId))),
        ),
        exists(
          qb
            .select({ one: sql`1` })
            .from(activityReplyMentions)
            .innerJoin(activityReplies, eq(activityReplies.id, activityReplyMentions.replyId))
            .where(
              and(
                eq(activityReplyMentions.activityId, activities.id),
                eq(activityReplyMentions.memberId, viewerId),
                eq(activityReplies.state, "published"),
              ),
            ),
        ),
      ) as SQL;
    case "questions":
      return eq(activities.objectType, "question");
    case "unanswered":
      return and(eq(activities.objectType, "question"), eq(activities.answerCount, 0)) as SQL;
    case "likes":
      return likedBy(viewerId);
    case "files":
      return withOwnAttachments;
    case "appointments":
      return eq(activities.objectType, "appointment");
  }
}

/** SQL over `activities`: it carries at least one file or image of its own (not only in its replies). */
const withOwnAttachments: SQL = exists(
  qb.select({ one: sql`1` }).from(activityAttachments).where(eq(activityAttachments.activityId, activities.id)),
);

/** SQL over `activities`: the member liked it. */
export const likedBy = (memberId: string | SQLWrapper): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(activityLikes)
      .where(and(eq(activityLikes.activityId, activities.id), eq(activityLikes.memberId, memberId))),
  );

/** SQL over `activities`: it carries the tag of this name, whatever its case. */
export const taggedWith = (name: string | SQLWrapper): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(activityTags)
      .innerJoin(tags, eq(tags.id, activityTags.tagId))
      .where(and(eq(activityTags.activityId, activities.id), sql`lower(${tags.name}) = lower(${name})`)),
  );

/** SQL over `activities`: written by this member. */
export const authoredBy = (memberId: string | SQLWrapper): SQL => eq(activities.authorId, memberId);

/** SQL over `activities`: in this group's stream. */
export const inGroup = (groupId: string | SQLWrapper): SQL => eq(activities.groupId, groupId);

/** An activity as a page shows it: the row, the viewer's flags, its group's label, tags and first likers. */
export type LoadedActivity = {
  activity: ActivityRow;
  groupAdmin: boolean;
  groupName: string | null;
  groupSlug: string | null;
  /** The network stream's name when it is not `all`. */
  streamName: string | null;
  tags: { id: string; name: string }[];
  likerIds: string[];
  liked: boolean;
  /** A survey's or schedule's poll as the viewer sees it; null for other kinds. */
  poll: LoadedPoll | null;
  /** Its images and files (upload ids), in their order. */
  attachments: AttachmentRef[];
};

/**
 * Activities the viewer may read that `where` selects, newest first, in one statement: with the viewer's
 * flags, the group's label, the tags, the first likers, whether the viewer liked each and its poll, as columns.
 * Built on `d` with the viewer as given (its id a value, or the placeholder of a statement built once).
 */
function activitiesQuery(d: DbOrTx, viewer: NonNullable<SqlViewer>, where: SQL | undefined, limit: number) {
  const tagList = qb
    .select({ list: jsonList(jsonObject({ id: tags.id, name: tags.name }), sql`lower(${tags.name})`) })
    .from(activityTags)
    .innerJoin(tags, eq(tags.id, activityTags.tagId))
    .where(eq(activityTags.activityId, activities.id));
  const firstLikers = qb
    .select({ memberId: activityLikes.memberId, createdAt: activityLikes.createdAt })
    .from(activityLikes)
    .where(eq(activityLikes.activityId, activities.id))
    .orderBy(asc(activityLikes.createdAt), asc(activityLikes.memberId))
    .limit(LIKERS_SHOWN)
    .as("first_likers");
  const likerList = sql<string[]>`(select ${jsonList(
    sql`${firstLikers.memberId}`,
    sql`${firstLikers.createdAt}, ${firstLikers.memberId}`,
  )} from ${firstLikers})`;
  // The page's ids first, walking the newest-first index with the filter and the limit; the JSON columns below are
  // then computed for those rows only (in one SELECT with the filter, PostgreSQL computed them for every matching
  // row whenever it did not walk the index: 8 requests/s on page 1 at a million activities). The limit is written
  // into the statement, not sent as a value: a generic plan that knows it walks the index too (one with an unknown
  // limit read the whole stream, docs/operations.md "Generic plans").
  const pageIds = qb
    .select({ id: activities.id })
    .from(activities)
    .where(and(activitiesReadableBy(viewer), where))
    .orderBy(newestFirst);
  return d
    .select({
      activity: activities,
      ...activityAccessColumns(viewer),
      tags: sql<{ id: string; name: string }[]>`(${tagList})`,
      likerIds: likerList,
      liked: sql<boolean>`${likedBy(viewer.id)}`,
      poll: pollColumn(viewer.id),
      attachments: attachmentRefsColumn({ activityId: activities.id }),
    })
    .from(activities)
    .where(sql`${activities.id} in (${pageIds} limit ${sql.raw(String(Math.trunc(limit)))})`)
    .orderBy(newestFirst);
}

type ActivityQueryRow = Awaited<ReturnType<typeof activitiesQuery>>[number];
const loaded = (rows: ActivityQueryRow[]): LoadedActivity[] =>
  rows.map((r) => ({ ...r, groupAdmin: r.groupAdmin === true, liked: r.liked === true }));

/**
 * What a page of activities selects, as SQL over `activities` built with the viewer and the scope's id (`id`, a
 * group's id, a stream's slug, a member's id) as placeholders, so that a page's statement is built once per shape;
 * `key` names the shape.
 */
export type PageScope = {
  key: string;
  where: (viewer: NonNullable<SqlViewer>, id: SQLWrapper) => SQL;
  id?: string;
  /**
   * The scope's unfiltered pages keep one generic plan for every viewer (`preparedOn`'s "generic"), measured to walk
   * the index as the custom plans do: the stream `all`. A scope with an id (a group, an author) needs the value to
   * choose between the newest-first walk and its own index.
   */
  genericPlan?: boolean;
};

export type PageOptions = { scope: PageScope; filter?: StreamFilter; tag?: string; before?: string; limit: number };

/**
 * One keyset page: `limit` activities older than `before`, and whether more follow (one extra row asked). Built once
 * per database and shape (scope, filter, tag or not, first page or not, the limit, the viewer's flags) and run with
 * the values.
 */
export async function activityPage(db: DbOrTx, member: NonNullable<Viewer>, opts: PageOptions) {
  const { viewer, key } = viewerAsPlaceholder(member);
  const tagged = opts.tag !== undefined;
  const later = opts.before !== undefined;
  const limit = opts.limit + 1;
  const name = `activity_page_${opts.scope.key}_${opts.filter ?? ""}${tagged ? "_t" : ""}${later ? "_b" : ""}${key}_${limit}`;
  const generic = opts.scope.genericPlan === true && opts.filter === undefined && !tagged;
  const query = preparedOn(
    db,
    name,
    (d, statement) => {
      const where = and(
        opts.scope.where(viewer, sql.placeholder("scopeId")),
        opts.filter === undefined ? undefined : streamFilterWhere(opts.filter, viewer.id),
        tagged ? taggedWith(sql.placeholder("tag")) : undefined,
        later ? lt(activities.id, sql.placeholder("before")) : undefined,
      );
      return activitiesQuery(d, viewer, where, limit).prepare(statement);
    },
    generic ? { plan: "generic" } : {},
  );
  const rows = loaded(
    await query.execute({
      viewerId: member.id,
      scopeId: opts.scope.id ?? null,
      tag: opts.tag ?? null,
      before: opts.before ?? null,
    }),
  );
  return { rows: rows.slice(0, opts.limit), more: rows.length > opts.limit };
}

/**
 * SQL: how many activities the stream of the group (an id column) holds, read from `group_activity_counts` (kept by
 * PostgreSQL's triggers on `activities`), asked as a column of the group page's own statement.
 */
export const groupActivityCountColumn = (groupId: SQLWrapper): SQL<number> =>
  sql<number>`coalesce((${qb
    .select({ n: groupActivityCounts.count })
    .from(groupActivityCounts)
    .where(eq(groupActivityCounts.groupId, groupId))}), 0)`;

export async function insertActivity(db: DbOrTx, values: typeof activities.$inferInsert): Promise<ActivityRow> {
  const [row] = await db.insert(activities).values(values).returning();
  if (!row) throw new Error("activity insert returned nothing");
  return row;
}

/** Removes the activities posted about another module's object (an appointment that was deleted). */
/** The id of the activity posted about this object (an article's, an appointment's), null when none is. */
export async function objectActivityId(db: DbOrTx, objectType: ActivityRow["objectType"], objectId: string) {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.objectType, objectType), eq(activities.objectId, objectId)))
    .limit(1);
  return row?.id ?? null;
}

export async function deleteObjectActivities(db: DbOrTx, objectType: ActivityRow["objectType"], objectId: string) {
  await db.delete(activities).where(and(eq(activities.objectType, objectType), eq(activities.objectId, objectId)));
}

export async function updateActivityContent(
  db: DbOrTx,
  id: string,
  set: { htmlContent: string; plainContent: string; updatedAt: Date },
) {
  await db.update(activities).set(set).where(eq(activities.id, id));
}

export async function deleteActivity(db: DbOrTx, id: string) {
  await db.delete(activities).where(eq(activities.id, id));
}

/** The tags of these names, created when new; a name matches whatever its case. */
export async function ensureTags(db: DbOrTx, names: string[]): Promise<TagRow[]> {
  if (names.length === 0) return [];
  await db
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  return db
    .select()
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
}

/** Sets the activity's tags to exactly these. */
export async function replaceActivityTags(db: DbOrTx, activityId: string, tagIds: string[]) {
  await db
    .delete(activityTags)
    .where(
      and(eq(activityTags.activityId, activityId), tagIds.length ? notInArray(activityTags.tagId, tagIds) : undefined),
    );
  if (tagIds.length === 0) return;
  await db
    .insert(activityTags)
    .values(tagIds.map((tagId) => ({ activityId, tagId })))
    .onConflictDoNothing();
}

/** Sets the members the activity mentions to exactly these (ids of existing members). */
export async function replaceMentions(db: DbOrTx, activityId: string, memberIds: string[]) {
  await db.delete(activityMentions).where(eq(activityMentions.activityId, activityId));
  if (memberIds.length === 0) return;
  await db
    .insert(activityMentions)
    .values(memberIds.map((memberId) => ({ activityId, memberId })))
    .onConflictDoNothing();
}

/** The activity as a page shows it, if the viewer may read it; null otherwise. */
export async function loadActivity(db: DbOrTx, member: NonNullable<Viewer>, id: string) {
  const { viewer, key } = viewerAsPlaceholder(member);
  const query = preparedOn(db, `activity_loaded${key}`, (d, name) =>
    activitiesQuery(d, viewer, eq(activities.id, sql.placeholder("id")), 1).prepare(name),
  );
  const [row] = loaded(await query.execute({ viewerId: member.id, id }));
  return row ?? null;
}
