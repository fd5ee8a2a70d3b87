import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { groups } from "../groups/groups.schema.js";
import { members } from "../members/members.schema.js";
import { uploads } from "../uploads/uploads.schema.js";

/**
 * A chat: a group's (one per group) or a direct one between two members (`memberA` < `memberB`, one per pair).
 * `lastSeq` hands out the gap-free message numbers: the sending transaction increments it and takes the result.
 */
export const chats = pgTable(
  "chats",
  {
    id: idPk(),
    kind: text("kind", { enum: ["direct", "group"] }).notNull(),
    groupId: ref("group_id").references(() => groups.id, { onDelete: "cascade" }),
    memberA: ref("member_a").references(() => members.id, { onDelete: "cascade" }),
    memberB: ref("member_b").references(() => members.id, { onDelete: "cascade" }),
    lastSeq: integer("last_seq").notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("chats_group_unique").on(t.groupId).where(sql`${t.groupId} is not null`),
    uniqueIndex("chats_pair_unique").on(t.memberA, t.memberB).where(sql`${t.memberA} is not null`),
    index("chats_member_b_idx").on(t.memberB, t.lastMessageAt),
    index("chats_member_a_idx").on(t.memberA, t.lastMessageAt),
  ],
);
export type ChatRow = typeof chats.$inferSelect;

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: idPk(),
    chatId: ref("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    /** The client's id of the message: a resend with the same one returns the stored message. */
    cid: text("cid"),
    text: text("text").notNull(),
    quotedMessageId: ref("quoted_message_id"),
    /** A link preview copied from a finished crawl when the message was sent. */
    linkCrawlId: ref("link_crawl_id"),
    linkUrl: text("link_url"),
    linkTitle: text("link_title"),
    linkDescription: text("link_description"),
    linkSiteName: text("link_site_name"),
    linkImageUploadId: ref("link_image_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("chat_messages_seq_unique").on(t.chatId, t.seq),
    uniqueIndex("chat_messages_cid_unique").on(t.authorId, t.cid),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

export const chatMessageAttachments = pgTable(
  "chat_message_attachments",
  {
    id: idPk(),
    messageId: ref("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    uploadId: ref("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["image", "file"] }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("chat_message_attachments_message_idx").on(t.messageId),
    index("chat_message_attachments_upload_idx").on(t.uploadId),
  ],
);

/** A member's markers in a chat; unread counts are computed from `lastReadSeq` (no counter written per message). */
export const chatMemberStates = pgTable(
  "chat_member_states",
  {
    chatId: ref("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    lastReadId: ref("last_read_id"),
    lastReadSeq: integer("last_read_seq").notNull().default(0),
    lastReceivedId: ref("last_received_id"),
    lastReceivedSeq: integer("last_received_seq").notNull().default(0),
    mutedUntil: timestamp("muted_until", { withTimezone: true }),
    appMutedUntil: timestamp("app_muted_until", { withTimezone: true }),
    lastInteractedAt: timestamp("last_interacted_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.memberId] }), index("chat_member_states_member_idx").on(t.memberId)],
);
export type ChatMemberStateRow = typeof chatMemberStates.$inferSelect;

export const chatProfiles = pgTable("chat_profiles", {
  memberId: ref("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  status: text("status", { enum: ["online", "busy", "invisible"] })
    .notNull()
    .default("online"),
  statusText: text("status_text").notNull().default(""),
});
export type ChatProfileRow = typeof chatProfiles.$inferSelect;

/** Short-lived download tokens for one message's files (POST /api/v1/file_token); only the hash is kept. */
export const chatFileTokens = pgTable(
  "chat_file_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    messageId: ref("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("chat_file_tokens_expiry_idx").on(t.expiresAt)],
);
