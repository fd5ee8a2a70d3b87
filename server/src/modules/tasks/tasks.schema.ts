import type { TaskAssigneeState } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { date, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { groups } from "../groups/groups.schema.js";
import { members } from "../members/members.schema.js";

/**
 * Tasks (administration §2 "/tasks"): personal ones (read by their creator and assignees) and a group's (read by
 * whoever may read the group's content). Archived tasks leave the open lists for the archive.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: idPk(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    dueOn: date("due_on"),
    creatorId: ref("creator_id").references(() => members.id, { onDelete: "set null" }),
    groupId: ref("group_id").references(() => groups.id, { onDelete: "cascade" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tasks_creator_idx").on(t.creatorId, t.id.desc()),
    index("tasks_group_idx").on(t.groupId, t.id.desc()).where(sql`${t.groupId} is not null`),
    // The lists' keyset order (tasks.access.ts `listOrder`): open ones by due date (undated last) then newest,
    // archived ones newest archived first; "my" walks the creator's, a group's list the group's. The directions and
    // nulls as the lists' ORDER BY writes them (`desc` is nulls first), so an index scan gives the order.
    index("tasks_creator_open_order_idx")
      .on(t.creatorId, t.dueOn.asc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null`),
    index("tasks_creator_archived_order_idx")
      .on(t.creatorId, t.archivedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is not null`),
    index("tasks_group_open_order_idx")
      .on(t.groupId, t.dueOn.asc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.groupId} is not null and ${t.archivedAt} is null`),
    index("tasks_group_archived_order_idx")
      .on(t.groupId, t.archivedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.groupId} is not null and ${t.archivedAt} is not null`),
  ],
);
export type TaskRow = typeof tasks.$inferSelect;

/** Who a task is assigned to, and their answer: `open` until they accept or decline. */
export const taskAssignees = pgTable(
  "task_assignees",
  {
    taskId: ref("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    state: text("state").$type<TaskAssigneeState>().notNull().default("open"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.memberId] }), index("task_assignees_member_idx").on(t.memberId, t.state)],
);
export type TaskAssigneeRow = typeof taskAssignees.$inferSelect;

/** A member's star on a task (their own, nobody else sees it). */
export const taskStars = pgTable(
  "task_stars",
  {
    taskId: ref("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.taskId] })],
);

/** A member's private notes on the /tasks/notes screen. */
export const taskNotes = pgTable(
  "task_notes",
  {
    id: idPk(),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("task_notes_member_idx").on(t.memberId, t.id.desc())],
);
export type TaskNoteRow = typeof taskNotes.$inferSelect;
