import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { groups } from "../groups/groups.schema.js";
import { members } from "../members/members.schema.js";
import { uploads } from "../uploads/uploads.schema.js";

/**
 * A note or question in a stream: a network stream (no group; `stream_slug` names it: `all`, which is
 * virtual, or one of `activity_streams`) or a group's stream (`stream_slug` is `all`).
 */
/**
 * When the author last changed the text: set by the edit itself, not by every update of the row (counts,
 * the accepted answer), so `edited` means what a reader takes it to mean.
 */
const editedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const activities = pgTable(
  "activities",
  {
    id: idPk(),
    groupId: ref("group_id").references(() => groups.id, { onDelete: "cascade" }),
    streamSlug: text("stream_slug").notNull().default("all"),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    objectType: text("object_type", {
      enum: ["note", "question", "survey", "schedule", "appointment", "article", "file", "item"],
    }).notNull(),
    /** The other module's object the activity is about (an appointment's id), presented by its activity type. */
    objectId: ref("object_id"),
    /** Rich text, sanitized with the `activity` allowlist before it is stored. */
    htmlContent: text("html_content").notNull().default(""),
    plainContent: text("plain_content").notNull().default(""),
    /** A published answer of this question; cleared when that answer is removed. */
    acceptedAnswerId: ref("accepted_answer_id"),
    /** Published replies and answers, and likes, kept in the transaction that changes them. */
    replyCount: integer("reply_count").notNull().default(0),
    answerCount: integer("answer_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: editedAt(),
  },
  // Keyset pages walk these newest first (id desc): the network's own activities, a group's, an author's.
  (t) => [
    index("activities_network_idx").on(t.id.desc().nullsFirst()).where(sql`${t.groupId} is null`),
    index("activities_group_idx").on(t.groupId, t.id.desc().nullsFirst()),
    // A network stream other than `all` (activitystreams/{slug}).
    index("activities_stream_idx").on(t.streamSlug, t.id.desc().nullsFirst()).where(sql`${t.groupId} is null`),
    index("activities_author_idx").on(t.authorId, t.id.desc().nullsFirst()),
    index("activities_object_idx").on(t.objectType, t.objectId).where(sql`${t.objectId} is not null`),
    // the statistics' posts and active members series (index-only scans over the window)
    index("activities_created_idx").on(t.createdAt, t.authorId),
    index("activities_group_created_idx").on(t.groupId, t.createdAt, t.authorId),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;

/**
 * How many activities each group's stream holds (the group's `activity_count`), kept by PostgreSQL itself: statement
 * triggers on `activities` (migration 0061) add the rows a statement inserted and take away those it deleted, per
 * group, so every write path (and a bulk insert) keeps it, and reading it is one row instead of counting the group's
 * activities (a group of 100,000 took 60–180 ms). Activities never change group.
 */
export const groupActivityCounts = pgTable("group_activity_counts", {
  groupId: ref("group_id")
    .primaryKey()
    .references(() => groups.id, { onDelete: "cascade" }),
  count: integer("count").notNull().default(0),
});

export const activityReplies = pgTable(
  "activity_replies",
  {
    id: idPk(),
    activityId: ref("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    type: text("type", { enum: ["replies", "answers"] }).notNull(),
    htmlContent: text("html_content").notNull().default(""),
    /** A published reply of the same activity that this one quotes. */
    quotedReplyId: ref("quoted_reply_id"),
    /** Removed replies stay for the replies that quote them but are never shown. */
    state: text("state", { enum: ["published", "removed"] })
      .notNull()
      .default("published"),
    createdAt: createdAt(),
    updatedAt: editedAt(),
  },
  (t) => [
    index("activity_replies_activity_idx").on(t.activityId, t.id),
    // the statistics' active members series
    index("activity_replies_created_idx").on(t.createdAt, t.authorId),
  ],
);

export type ActivityReplyRow = typeof activityReplies.$inferSelect;

export const activityLikes = pgTable(
  "activity_likes",
  {
    activityId: ref("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.memberId] }),
    index("activity_likes_member_idx").on(t.memberId, t.activityId.desc().nullsFirst()),
  ],
);

export const activityMentions = pgTable(
  "activity_mentions",
  {
    activityId: ref("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.memberId] }),
    index("activity_mentions_member_idx").on(t.memberId, t.activityId.desc().nullsFirst()),
  ],
);

/** Members named in a published reply (its activity kept too, for the stream filter `mentions`). */
export const activityReplyMentions = pgTable(
  "activity_reply_mentions",
  {
    replyId: ref("reply_id")
      .notNull()
      .references(() => activityReplies.id, { onDelete: "cascade" }),
    activityId: ref("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.replyId, t.memberId] }),
    index("activity_reply_mentions_member_idx").on(t.memberId, t.activityId.desc().nullsFirst()),
  ],
);

/**
 * Tags are network-wide; a name is unique whatever its case. A tag may have a parent tag (the property sets'
 * `tag_parents`): a file's or folder's profile tags are recorded under the first parent of its effective set, and
 * GET /tags/find with `tag_parents` suggests only the tags under those parents.
 */
export const tags = pgTable(
  "tags",
  {
    id: idPk(),
    name: text("name").notNull(),
    parentId: ref("parent_id").references((): AnyPgColumn => tags.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tags_name_lower_unique").on(sql`lower(${t.name})`), index("tags_parent_idx").on(t.parentId)],
);

export type TagRow = typeof tags.$inferSelect;

export const activityTags = pgTable(
  "activity_tags",
  {
    activityId: ref("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    tagId: ref("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.tagId] }),
    index("activity_tags_tag_idx").on(t.tagId, t.activityId.desc().nullsFirst()),
  ],
);

/**
 * Images and files attached to an activity or to one of its replies (exactly one owner is set). The uploads
 * outlive the row: deleting the activity or reply removes only the link, as for message attachments.
 */
export const activityAttachments = pgTable(
  "activity_attachments",
  {
    id: idPk(),
    activityId: ref("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    replyId: ref("reply_id").references(() => activityReplies.id, { onDelete: "cascade" }),
    uploadId: ref("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["image", "file"] }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("activity_attachments_one_owner", sql`num_nonnulls(${t.activityId}, ${t.replyId}) = 1`),
    index("activity_attachments_activity_idx").on(t.activityId).where(sql`${t.activityId} is not null`),
    index("activity_attachments_reply_idx").on(t.replyId).where(sql`${t.replyId} is not null`),
    index("activity_attachments_upload_idx").on(t.uploadId),
  ],
);

export type ActivityAttachmentRow = typeof activityAttachments.$inferSelect;
