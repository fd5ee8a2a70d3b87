import type { NewsletterSending, NewsletterTemplate } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, ref, updatedAt } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

/**
 * The network's newsletter (one row, key "network"): its sending days, template, the administrators' order of
 * the next issue's entries, and the key unsubscribe links are signed with (made with the row, never sent).
 */
export const newsletterSettings = pgTable("newsletter_settings", {
  key: text("key").primaryKey(),
  sending: jsonb("sending").$type<NewsletterSending>().notNull(),
  template: jsonb("template").$type<NewsletterTemplate>().notNull(),
  upcomingOrder: jsonb("upcoming_order").$type<string[]>().notNull().default([]),
  signingKey: text("signing_key").notNull(),
  updatedAt: updatedAt(),
});

/**
 * The sent-log: one row per member, kind and period (a day, or a day and time slot). A mail is queued only by
 * the statement that inserted its row, so a restart, a second instance or a retried job never sends it twice.
 */
export const mailingDeliveries = pgTable(
  "mailing_deliveries",
  {
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    // A member's last mail of a kind (the window of the next digest).
    index("mailing_deliveries_last_idx").on(t.memberId, t.kind, sql`${t.createdAt} desc`),
  ],
);

/** Members who opted out of the newsletter (through its unsubscribe link); a row per member. */
export const newsletterOptOuts = pgTable("newsletter_opt_outs", {
  memberId: ref("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
