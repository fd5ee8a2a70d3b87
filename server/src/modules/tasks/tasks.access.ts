import type { TaskAssigneeState, TaskFilter } from "@intranet/contracts";
import { and, desc, eq, exists, gt, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { activeMemberOf, groupAdminOf, groupContentReadableBy, type Viewer } from "../groups/groups.access.js";
import { type TaskRow, taskAssignees, taskStars, tasks } from "./tasks.schema.js";

const qb = new QueryBuilder();
type Member = NonNullable<Viewer>;

/** SQL over `tasks`: the member is one of the task's assignees (in one of these states, when given). */
const assignedTo = (memberId: string, states?: TaskAssigneeState[]): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(taskAssignees)
      .where(
        and(
          eq(taskAssignees.taskId, tasks.id),
          eq(taskAssignees.memberId, memberId),
          states ? inArray(taskAssignees.state, states) : undefined,
        ),
      ),
  );

const starredBy = (memberId: string): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(taskStars)
      .where(and(eq(taskStars.taskId, tasks.id), eq(taskStars.memberId, memberId))),
  );

/**
 * SQL over `tasks`: who may read a task, written once. A group's task: whoever may read the group's content
 * (`groupContentReadableBy`); a personal task: its creator and its assignees, nobody else (administrators neither).
 */
export function tasksReadableBy(viewer: Member): SQL {
  return or(
    and(isNotNull(tasks.groupId), groupContentReadableBy(tasks.groupId, viewer)),
    and(isNull(tasks.groupId), or(eq(tasks.creatorId, viewer.id), assignedTo(viewer.id))),
  ) as SQL;
}

/**
 * SQL over `tasks`: who may change and delete a readable task: its creator; for a group's task also the group's
 * administrators and network administrators.
 */
export function tasksManagedBy(viewer: Member): SQL {
  const groupKeeper = viewer.isNetworkAdmin ? sql`true` : groupAdminOf(tasks.groupId, viewer.id);
  return or(eq(tasks.creatorId, viewer.id), and(isNotNull(tasks.groupId), groupKeeper)) as SQL;
}

/** What the lists and the single check select: the task with the viewer's own answer, star and rights. */
const taskColumns = (viewer: Member) => ({
  task: tasks,
  myState: sql<TaskAssigneeState | null>`(select ${taskAssignees.state} from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.memberId} = ${viewer.id})`,
  starred: sql<boolean>`${starredBy(viewer.id)}`,
  manage: sql<boolean>`${tasksManagedBy(viewer)}`,
});
export type ReadableTask = {
  task: TaskRow;
  myState: TaskAssigneeState | null;
  starred: boolean;
  manage: boolean;
};

const normalized = (rows: ReadableTask[]): ReadableTask[] =>
  rows.map((r) => ({ ...r, starred: Boolean(r.starred), manage: Boolean(r.manage) }));

/** Single check: the task if the member may read it, with their answer, star and rights; null otherwise (404). */
export async function findReadableTask(db: DbOrTx, viewer: Member, id: string): Promise<ReadableTask | null> {
  const rows = await db
    .select(taskColumns(viewer))
    .from(tasks)
    .where(and(eq(tasks.id, id), tasksReadableBy(viewer)))
    .limit(1);
  return normalized(rows)[0] ?? null;
}

/** The condition of each of the member's lists over `tasks` (all of them inside `tasksReadableBy`). */
function filterCondition(viewer: Member, filter: TaskFilter): SQL {
  const open = isNull(tasks.archivedAt);
  switch (filter) {
    case "my":
      return and(open, eq(tasks.creatorId, viewer.id)) as SQL;
    case "assigned":
      return and(open, assignedTo(viewer.id, ["open", "accepted"])) as SQL;
    case "declined":
      return and(open, assignedTo(viewer.id, ["declined"])) as SQL;
    case "starred":
      return and(open, starredBy(viewer.id)) as SQL;
    case "archive":
      return and(
        isNotNull(tasks.archivedAt),
        or(eq(tasks.creatorId, viewer.id), assignedTo(viewer.id), starredBy(viewer.id)),
      ) as SQL;
  }
}

/** Where a page starts: after the task with this sort key (due date or archive time) and id. */
export type TaskKey = { archived: false; dueOn: string | null; id: string } | { archived: true; at: Date; id: string };

/**
 * Open tasks by due date (undated last), then newest first; archived ones newest archived first. The id breaks
 * every tie, so the order is total and a keyset page never skips or repeats a task.
 */
const listOrder = (archived: boolean) =>
  archived ? [desc(tasks.archivedAt), desc(tasks.id)] : [sql`${tasks.dueOn} asc nulls last`, desc(tasks.id)];

/** SQL over `tasks`: the tasks after the key in `listOrder`. */
function afterKey(key: TaskKey): SQL {
  if (key.archived) return sql`(${tasks.archivedAt}, ${tasks.id}) < (${key.at.toISOString()}::timestamptz, ${key.id})`;
  if (key.dueOn === null) return and(isNull(tasks.dueOn), lt(tasks.id, key.id)) as SQL;
  return or(
    isNull(tasks.dueOn),
    gt(tasks.dueOn, key.dueOn),
    and(eq(tasks.dueOn, key.dueOn), lt(tasks.id, key.id)),
  ) as SQL;
}

/** The key of a task in its list, for the next page's cursor. */
export const keyOf = (task: TaskRow): TaskKey =>
  task.archivedAt
    ? { archived: true, at: task.archivedAt, id: task.id }
    : { archived: false, dueOn: task.dueOn, id: task.id };

/** One page of the tasks matching `where`, `limit` at most, after `after`; `more` when another page follows. */
async function page(db: DbOrTx, viewer: Member, where: SQL, archived: boolean, limit: number, after?: TaskKey) {
  const rows = await db
    .select(taskColumns(viewer))
    .from(tasks)
    .where(and(where, after ? afterKey(after) : undefined))
    .orderBy(...listOrder(archived))
    .limit(limit + 1);
  return { rows: normalized(rows.slice(0, limit)), more: rows.length > limit };
}

/** A page of one of the member's lists. */
export function readableTasks(db: DbOrTx, viewer: Member, filter: TaskFilter, limit: number, after?: TaskKey) {
  const where = and(tasksReadableBy(viewer), filterCondition(viewer, filter)) as SQL;
  return page(db, viewer, where, filter === "archive", limit, after);
}

/** A page of a group's open (or archived) tasks; the caller has checked the group's content is readable. */
export function readableGroupTasks(
  db: DbOrTx,
  viewer: Member,
  groupId: string,
  archived: boolean,
  limit: number,
  after?: TaskKey,
) {
  const where = and(
    eq(tasks.groupId, groupId),
    archived ? isNotNull(tasks.archivedAt) : isNull(tasks.archivedAt),
    tasksReadableBy(viewer),
  ) as SQL;
  return page(db, viewer, where, archived, limit, after);
}

/** Bulk check: which of the members are active members of the group (a group's task is assigned only to them). */
export async function activeMembersAmong(db: DbOrTx, groupId: string, memberIds: string[]): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const result = await db.execute(
    sql`select x.id from unnest(${sql.param(memberIds)}::char(24)[]) as x(id) where ${activeMemberOf(groupId, sql`x.id`)}`,
  );
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return new Set(rows.map((r) => r.id.trim()));
}
