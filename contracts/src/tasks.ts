import { z } from "zod";
import { id, isoDate } from "./common.js";
import { memberSummary } from "./members.js";

/**
 * Tasks (administration §2 userbar "/tasks"): a task has a title, a description, an optional due date, its creator,
 * an optional group, assignees who accept or decline it, a star per member and an archived flag; members keep
 * private notes beside them.
 */

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 10_000;
export const TASK_ASSIGNEES_MAX = 50;
export const TASK_NOTE_MAX = 10_000;
export const TASKS_PER_PAGE = 50;

/** The member lists of /tasks: created by me, assigned to me, declined by me, starred, archived. */
export const taskFilters = ["my", "assigned", "declined", "starred", "archive"] as const;
export const taskFilter = z.enum(taskFilters);
export type TaskFilter = z.infer<typeof taskFilter>;

export const taskAssigneeStates = ["open", "accepted", "declined"] as const;
export const taskAssigneeState = z.enum(taskAssigneeStates);
export type TaskAssigneeState = z.infer<typeof taskAssigneeState>;

/**
 * An opaque keyset cursor: the last task's sort key and id. Open lists are ordered by due date (undated last), the
 * key being the date or `none`; archived lists by when they were archived, the key being that time in ms.
 */
export const taskCursor = z.string().regex(/^(\d{4}-\d{2}-\d{2}|none|\d{1,15})_[0-9a-f]{24}$/, "invalid cursor");

/** The next page is asked with the previous page's `next_cursor` as `after`. */
export const taskListQuery = z.object({ filter: taskFilter.default("my"), after: taskCursor.optional() });
export const groupTaskListQuery = z.object({
  archived: z.enum(["true", "false"]).default("false"),
  after: taskCursor.optional(),
});

export const taskAssignee = z.object({ member: memberSummary, state: taskAssigneeState });
export type TaskAssignee = z.infer<typeof taskAssignee>;

export const taskCan = z.object({
  update: z.boolean(),
  destroy: z.boolean(),
  archive: z.boolean(),
  respond: z.boolean(),
});
export type TaskCan = z.infer<typeof taskCan>;

export const task = z.object({
  id,
  title: z.string(),
  description: z.string(),
  due_on: z.string().nullable(),
  creator: memberSummary.nullable(),
  group: z.object({ id, slug: z.string(), name: z.string() }).nullable(),
  assignees: z.array(taskAssignee),
  /** The viewer's own answer when they are an assignee. */
  my_state: taskAssigneeState.nullable(),
  starred: z.boolean(),
  archived: z.boolean(),
  path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  can: taskCan,
});
export type Task = z.infer<typeof task>;

/** A page of a list (`TASKS_PER_PAGE` tasks); `next_cursor` is null on the last page. */
export const taskList = z.object({
  tasks: z.array(task),
  next_cursor: z.string().nullable(),
  can: z.object({ create: z.boolean() }),
});
export type TaskList = z.infer<typeof taskList>;

export const taskFields = z.object({
  title: z.string().trim().min(1, "required").max(TASK_TITLE_MAX),
  description: z.string().max(TASK_DESCRIPTION_MAX).default(""),
  due_on: isoDate().nullish(),
  group_id: id.nullish(),
  assignee_ids: z.array(id).max(TASK_ASSIGNEES_MAX).default([]),
});
export const taskBody = z.object({ task: taskFields });
export type TaskBody = z.input<typeof taskBody>;

export const taskNote = z.object({ id, body: z.string(), created_at: z.string(), updated_at: z.string() });
export type TaskNote = z.infer<typeof taskNote>;
export const taskNoteList = z.object({ notes: z.array(taskNote) });
export const taskNoteBody = z.object({
  note: z.object({ body: z.string().trim().min(1, "required").max(TASK_NOTE_MAX) }),
});
export type TaskNoteBody = z.input<typeof taskNoteBody>;
