import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { members } from "../members/members.schema.js";
import { uploads } from "../uploads/uploads.schema.js";

/** A thread of messages: a new message starts one, replies join it. Its id is the starter message's id. */
export const messageConversations = pgTable("message_conversations", {
  id: ref("id").primaryKey(),
  lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  messageCount: integer("message_count").notNull().default(0),
  createdAt: createdAt(),
});

export const messages = pgTable(
  "messages",
  {
    id: idPk(),
    conversationId: ref("conversation_id")
      .notNull()
      .references(() => messageConversations.id, { onDelete: "cascade" }),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    subject: text("subject").notNull().default(""),
    /** Rich text, sanitized with an allowlist before it is stored. */
    htmlContent: text("html_content").notNull().default(""),
    plainContent: text("plain_content").notNull().default(""),
    toAll: boolean("to_all").notNull().default(false),
    /** Recipients so far; grows while a fan-out job delivers to a group or the whole network. */
    recipientCount: integer("recipient_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt, t.id),
    index("messages_author_idx").on(t.authorId),
    // the statistics' messages series
    index("messages_created_idx").on(t.createdAt),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

export const messageRecipients = pgTable(
  "message_recipients",
  {
    messageId: ref("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.memberId] }), index("message_recipients_member_idx").on(t.memberId)],
);

export const messageAttachments = pgTable(
  "message_attachments",
  {
    messageId: ref("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    uploadId: ref("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uploadId] }), index("message_attachments_upload_idx").on(t.uploadId)],
);

/**
 * Each member's own copy of a conversation per folder: the inbox copy points at the newest message
 * they received in it, the sent copy at the newest they wrote. Read and deleted are per copy, so one
 * side's actions never touch the other's. Listing a folder is an index scan, whatever the mailbox size.
 */
export const mailboxEntries = pgTable(
  "mailbox_entries",
  {
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    conversationId: ref("conversation_id")
      .notNull()
      .references(() => messageConversations.id, { onDelete: "cascade" }),
    folder: text("folder", { enum: ["inbox", "sent"] }).notNull(),
    messageId: ref("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    lastActivity: timestamp("last_activity", { withTimezone: true }).notNull(),
    read: boolean("read").notNull().default(false),
    deleted: boolean("deleted").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.conversationId, t.folder] }),
    index("mailbox_entries_listing_idx")
      .on(t.memberId, t.folder, t.lastActivity.desc(), t.conversationId.desc())
      .where(sql`${t.deleted} = false`),
    index("mailbox_entries_unread_idx")
      .on(t.memberId)
      .where(sql`${t.folder} = 'inbox' and ${t.read} = false and ${t.deleted} = false`),
  ],
);

export type MailboxEntryRow = typeof mailboxEntries.$inferSelect;

/**
 * How many live copies (not deleted) each member's folder holds: the inbox's and sent folder's page count, kept by
 * statement triggers on mailbox_entries in the transaction of every insert, update and delete (migration
 * 0047_mailbox_counts), so a page never counts the folder's rows.
 */
export const mailboxCounts = pgTable(
  "mailbox_counts",
  {
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    folder: text("folder", { enum: ["inbox", "sent"] }).notNull(),
    live: integer("live").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.folder] })],
);

/** Members whose direct messages a member does not accept. */
export const memberIgnores = pgTable(
  "member_ignores",
  {
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    ignoredMemberId: ref("ignored_member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.ignoredMemberId] }),
    index("member_ignores_ignored_idx").on(t.ignoredMemberId),
  ],
);
