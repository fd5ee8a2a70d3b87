import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { groups } from "../groups/groups.schema.js";
import { members } from "../members/members.schema.js";

/** Circulars (communication §2 "rundschreiben"): sent once to an audience fixed at sending. */
export const circulars = pgTable(
  "circulars",
  {
    id: idPk(),
    /** Null: the whole network. */
    groupId: ref("group_id").references(() => groups.id, { onDelete: "cascade" }),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    htmlContent: text("html_content").notNull().default(""),
    createdAt: createdAt(),
    recipientCount: integer("recipient_count").notNull().default(0),
  },
  (t) => [index("circulars_group_idx").on(t.groupId, t.id), index("circulars_author_idx").on(t.authorId, t.id)],
);

/** Who received a circular, and when they confirmed having read it. */
export const circularRecipients = pgTable(
  "circular_recipients",
  {
    circularId: ref("circular_id")
      .notNull()
      .references(() => circulars.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.circularId, t.memberId] }),
    // "My circulars", newest first (circular ids are time-ordered).
    index("circular_recipients_member_idx").on(t.memberId, t.circularId),
    // The unread count: the member's unconfirmed circulars.
    index("circular_recipients_pending_idx").on(t.memberId).where(sql`${t.confirmedAt} is null`),
  ],
);

export type CircularRow = typeof circulars.$inferSelect;
export type CircularRecipientRow = typeof circularRecipients.$inferSelect;
