import { type NotificationSubject, SEPARATELY_COUNTED_KINDS } from "@intranet/contracts";
import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { preparedOn } from "../../db/prepared.js";
import { activityInGroup, activityReadableBy, newInNetworkStream } from "../activities/activities.access.js";
import { type Viewer, viewerAsPlaceholder } from "../groups/groups.access.js";
import { type NotificationRow, notificationActors, notifications, streamVisits } from "./notifications.schema.js";

const qb = new QueryBuilder();

/** New activities in the stream `all` are counted up to this (the badge shows 99+ above 99). */
export const NEW_ACTIVITIES_CAP = 100;

export type NotificationValues = Pick<
  typeof notifications.$inferInsert,
  "recipientId" | "kind" | "activityId" | "replyId" | "groupKey"
>;

/**
 * Records that `actorId` did what the notification of `values.groupKey` reports: creates the recipient's row,
 * or, for an actor it does not count yet, moves it up with them as its latest actor and marks it unread again.
 * Gives the row's id and whether it was created; null when the actor was counted already (nothing changed).
 */
export async function recordNotification(
  tx: DbOrTx,
  values: NotificationValues,
  actorId: string,
  at: Date,
): Promise<{ id: string; created: boolean } | null> {
  const inserted = await tx
    .insert(notifications)
    .values({ ...values, actorId, actorCount: 1, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: [notifications.recipientId, notifications.groupKey] })
    .returning({ id: notifications.id });
  const [created] = inserted;
  if (created) {
    await tx.insert(notificationActors).values({ notificationId: created.id, actorId });
    return { id: created.id, created: true };
  }
  const [existing] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.recipientId, values.recipientId), eq(notifications.groupKey, values.groupKey)))
    .for("update");
  if (!existing) return null;
  const counted = await tx
    .insert(notificationActors)
    .values({ notificationId: existing.id, actorId })
    .onConflictDoNothing()
    .returning({ id: notificationActors.actorId });
  if (counted.length === 0) return null;
  await tx
    .update(notifications)
    .set({ actorId, actorCount: sql`${notifications.actorCount} + 1`, updatedAt: at, readAt: null })
    .where(eq(notifications.id, existing.id));
  return { id: existing.id, created: false };
}

/** A notification about another module's object, to record for one recipient. */
export type SubjectNotificationValues = Pick<
  typeof notifications.$inferInsert,
  "recipientId" | "kind" | "subjectId" | "groupKey"
> & { actorId: string | null };

/**
 * Records notifications about other modules' objects in one statement. They do not collapse over actors: a
 * repeated one (invited again) takes the new actor, moves up and is unread again. Gives the recipients.
 */
export async function recordSubjectNotifications(
  tx: DbOrTx,
  rows: SubjectNotificationValues[],
  at: Date,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await tx
    .insert(notifications)
    .values(rows.map((r) => ({ ...r, actorCount: 1, createdAt: at, updatedAt: at })))
    .onConflictDoUpdate({
      target: [notifications.recipientId, notifications.groupKey],
      set: { actorId: sql`excluded.actor_id`, actorCount: 1, updatedAt: at, readAt: null },
    })
    .returning({ recipientId: notifications.recipientId });
  return written.map((r) => r.recipientId);
}

/** Which notifications about one object: by its id and group key, optionally of one recipient. */
export type SubjectNotificationFilter = { subjectIds: string[]; groupKeys: string[]; recipientId?: string };

const subjectWhere = (f: SubjectNotificationFilter) =>
  and(
    inArray(notifications.subjectId, f.subjectIds),
    inArray(notifications.groupKey, f.groupKeys),
    f.recipientId ? eq(notifications.recipientId, f.recipientId) : undefined,
  );

/** Deletes the notifications about an object that no longer concerns their recipients; gives those whose unread count fell. */
export async function deleteSubjectNotifications(tx: DbOrTx, f: SubjectNotificationFilter): Promise<string[]> {
  if (f.subjectIds.length === 0) return [];
  const rows = await tx
    .delete(notifications)
    .where(subjectWhere(f))
    .returning({ recipientId: notifications.recipientId, readAt: notifications.readAt });
  return rows.filter((r) => r.readAt === null).map((r) => r.recipientId);
}

/** Deletes every notification about these objects, whatever their kind (the object is deleted). */
export async function deleteNotificationsAbout(tx: DbOrTx, subjectIds: string[]) {
  if (subjectIds.length === 0) return;
  await tx.delete(notifications).where(inArray(notifications.subjectId, subjectIds));
}

/** Marks the notifications about an object read (the invitation was answered); gives those whose unread count fell. */
export async function readSubjectNotifications(tx: DbOrTx, f: SubjectNotificationFilter, at: Date): Promise<string[]> {
  if (f.subjectIds.length === 0) return [];
  const rows = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(and(subjectWhere(f), isNull(notifications.readAt)))
    .returning({ recipientId: notifications.recipientId });
  return rows.map((r) => r.recipientId);
}

/** The columns the modules' subject kinds read. */
export const notificationColumns = {
  subjectId: notifications.subjectId,
  recipientId: notifications.recipientId,
  actorId: notifications.actorId,
};

/**
 * SQL: the notification's subject as JSON, by its kind, from the modules' subject expressions (see
 * ModuleDescriptor.notificationKinds); null for the activity kinds and for a subject gone or hidden.
 */
export function subjectByKind(kinds: [string, SQL][]): SQL<NotificationSubject | null> {
  if (kinds.length === 0) return sql<null>`null::json`;
  const branches = sql.join(
    kinds.map(([kind, subject]) => sql`when ${kind} then ${subject}`),
    sql` `,
  );
  return sql<NotificationSubject | null>`(case ${notifications.kind} ${branches} else null::json end)`;
}

/** A page's position: the last notification's sort time and id. */
export type NotificationCursor = { at: Date; id: string };

export type NotificationPageRow = NotificationRow & { subject: NotificationSubject | null };

/**
 * One keyset page of the viewer's notifications, newest first, in one statement: those about activities they may
 * still read, and those about other modules' objects whose subject (`subject()`, see subjectByKind) still shows them
 * one, selected with it (`limit` rows, and whether more follow: one extra row asked). Built once per database and
 * shape (one group's or all, first page or not, the viewer's flags) and run with the values on the generic plans'
 * twin: PostgreSQL planned its 11 KB of subjects for 0.5-3 ms on every call (docs/operations.md, "Generic plans").
 */
export async function notificationPage(
  db: DbOrTx,
  member: NonNullable<Viewer>,
  subject: () => SQL<NotificationSubject | null>,
  opts: { before?: NotificationCursor; limit: number; groupId?: string },
): Promise<{ rows: NotificationPageRow[]; more: boolean }> {
  const { viewer, key } = viewerAsPlaceholder(member);
  const { before, groupId } = opts;
  const inGroup = groupId !== undefined;
  const later = before !== undefined;
  const query = preparedOn(
    db,
    `notification_page${inGroup ? "_g" : ""}${later ? "_b" : ""}${key}`,
    (d, name) => {
      const groupIdValue = sql.placeholder("groupId");
      const subjectSql = subject();
      return d
        .select({ row: notifications, subject: subjectSql })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, viewer.id),
            or(
              and(isNotNull(notifications.activityId), activityReadableBy(notifications.activityId, viewer)),
              and(isNotNull(notifications.subjectId), sql`${subjectSql} is not null`),
            ),
            // One group's: about its activities, or about the group itself (an invitation, a join request).
            inGroup
              ? or(activityInGroup(notifications.activityId, groupIdValue), eq(notifications.subjectId, groupIdValue))
              : undefined,
            later
              ? sql`(${notifications.updatedAt}, ${notifications.id}) < (${sql.placeholder("beforeAt")}::timestamptz, ${sql.placeholder("beforeId")}::text)`
              : undefined,
          ),
        )
        .orderBy(desc(notifications.updatedAt), desc(notifications.id))
        .limit(sql.placeholder("limit"))
        .prepare(name);
    },
    { plan: "generic" },
  );
  const rows = await query.execute({
    viewerId: member.id,
    groupId: groupId ?? null,
    beforeAt: before?.at.toISOString() ?? null,
    beforeId: before?.id ?? null,
    limit: opts.limit + 1,
  });
  return {
    rows: rows.slice(0, opts.limit).map((r) => ({ ...r.row, subject: parsed(r.subject) })),
    more: rows.length > opts.limit,
  };
}

/** node-postgres parses the subject's json column. */
const parsed = (value: unknown) => (value ?? null) as NotificationSubject | null;

/** Notifications by id, for the mail job. */
export async function notificationsByIds(db: DbOrTx, ids: string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(notifications).where(inArray(notifications.id, ids));
}

/** Marks the member's notification read; false when they have none of that id. */
export async function markRead(db: DbOrTx, memberId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, memberId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the member read. */
export async function markAllRead(db: DbOrTx, memberId: string, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.recipientId, memberId), isNull(notifications.readAt)));
}

/** SQL: the member's unread notifications (an integer scalar subquery for GET /api/v1/unreads). */
export function unreadNotificationsSql(memberId: string | Placeholder): SQL<number> {
  return sql<number>`(${qb
    .select({ n: sql`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, memberId),
        isNull(notifications.readAt),
        notInArray(notifications.kind, [...SEPARATELY_COUNTED_KINDS]),
      ),
    )})`;
}

/** SQL: activities of the member's stream `all` newer than their last visit of it, up to NEW_ACTIVITIES_CAP. */
export function newActivitiesSql(memberId: string | Placeholder): SQL<number> {
  const lastSeen = sql`(${qb
    .select({ id: streamVisits.lastSeenId })
    .from(streamVisits)
    .where(and(eq(streamVisits.memberId, memberId), eq(streamVisits.stream, "all")))})`;
  return newInNetworkStream(memberId, lastSeen, NEW_ACTIVITIES_CAP);
}

/** Both counts of GET /unreads/activities in one statement. */
export async function activityUnreadCounts(db: DbOrTx, memberId: string) {
  const result = await db.execute(
    sql`select ${newActivitiesSql(memberId)} as "Activitystreams", ${unreadNotificationsSql(memberId)} as "Notifications"`,
  );
  const [row] = (result as unknown as { rows: { Activitystreams: number; Notifications: number }[] }).rows;
  return { Activitystreams: Number(row?.Activitystreams ?? 0), Notifications: Number(row?.Notifications ?? 0) };
}

/** Records the newest activity the member has seen of the stream; never moves back. */
export async function recordStreamVisit(db: DbOrTx, memberId: string, stream: string, lastSeenId: string) {
  await db
    .insert(streamVisits)
    .values({ memberId, stream, lastSeenId })
    .onConflictDoUpdate({
      target: [streamVisits.memberId, streamVisits.stream],
      set: { lastSeenId: sql`greatest(${streamVisits.lastSeenId}, excluded.last_seen_id)`, updatedAt: new Date() },
    });
}
