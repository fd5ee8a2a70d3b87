import type { NotificationKind } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { activities } from "../activities/activities.schema.js";
import { members } from "../members/members.schema.js";

// Written out (not imported from contracts) so drizzle-kit reads the schema without the contracts package.
export const NOTIFICATION_KINDS = [
  "mention",
  "reply",
  "answer",
  "like",
  "accepted_answer",
  "group_invite",
  "group_join_request",
  "group_join_approved",
  "group_join_declined",
  "appointment_invite",
  "task_assigned",
  "task_accepted",
  "task_declined",
  "article_published",
] as const satisfies readonly NotificationKind[];

/**
 * What happened to a member's activities, replies and mentions, and the invitations and join requests that
 * concern them. One row per `group_key` and recipient: the likes of one activity collapse into one row whose
 * actor is the latest liker ("Anna and 4 others"). A row is about an activity (`activity_id`) or about another
 * module's object (`subject_id`, a group or an appointment: its kind says which, and the module that registers
 * the kind presents it), never both.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: idPk(),
    recipientId: ref("recipient_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    activityId: ref("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    /** The group or appointment a subject kind is about (no foreign key: which table depends on the kind). */
    subjectId: ref("subject_id"),
    /** The reply or answer it is about (reply, answer, accepted_answer). */
    replyId: ref("reply_id"),
    /** The latest actor; null once their account is gone. */
    actorId: ref("actor_id").references(() => members.id, { onDelete: "set null" }),
    actorCount: integer("actor_count").notNull().default(1),
    /** What collapses into this row, e.g. `like:<activity id>`, `reply:<reply id>`; unique per recipient. */
    groupKey: text("group_key").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** When it last happened (written from the server's clock in milliseconds, as the cursor carries it). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notifications_recipient_group_unique").on(t.recipientId, t.groupKey),
    // The member's list, newest first (keyset over updated_at, id).
    index("notifications_recipient_updated_idx").on(
      t.recipientId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Withdrawing the notifications about one group or appointment (an invitation answered, a request handled).
    index("notifications_subject_idx").on(t.subjectId).where(sql`${t.subjectId} is not null`),
    // The unread count.
    index("notifications_unread_idx").on(t.recipientId).where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** Who did what a notification reports, once each: a second like by the same member counts nothing. */
export const notificationActors = pgTable(
  "notification_actors",
  {
    notificationId: ref("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    actorId: ref("actor_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.actorId] })],
);

/** The newest activity a member has seen of a stream (only `all` for now); newer ones count as unread. */
export const streamVisits = pgTable(
  "stream_visits",
  {
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    stream: text("stream").notNull(),
    lastSeenId: ref("last_seen_id").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.stream] })],
);
