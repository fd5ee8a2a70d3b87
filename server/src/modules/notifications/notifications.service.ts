import type { NotificationPage } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import {
  activityReaderIds,
  newestInNetworkStream,
  readableActivitySummaries,
} from "../activities/activities.access.js";
import { queuePush } from "../devices/devices.service.js";
import { mailSender } from "../mail/send-mail.js";
import { isReachable } from "../members/member.policy.js";
import { displayName } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { notificationSettingsOf } from "../members/settings.service.js";
import type { ActivityEvent, AfterCommit, Notifier, SubjectEvent, SubjectNotifications } from "../module.js";
import { decodeCursor, encodeCursor, excerpt, presentNotification } from "./notification.presenter.js";
import { mentionMail } from "./notifications.mails.js";
import {
  activityUnreadCounts,
  deleteNotificationsAbout,
  deleteSubjectNotifications,
  markAllRead,
  markRead,
  notificationColumns,
  notificationPage,
  notificationsByIds,
  readSubjectNotifications,
  recordNotification,
  recordStreamVisit,
  recordSubjectNotifications,
  subjectByKind,
} from "./notifications.repo.js";

export const MENTION_MAIL_JOB = "notifications.mention_mail";
export type MentionMailJob = { notificationIds: string[] };

/** What collapses into one notification of a recipient. */
function groupKey(event: ActivityEvent): string {
  switch (event.kind) {
    case "like":
      return `${event.kind}:${event.activityId}`;
    case "mention":
      // One per activity or per reply a member is named in.
      return `${event.kind}:${event.replyId ?? event.activityId}`;
    default:
      return `${event.kind}:${event.replyId ?? event.activityId}`;
  }
}

/**
 * Notifies the event's recipients who may read the activity (never the actor), inside the caller's
 * transaction; recording is idempotent, so a repeated event (a like again) changes nothing. The returned
 * function runs after commit: it tells the recipients' tabs their counts changed and queues mention mails.
 */
export async function notifyActivityEvent(tx: DbOrTx, ctx: AppContext, event: ActivityEvent): Promise<AfterCommit> {
  const ids = [...new Set(event.recipientIds)].filter(
    (id): id is string => typeof id === "string" && id !== event.actorId,
  );
  if (ids.length === 0) return async () => {};
  const recipients = (await findMembersByIds(tx, ids)).filter((m) => m.lockedAt === null);
  const readers = await activityReaderIds(tx, event.activityId, recipients);
  const at = new Date();
  const changed: string[] = [];
  const created: string[] = [];
  const newlyNotified: string[] = [];
  for (const recipientId of ids.filter((id) => readers.has(id))) {
    const recorded = await recordNotification(
      tx,
      {
        recipientId,
        kind: event.kind,
        activityId: event.activityId,
        replyId: event.replyId ?? null,
        groupKey: groupKey(event),
      },
      event.actorId,
      at,
    );
    if (!recorded) continue;
    changed.push(recipientId);
    if (recorded.created) {
      created.push(recorded.id);
      newlyNotified.push(recipientId);
    }
  }
  return async () => {
    for (const id of changed) await publishUnreadsChanged(ctx, id);
    if (event.kind === "mention" && created.length > 0) {
      await ctx.jobs.send<MentionMailJob>(MENTION_MAIL_JOB, { notificationIds: created });
      await queuePush(ctx, {
        kind: "mentions",
        recipientIds: newlyNotified,
        actorId: event.actorId,
        title: "mention",
        url: `/activities/${event.activityId}`,
        tag: `mention:${event.replyId ?? event.activityId}`,
      });
    }
  };
}

/** Tells the member's open tabs to refetch their unread counts. */
export function publishUnreadsChanged(ctx: AppContext, memberId: string) {
  return ctx.realtime.publish(`member:${memberId}`, "unreads_changed", { feature: "Notifications" });
}

/** Tells each member's open tabs to refetch their unread counts (after a commit that changed them). */
export async function publishUnreadsChangedTo(ctx: AppContext, memberIds: readonly string[]) {
  for (const id of new Set(memberIds)) await publishUnreadsChanged(ctx, id);
}

const subjectGroupKey = (e: Pick<SubjectEvent, "kind" | "subjectId" | "key">) =>
  `${e.kind}:${e.subjectId}${e.key ? `:${e.key}` : ""}`;

/**
 * Notifies the event's recipients (never the actor) inside the caller's transaction; the same event again moves the
 * recipient's notification up, unread. The returned function runs after commit and tells their tabs.
 */
export async function notifySubjectEvent(tx: DbOrTx, ctx: AppContext, event: SubjectEvent): Promise<AfterCommit> {
  if (!ctx.modules.notificationKinds.has(event.kind))
    throw new Error(`No module registers notification kind ${event.kind}`);
  const recipients = [...new Set(event.recipientIds)].filter((id) => id !== event.actorId);
  const groupKey = subjectGroupKey(event);
  const notified = await recordSubjectNotifications(
    tx,
    recipients.map((recipientId) => ({
      recipientId,
      kind: event.kind,
      subjectId: event.subjectId,
      groupKey,
      actorId: event.actorId,
    })),
    new Date(),
  );
  return async () => {
    await publishUnreadsChangedTo(ctx, notified);
    if (INVITATION_KINDS.has(event.kind))
      await queuePush(ctx, {
        kind: "invitations",
        recipientIds: notified,
        actorId: event.actorId,
        title: "invitation",
        url: "/notifications",
        tag: groupKey,
      });
  };
}

/** The kinds of subject notification that invite the recipient somewhere: pushed as `invitations`. */
const INVITATION_KINDS = new Set<string>(["group_invite", "appointment_invite"]);

const subjectFilter = (f: SubjectNotifications) => ({
  subjectIds: f.subjectIds,
  groupKeys: f.subjectIds.map((subjectId) => subjectGroupKey({ kind: f.kind, subjectId, key: f.key })),
  recipientId: f.recipientId,
});

/**
 * Removes notifications that no longer concern anyone (a join request withdrawn or handled), in the caller's
 * transaction. Gives the recipients whose unread count fell, to tell after commit (publishUnreadsChangedTo).
 */
export async function withdrawSubjectNotifications(tx: DbOrTx, f: SubjectNotifications): Promise<string[]> {
  return deleteSubjectNotifications(tx, subjectFilter(f));
}

/** Forgets every notification about these objects (a group deleted): they concern nobody any more. */
export async function forgetNotificationsAbout(db: DbOrTx, subjectIds: string[]) {
  await deleteNotificationsAbout(db, subjectIds);
}

/**
 * Marks notifications read whose matter was settled (an invitation answered), in the caller's transaction. Gives the
 * recipients whose unread count fell.
 */
export async function settleSubjectNotifications(tx: DbOrTx, f: SubjectNotifications): Promise<string[]> {
  return readSubjectNotifications(tx, subjectFilter(f), new Date());
}

/** The notifier other modules record through (`ctx.modules.notifier`), never importing this module. */
export const notifier: Notifier = {
  activity: notifyActivityEvent,
  notify: notifySubjectEvent,
  withdraw: withdrawSubjectNotifications,
  settle: settleSubjectNotifications,
  forget: forgetNotificationsAbout,
  unreadsChanged: publishUnreadsChangedTo,
};

/**
 * One mail per new mention, to recipients whose `email_notifications` setting is on and who may still read
 * the activity.
 */
export async function sendMentionMails(ctx: AppContext, job: MentionMailJob) {
  const rows = await notificationsByIds(ctx.db, job.notificationIds);
  const memberIds = new Set(rows.flatMap((r) => (r.actorId ? [r.recipientId, r.actorId] : [r.recipientId])));
  const people = new Map((await findMembersByIds(ctx.db, [...memberIds])).map((m) => [m.id, m]));
  const send = await mailSender(ctx);
  for (const row of rows) {
    const recipient = people.get(row.recipientId);
    if (!recipient || !isReachable(recipient) || !row.activityId) continue;
    if (!(await notificationSettingsOf(ctx.db, recipient.id)).email_notifications) continue;
    const [activity] = await readableActivitySummaries(ctx.db, recipient, [row.activityId]);
    if (!activity) continue;
    const actor = row.actorId ? people.get(row.actorId) : undefined;
    await send({ ...recipient, member: true }, mentionMail, {
      from: actor ? displayName(actor) : "",
      excerpt: excerpt(activity.plainContent),
      link: `${ctx.config.publicUrl}/activities/${activity.id}`,
    });
  }
}

/**
 * One page of the member's notifications, newest first, in three statements whatever its size: the page with the
 * subjects of the non-activity kinds (the modules' SQL, see ModuleDescriptor.notificationKinds), the activities,
 * the actors.
 */
export async function notificationsPage(
  ctx: AppContext,
  viewer: MemberRow,
  opts: { before?: string; limit: number; groupId?: string },
): Promise<NotificationPage> {
  const before = opts.before === undefined ? undefined : decodeCursor(opts.before);
  if (before === null) return { notifications: [], next_cursor: null };
  const subject = () =>
    subjectByKind([...ctx.modules.notificationKinds].map(([kind, k]) => [kind, k.subject(notificationColumns, ctx)]));
  const { rows, more } = await notificationPage(ctx.db, viewer, subject, {
    before,
    limit: opts.limit,
    ...(opts.groupId ? { groupId: opts.groupId } : {}),
  });
  const activityIds = [...new Set(rows.flatMap((r) => (r.activityId ? [r.activityId] : [])))];
  const actorIds = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
  const [summaries, actors] = await Promise.all([
    readableActivitySummaries(ctx.db, viewer, activityIds),
    findMembersByIds(ctx.db, actorIds),
  ]);
  const activities = new Map(summaries.map((a) => [a.id, a]));
  const people = new Map(actors.map((m) => [m.id, m]));
  const last = rows[rows.length - 1];
  return {
    notifications: rows.flatMap((row) => {
      if (row.subject) return [presentNotification(row, { subject: row.subject }, people)];
      const activity = row.activityId ? activities.get(row.activityId) : undefined;
      return activity ? [presentNotification(row, { activity }, people)] : [];
    }),
    next_cursor: more && last ? encodeCursor(last) : null,
  };
}

export async function readNotification(ctx: AppContext, member: MemberRow, id: string) {
  if (!(await markRead(ctx.db, member.id, id, new Date()))) throw notFound();
  await publishUnreadsChanged(ctx, member.id);
}

export async function readAllNotifications(ctx: AppContext, member: MemberRow) {
  await markAllRead(ctx.db, member.id, new Date());
  await publishUnreadsChanged(ctx, member.id);
}

/** The member saw the first page of the stream `all`: what it holds now is no longer new to them. */
export async function streamSeen(ctx: AppContext, member: MemberRow, stream: "all") {
  const newest = await newestInNetworkStream(ctx.db, member);
  if (newest) await recordStreamVisit(ctx.db, member.id, stream, newest);
  await publishUnreadsChanged(ctx, member.id);
}

/** The member's unread activity notifications by kind (the header's counts). */
export const activityUnreads = (ctx: AppContext, member: MemberRow) => activityUnreadCounts(ctx.db, member.id);
