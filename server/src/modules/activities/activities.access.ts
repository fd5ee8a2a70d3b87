import { ALL_STREAM } from "@intranet/contracts";
import {
  and,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  ne,
  not,
  notExists,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import {
  activeMemberOf,
  findVisibleGroup,
  groupAdminOf,
  groupContentPostableBy,
  groupContentReadableBy,
  groupsPostableBy,
  readableGroupIds,
  type SqlViewer,
  type Viewer,
} from "../groups/groups.access.js";
import { groupLabelColumns } from "../groups/groups.repo.js";
import { isReachableMember } from "../members/members.repo.js";
import { networkFlagOn } from "../network/network.repo.js";
import { type ActivityRow, activities, activityAttachments, activityReplies } from "./activities.schema.js";
import { activityLinks } from "./links.schema.js";
import { activityStreams, activityStreamUnsubscriptions } from "./streams.schema.js";

const qb = new QueryBuilder();

/**
 * Who may read and do what with activities, written once as SQL predicates over `activities`. Lists
 * filter with `activitiesReadableBy`, the single check is the same predicate plus `id = $1`; group
 * activities defer to the groups module's predicates.
 */

/** SQL over `activities`: posted in the virtual network stream `all` itself (not a group's, not another network stream). */
const inAllItself = eq(activities.streamSlug, ALL_STREAM);

/**
 * SQL over `activities`: the network's own activities (external members: only those of the stream `all`), and
 * those of groups whose content the viewer may read.
 */
export function activitiesReadableBy(viewer: SqlViewer): SQL {
  if (!viewer) return sql`false`;
  return or(
    and(isNull(activities.groupId), viewer.isExternal ? inAllItself : undefined),
    groupContentReadableBy(activities.groupId, viewer),
  ) as SQL;
}

const GROUP_ID = /^[0-9a-f]{24}$/;

/**
 * Of the ids of `activities:{id}` socket topics (`activitiesTopic` in the contracts), those whose activities the
 * member may read, as `activitiesReadableBy` decides: `all` (the network stream `all` itself) for every member,
 * `network` (the network's other streams) unless external, a group's id where `groupContentReadableBy` lets them.
 */
export async function readableActivityTopicIds(db: DbOrTx, viewer: NonNullable<Viewer>, ids: string[]) {
  const allowed = new Set(ids.filter((id) => id === ALL_STREAM || (id === "network" && !viewer.isExternal)));
  for (const id of await readableGroupIds(
    db,
    viewer,
    ids.filter((id) => GROUP_ID.test(id)),
  ))
    allowed.add(id);
  return allowed;
}

/** SQL over `activities`: in the network stream with this slug (not `all`: that one is `networkStreamOf`). */
export const inNetworkStream = (slug: string | SQLWrapper): SQL =>
  and(isNull(activities.groupId), eq(activities.streamSlug, slug)) as SQL;

/**
 * SQL over a network-level `activities` row: its stream shows in the member's `all`: `all` itself always; another
 * network stream unless the network lets members subscribe and the member left it (unsubscription rows, so
 * everyone follows every stream until they leave it).
 */
function followedInAll(memberId: string | SQLWrapper): SQL {
  const left = qb
    .select({ one: sql`1` })
    .from(activityStreamUnsubscriptions)
    .innerJoin(activityStreams, eq(activityStreams.id, activityStreamUnsubscriptions.streamId))
    .where(and(eq(activityStreamUnsubscriptions.memberId, memberId), eq(activityStreams.slug, activities.streamSlug)));
  return or(inAllItself, not(networkFlagOn("activity_stream_subscriptions_enabled")), notExists(left)) as SQL;
}

/**
 * SQL over `activities`: what the network stream `all` shows the viewer: the network's own activities of the
 * streams they follow (`followedInAll`; external members: of `all` only) and those of the groups they are an
 * active member of (membership is following), administrators included.
 */
export function networkStreamOf(viewer: NonNullable<SqlViewer>): SQL {
  return or(
    and(isNull(activities.groupId), viewer.isExternal ? inAllItself : followedInAll(viewer.id)),
    activeMemberOf(activities.groupId, viewer.id),
  ) as SQL;
}

/** Flags the policies read, asked with the activity in the same statement. */
export function activityAccessColumns(viewer: NonNullable<SqlViewer>) {
  return {
    // The viewer administrates the activity's group (may remove its activities and replies).
    groupAdmin: sql<boolean>`(${activities.groupId} is not null and ${groupAdminOf(activities.groupId, viewer.id)})`,
    ...groupLabelColumns(activities.groupId),
    // The name of the network stream other than `all` it was posted in.
    streamName: sql<
      string | null
    >`(select ${activityStreams.name} from ${activityStreams} where ${activityStreams.slug} = ${activities.streamSlug} and ${activities.groupId} is null)`,
  };
}

export type ReadableActivity = {
  activity: ActivityRow;
  groupAdmin: boolean;
  groupName: string | null;
  groupSlug: string | null;
  streamName: string | null;
};

/** Single check: the activity if the viewer may read it, with its flags; null otherwise (callers answer 404). */
export async function findReadableActivity(
  db: DbOrTx,
  viewer: NonNullable<Viewer>,
  id: string,
): Promise<ReadableActivity | null> {
  const { groupAdmin, groupName, groupSlug, streamName } = activityAccessColumns(viewer);
  const [row] = await db
    .select({ activity: activities, groupAdmin, groupName, groupSlug, streamName })
    .from(activities)
    .where(and(eq(activities.id, id), activitiesReadableBy(viewer)))
    .limit(1);
  return row ? { ...row, groupAdmin: row.groupAdmin === true } : null;
}

/**
 * Whether the viewer may read the content of the group with this id and post in it
 * (`groupContentReadableBy`, `groupContentPostableBy`), in one statement; both false for no such group.
 */
export async function groupStreamAccess(db: DbOrTx, viewer: NonNullable<Viewer>, groupId: string) {
  const id = sql`${groupId}::char(24)`;
  const result = await db.execute(
    sql`select ${groupContentReadableBy(id, viewer)} as readable, ${groupContentPostableBy(id, viewer)} as postable`,
  );
  const [row] = (result as unknown as { rows: { readable: boolean; postable: boolean }[] }).rows;
  return { readable: row?.readable === true, postable: row?.postable === true };
}

/**
 * A group's stream as the viewer sees it, by slug: the group, whether they may read its content and post in it, in
 * the group lookup's own statement (built once, `findVisibleGroup`); null when the group does not exist for them.
 */
export async function findStreamGroup(db: DbOrTx, viewer: NonNullable<Viewer>, slug: string) {
  const found = await findVisibleGroup(
    db,
    viewer,
    { slug },
    {
      key: "stream",
      columns: (asked) => ({ postable: sql<boolean>`${groupsPostableBy(asked)}` }),
    },
  );
  return found ? { group: found.group, readContent: found.readContent, postable: found.extra.postable === true } : null;
}

/**
 * For other modules (notifications), built on the predicates above: an activity id column of their own tables,
 * bulk checks by id, and the network stream of a member given by id alone (prepared statements).
 */

/** SQL: the viewer may read the activity with this id (`activitiesReadableBy` for another module's column). */
export const activityReadableBy = (activityId: SQLWrapper, viewer: SqlViewer): SQL =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(activities)
      .where(and(eq(activities.id, activityId), activitiesReadableBy(viewer))),
  );

/** SQL: the activity with this id (another module's column) was posted in the group with this id. */
export const activityInGroup = (activityId: SQLWrapper, groupId: string | SQLWrapper): SQL =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(activities)
      .where(and(eq(activities.id, activityId), eq(activities.groupId, groupId))),
  );

/** Bulk check: the activities among `ids` the viewer may read, with what a summary of one shows. */
export async function readableActivitySummaries(db: DbOrTx, viewer: Viewer, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: activities.id,
      objectType: activities.objectType,
      authorId: activities.authorId,
      plainContent: activities.plainContent,
    })
    .from(activities)
    .where(and(inArray(activities.id, ids), activitiesReadableBy(viewer)));
}

/** Bulk check: which of these members may read the activity (one statement per 100 members). */
export async function activityReaderIds(
  db: DbOrTx,
  activityId: string,
  readers: NonNullable<Viewer>[],
): Promise<Set<string>> {
  const allowed = new Set<string>();
  for (let i = 0; i < readers.length; i += 100) {
    const batch = readers.slice(i, i + 100);
    const columns = Object.fromEntries(batch.map((r, n) => [`r${n}`, sql<boolean>`${activitiesReadableBy(r)}`]));
    const [row] = await db.select(columns).from(activities).where(eq(activities.id, activityId));
    batch.forEach((r, n) => {
      if (row?.[`r${n}`] === true) allowed.add(r.id);
    });
  }
  return allowed;
}

/** `networkStreamOf` for a member known by id only (whether they are external is asked in SQL). */
const networkStreamOfId = (memberId: string | Placeholder) =>
  or(
    and(
      isNull(activities.groupId),
      or(inAllItself, and(isReachableMember(sql`${memberId}`, { includeExternal: false }), followedInAll(memberId))),
    ),
    activeMemberOf(activities.groupId, memberId as string),
  ) as SQL;

/**
 * SQL: how many activities of the member's stream `all`, written by others, are newer than `afterId` (a
 * scalar, null for "since ever"); at most `cap`, so the count stays cheap on a busy network.
 */
export function newInNetworkStream(memberId: string | Placeholder, afterId: SQLWrapper, cap: number): SQL<number> {
  const newer = new QueryBuilder()
    .select({ one: sql`1`.as("one") })
    .from(activities)
    .where(
      and(
        networkStreamOfId(memberId),
        sql`${activities.id} > coalesce(${afterId}, '')`,
        or(isNull(activities.authorId), ne(activities.authorId, memberId)),
      ),
    )
    .limit(cap)
    .as("newer");
  return sql<number>`(select count(*)::int from ${newer})`;
}

/** The id of the newest activity in the viewer's stream `all`; null when it is empty. */
export async function newestInNetworkStream(db: DbOrTx, viewer: NonNullable<Viewer>): Promise<string | null> {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(networkStreamOf(viewer))
    .orderBy(desc(activities.id))
    .limit(1);
  return row?.id ?? null;
}

/** SQL joining `activities` to what carries an attachment: its activity (`activityId`), or a published reply's (joined). */
const carrierActivity = (activityId: SQLWrapper) =>
  or(
    eq(activities.id, activityId),
    and(eq(activities.id, activityReplies.activityId), eq(activityReplies.state, "published")),
  );

/**
 * Whether the viewer may read a file or image attached to an activity or to one of its published replies:
 * exactly when they may read the activity (`activitiesReadableBy`), in one statement.
 */
export async function mayReadActivityAttachment(db: DbOrTx, viewer: Viewer, uploadId: string): Promise<boolean> {
  if (!viewer) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(activityAttachments)
    .leftJoin(activityReplies, eq(activityReplies.id, activityAttachments.replyId))
    .innerJoin(activities, carrierActivity(activityAttachments.activityId))
    .where(and(eq(activityAttachments.uploadId, uploadId), activitiesReadableBy(viewer)))
    .limit(1);
  return row !== undefined;
}

/**
 * The crawls among these whose link preview an activity, or a published reply of one, carries where the viewer may
 * read the activity (the crawls module's `crawlCarriers`), in one statement.
 */
export async function crawlsCarriedFor(db: DbOrTx, viewer: Viewer, crawlIds: string[]): Promise<string[]> {
  if (!viewer || crawlIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: activityLinks.crawlId })
    .from(activityLinks)
    .leftJoin(activityReplies, eq(activityReplies.id, activityLinks.replyId))
    .innerJoin(activities, carrierActivity(activityLinks.activityId))
    .where(and(inArray(activityLinks.crawlId, crawlIds), activitiesReadableBy(viewer)));
  return rows.map((r) => r.id);
}

/** What a digest mail lists of one activity. */
export type DigestActivity = {
  id: string;
  groupName: string | null;
  plainContent: string;
  /** The other module's object the activity is about (the mail's entry is titled by it), or null. */
  objectType: string;
  objectId: string | null;
  replyCount: number;
  createdAt: Date;
};

/**
 * For the mailings' digests: the activities the member may read (`activitiesReadableBy`, so never another group's
 * hidden or private content, and no direct message: those are not activities) created in [since, until) — or
 * also changed then with `updated` — of the groups chosen (`all`, or ids) and, with `networkLevel`, the network's
 * own; newest first, at most `limit`.
 */
export function digestActivitiesFor(
  db: DbOrTx,
  viewer: NonNullable<Viewer>,
  opts: {
    since: Date;
    until: Date;
    updated: boolean;
    groupIds: "all" | string[];
    networkLevel: boolean;
    limit: number;
  },
): Promise<DigestActivity[]> {
  const inWindow = (column: SQLWrapper) =>
    and(sql`${column} >= ${opts.since.toISOString()}`, sql`${column} < ${opts.until.toISOString()}`);
  const groups =
    opts.groupIds === "all"
      ? sql`${activities.groupId} is not null`
      : opts.groupIds.length
        ? inArray(activities.groupId, opts.groupIds)
        : sql`false`;
  return db
    .select({
      id: activities.id,
      groupName: groupLabelColumns(activities.groupId).groupName,
      plainContent: activities.plainContent,
      objectType: activities.objectType,
      objectId: activities.objectId,
      replyCount: activities.replyCount,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .where(
      and(
        opts.updated
          ? or(inWindow(activities.createdAt), inWindow(activities.updatedAt))
          : inWindow(activities.createdAt),
        or(groups, opts.networkLevel ? isNull(activities.groupId) : sql`false`),
        activitiesReadableBy(viewer),
      ),
    )
    .orderBy(desc(activities.id))
    .limit(opts.limit);
}

/** For the newsletter: the network's activities of the stream `all` (every member reads them) since an instant. */
export function networkAllActivitiesSince(db: DbOrTx, since: Date, limit: number) {
  return db
    .select({
      id: activities.id,
      plainContent: activities.plainContent,
      objectType: activities.objectType,
      objectId: activities.objectId,
      authorId: activities.authorId,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .where(and(isNull(activities.groupId), inAllItself, sql`${activities.createdAt} >= ${since.toISOString()}`))
    .orderBy(desc(activities.id))
    .limit(limit);
}
