import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { members } from "../members/members.schema.js";
import { activities } from "./activities.schema.js";

/** The poll of a survey or schedule activity: one row per such activity. */
export const activityPolls = pgTable("activity_polls", {
  activityId: ref("activity_id")
    .primaryKey()
    .references(() => activities.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["survey", "schedule"] }).notNull(),
  multipleChoice: boolean("multiple_choice").notNull().default(false),
  /** After this moment nobody votes any more; null keeps it open until its author closes it. */
  closesAt: timestamp("closes_at", { withTimezone: true }),
  /** Closed by its author (reopening clears it). */
  closed: boolean("closed").notNull().default(false),
  /** Members with at least one vote, kept in the transaction that changes the votes. */
  voterCount: integer("voter_count").notNull().default(0),
});

export type ActivityPollRow = typeof activityPolls.$inferSelect;

/** One answer: a survey's label, or a schedule's proposed date (a whole day is stored as its UTC midnight). */
export const activityPollOptions = pgTable(
  "activity_poll_options",
  {
    id: idPk(),
    activityId: ref("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    allDay: boolean("all_day").notNull().default(false),
    /** Votes for this answer, kept in the transaction that changes them. */
    voteCount: integer("vote_count").notNull().default(0),
  },
  (t) => [index("activity_poll_options_activity_idx").on(t.activityId, t.position)],
);

export type ActivityPollOptionRow = typeof activityPollOptions.$inferSelect;

export const activityPollVotes = pgTable(
  "activity_poll_votes",
  {
    optionId: ref("option_id")
      .notNull()
      .references(() => activityPollOptions.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    activityId: ref("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    // The first voters of an option come in the order they voted.
    primaryKey({ columns: [t.optionId, t.memberId] }),
    index("activity_poll_votes_option_idx").on(t.optionId, t.createdAt, t.memberId),
    // A member's votes on one poll: replaced together, and the `voted` flags of a page.
    index("activity_poll_votes_member_idx").on(t.activityId, t.memberId),
  ],
);
