import { TASKS_PER_PAGE, type Task, type TaskFilter, type TaskList, type TaskNote } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, badRequest, forbidden, invalid, notFound } from "../../http/errors.js";
import type { LoadedGroup } from "../groups/group-access.js";
import { requireVisibleGroup } from "../groups/group-access.js";
import { isActiveMember } from "../groups/groups.access.js";
import { findGroupsByIds } from "../groups/groups.repo.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { taskCan } from "./task.policy.js";
import { presentTask, presentTaskNote } from "./task.presenter.js";
import { queueTaskNotice } from "./task-notices.js";
import {
  activeMembersAmong,
  findReadableTask,
  keyOf,
  type ReadableTask,
  readableGroupTasks,
  readableTasks,
  type TaskKey,
} from "./tasks.access.js";
import {
  assigneesOf,
  deleteNoteRow,
  deleteTaskRow,
  insertNote,
  insertTask,
  notesOf,
  replaceAssignees,
  setAssigneeState,
  starTask,
  unstarTask,
  updateNoteRow,
  updateTaskRow,
} from "./tasks.repo.js";

export type TaskInput = {
  title: string;
  description: string;
  due_on?: string | null;
  group_id?: string | null;
  assignee_ids: string[];
};

/** How many notes the notes screen shows (the newest). */
const NOTES_SHOWN = 500;

/** The tasks as the viewer sees them, their creators, assignees and groups loaded in three statements. */
async function presented(db: DbOrTx, rows: ReadableTask[]): Promise<Task[]> {
  const ids = rows.map((r) => r.task.id);
  const assignees = await assigneesOf(db, ids);
  const memberIds = new Set<string>();
  for (const r of rows) if (r.task.creatorId) memberIds.add(r.task.creatorId);
  for (const a of assignees) memberIds.add(a.memberId);
  const groupIds = [...new Set(rows.flatMap((r) => (r.task.groupId ? [r.task.groupId] : [])))];
  const [members, groups] = await Promise.all([findMembersByIds(db, [...memberIds]), findGroupsByIds(db, groupIds)]);
  const byTask = new Map<string, typeof assignees>();
  for (const a of assignees) byTask.set(a.taskId, [...(byTask.get(a.taskId) ?? []), a]);
  const rel = {
    members: new Map(members.map((m) => [m.id, m])),
    groups: new Map(groups.map((g) => [g.id, g])),
    assignees: byTask,
  };
  return rows.map((r) => presentTask(r, rel));
}

/** The task if the member may read it; 404 otherwise (a task they may not read does not exist for them). */
async function requireReadableTask(db: DbOrTx, member: MemberRow, id: string): Promise<ReadableTask> {
  const found = await findReadableTask(db, member, id);
  if (!found) throw notFound();
  return found;
}

async function reloaded(db: DbOrTx, member: MemberRow, id: string): Promise<Task> {
  const [task] = await presented(db, [await requireReadableTask(db, member, id)]);
  if (!task) throw notFound();
  return task;
}

export async function showTask(db: DbOrTx, member: MemberRow, id: string): Promise<Task> {
  return reloaded(db, member, id);
}

/** The cursor of a task in its list: its due date (`none` when undated) or archive time (ms), and its id. */
const encodeCursor = (key: TaskKey) => `${key.archived ? key.at.getTime() : (key.dueOn ?? "none")}_${key.id}`;

/**
 * The key the contract's pattern already checked, read for an open or an archived list; a cursor of the other kind
 * of list (a date for the archive, a time for open tasks) is 400, as a cursor of the wrong shape is.
 */
function decodeCursor(cursor: string | undefined, archived: boolean): TaskKey | undefined {
  if (cursor === undefined) return undefined;
  const [sortKey = "", id = ""] = cursor.split("_");
  const isTime = /^\d+$/.test(sortKey);
  if (archived && isTime) {
    const at = new Date(Number(sortKey));
    if (!Number.isNaN(at.getTime())) return { archived: true, at, id };
  }
  if (!archived && !isTime) return { archived: false, dueOn: sortKey === "none" ? null : sortKey, id };
  throw badRequest("invalid_cursor", "The cursor belongs to another list.");
}

async function listPage(
  db: DbOrTx,
  { rows, more }: { rows: ReadableTask[]; more: boolean },
  create: boolean,
): Promise<TaskList> {
  const last = rows[rows.length - 1];
  return {
    tasks: await presented(db, rows),
    next_cursor: more && last ? encodeCursor(keyOf(last.task)) : null,
    can: { create },
  };
}

export async function memberTasks(
  db: DbOrTx,
  member: MemberRow,
  filter: TaskFilter,
  after?: string,
): Promise<TaskList> {
  const key = decodeCursor(after, filter === "archive");
  return listPage(db, await readableTasks(db, member, filter, TASKS_PER_PAGE, key), true);
}

export async function groupTasks(db: DbOrTx, g: LoadedGroup, archived: boolean, after?: string): Promise<TaskList> {
  if (!g.readContent) throw notFound();
  const key = decodeCursor(after, archived);
  return listPage(
    db,
    await readableGroupTasks(db, g.member, g.group.id, archived, TASKS_PER_PAGE, key),
    mayPostTo(g.member, g),
  );
}

/** A group's tasks are added by its active members and network administrators while it is not archived. */
const mayPostTo = (member: MemberRow, g: Pick<LoadedGroup, "group" | "membership">) =>
  g.group.archivedAt === null && (member.isNetworkAdmin || isActiveMember(g.membership));

/**
 * The assignees, checked: existing members who are not locked; for a group's task active members of the group.
 * 422 `assignee_ids` otherwise.
 */
async function checkedAssignees(db: DbOrTx, groupId: string | null, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await findMembersByIds(db, unique);
  const usable = new Set(found.filter((m) => !m.lockedAt && !m.deletedAt).map((m) => m.id));
  if (unique.some((id) => !usable.has(id))) throw invalid({ assignee_ids: ["contains unknown members"] });
  if (groupId) {
    const inGroup = await activeMembersAmong(db, groupId, unique);
    if (unique.some((id) => !inGroup.has(id)))
      throw invalid({ assignee_ids: ["contains members who are not in the group"] });
  }
  return unique;
}

/**
 * Tells the newly assigned members in the bell, in the writing transaction; the result runs after commit and queues
 * their push and mail.
 */
async function notifyAssigned(tx: DbOrTx, ctx: AppContext, taskId: string, actorId: string, recipientIds: string[]) {
  const event = { kind: "task_assigned", subjectId: taskId, actorId, recipientIds } as const;
  const notified = await ctx.modules.notifier.notify(tx, ctx, event);
  return async () => {
    await notified();
    await queueTaskNotice(ctx, { kind: event.kind, taskId, actorId, recipientIds });
  };
}

export async function createTask(ctx: AppContext, member: MemberRow, input: TaskInput): Promise<Task> {
  const db = ctx.db;
  const groupId = input.group_id ?? null;
  if (groupId) {
    const g = await requireVisibleGroup(db, member, { id: groupId });
    if (!g.readContent) throw notFound();
    if (!mayPostTo(member, g)) throw forbidden("Only the group's members add tasks to it.");
  }
  const assigneeIds = await checkedAssignees(db, groupId, input.assignee_ids);
  const { id, afterCommit } = await db.transaction(async (tx) => {
    const row = await insertTask(tx, {
      title: input.title,
      description: input.description,
      dueOn: input.due_on ?? null,
      groupId,
      creatorId: member.id,
    });
    const added = await replaceAssignees(tx, row.id, assigneeIds);
    return { id: row.id, afterCommit: await notifyAssigned(tx, ctx, row.id, member.id, added) };
  });
  await afterCommit();
  return reloaded(db, member, id);
}

/** Changes title, description, due date and assignees; the group stays. */
export async function updateTask(ctx: AppContext, member: MemberRow, id: string, input: TaskInput): Promise<Task> {
  const db = ctx.db;
  const t = await requireReadableTask(db, member, id);
  if (!taskCan(t).update) throw forbidden("Only the task's creator or the group's administrators change it.");
  if ((input.group_id ?? null) !== t.task.groupId && input.group_id !== undefined)
    throw invalid({ group_id: ["is invalid"] });
  const assigneeIds = await checkedAssignees(db, t.task.groupId, input.assignee_ids);
  const afterCommit = await db.transaction(async (tx) => {
    await updateTaskRow(tx, id, { title: input.title, description: input.description, dueOn: input.due_on ?? null });
    return notifyAssigned(tx, ctx, id, member.id, await replaceAssignees(tx, id, assigneeIds));
  });
  await afterCommit();
  return reloaded(db, member, id);
}

export async function deleteTask(ctx: AppContext, member: MemberRow, id: string): Promise<void> {
  const t = await requireReadableTask(ctx.db, member, id);
  if (!taskCan(t).destroy) throw forbidden("Only the task's creator or the group's administrators delete it.");
  await ctx.db.transaction(async (tx) => {
    await deleteTaskRow(tx, id);
    await ctx.modules.notifier.forget(tx, [id]);
  });
}

/** An assignee accepts or declines (and may change their answer while the task is open). */
export async function respondToTask(
  ctx: AppContext,
  member: MemberRow,
  id: string,
  state: "accepted" | "declined",
): Promise<Task> {
  const db = ctx.db;
  const t = await requireReadableTask(db, member, id);
  if (!taskCan(t).respond) throw forbidden("Only the task's assignees answer it while it is open.");
  const { notifier } = ctx.modules;
  const creatorId = t.task.creatorId;
  const { afterCommit, fallen } = await db.transaction(async (tx) => {
    await setAssigneeState(tx, id, member.id, state);
    // The assignment is settled; a former other answer to the creator no longer stands.
    const settled = await notifier.settle(tx, { kind: "task_assigned", subjectIds: [id], recipientId: member.id });
    const other = state === "accepted" ? "task_declined" : "task_accepted";
    const withdrawn = await notifier.withdraw(tx, { kind: other, subjectIds: [id], key: member.id });
    const kind = state === "accepted" ? "task_accepted" : "task_declined";
    const recipientIds = creatorId ? [creatorId] : [];
    const notified = await notifier.notify(tx, ctx, {
      kind,
      subjectId: id,
      key: member.id,
      actorId: member.id,
      recipientIds,
    });
    return { afterCommit: notified, fallen: [...settled, ...withdrawn] };
  });
  await afterCommit();
  await notifier.unreadsChanged(ctx, fallen);
  // The same answer again moves the bell's notification up but pushes and mails nothing new.
  if (t.myState !== state && creatorId)
    await queueTaskNotice(ctx, {
      kind: state === "accepted" ? "task_accepted" : "task_declined",
      taskId: id,
      actorId: member.id,
      recipientIds: [creatorId],
    });
  return reloaded(db, member, id);
}

export async function setStar(db: DbOrTx, member: MemberRow, id: string, starred: boolean): Promise<Task> {
  await requireReadableTask(db, member, id);
  await (starred ? starTask(db, id, member.id) : unstarTask(db, id, member.id));
  return reloaded(db, member, id);
}

export async function setArchived(db: DbOrTx, member: MemberRow, id: string, archived: boolean): Promise<Task> {
  const t = await requireReadableTask(db, member, id);
  if (!taskCan(t).archive) throw forbidden("Only the task's keepers and those who accepted it archive it.");
  if (archived === (t.task.archivedAt !== null))
    throw new AppError(409, archived ? "already_archived" : "not_archived", "The task is already in that state.");
  await updateTaskRow(db, id, { archivedAt: archived ? new Date() : null });
  return reloaded(db, member, id);
}

export async function memberNotes(db: DbOrTx, member: MemberRow): Promise<{ notes: TaskNote[] }> {
  return { notes: (await notesOf(db, member.id, NOTES_SHOWN)).map(presentTaskNote) };
}

export async function createNote(db: DbOrTx, member: MemberRow, body: string): Promise<TaskNote> {
  return presentTaskNote(await insertNote(db, member.id, body));
}

/** Another member's note does not exist for the member: 404. */
export async function updateNote(db: DbOrTx, member: MemberRow, id: string, body: string): Promise<TaskNote> {
  const row = await updateNoteRow(db, member.id, id, body);
  if (!row) throw notFound();
  return presentTaskNote(row);
}

export async function deleteNote(db: DbOrTx, member: MemberRow, id: string): Promise<void> {
  if (!(await deleteNoteRow(db, member.id, id))) throw notFound();
}
