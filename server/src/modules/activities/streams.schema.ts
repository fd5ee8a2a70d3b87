import { integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

/**
 * The network streams an administrator creates besides `all` (which stays virtual, no row). An activity names
 * its stream by `activities.stream_slug`; renaming a slug moves its activities along in the same transaction.
 */
export const activityStreams = pgTable(
  "activity_streams",
  {
    id: idPk(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** The stream navigation's order: lowest first, then by name. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("activity_streams_slug_unique").on(t.slug)],
);

export type ActivityStreamRow = typeof activityStreams.$inferSelect;

/**
 * Members who left a network stream while the network lets members subscribe: everyone follows every stream
 * until they leave it (so new members and new streams need no rows), and `all` shows the streams they follow.
 */
export const activityStreamUnsubscriptions = pgTable(
  "activity_stream_unsubscriptions",
  {
    streamId: ref("stream_id")
      .notNull()
      .references(() => activityStreams.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.streamId] })],
);
