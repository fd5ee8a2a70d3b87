import type { TaskAssigneeState } from "@intranet/contracts";
import { and, asc, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  type TaskAssigneeRow,
  type TaskNoteRow,
  type TaskRow,
  taskAssignees,
  taskNotes,
  taskStars,
  tasks,
} from "./tasks.schema.js";

export type TaskValues = Pick<TaskRow, "title" | "description" | "dueOn" | "groupId">;

export async function insertTask(db: DbOrTx, values: TaskValues & { creatorId: string }): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(values).returning();
  if (!row) throw new Error("task not inserted");
  return row;
}

export async function updateTaskRow(
  db: DbOrTx,
  id: string,
  set: Partial<TaskValues & Pick<TaskRow, "archivedAt">>,
): Promise<void> {
  await db.update(tasks).set(set).where(eq(tasks.id, id));
}

export async function deleteTaskRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(tasks).where(eq(tasks.id, id));
}

/**
 * Makes the task's assignees exactly these members: new ones start `open`, those who stay keep their answer,
 * the others are removed. Gives the members newly assigned.
 */
export async function replaceAssignees(db: DbOrTx, taskId: string, memberIds: string[]): Promise<string[]> {
  await db
    .delete(taskAssignees)
    .where(
      and(
        eq(taskAssignees.taskId, taskId),
        memberIds.length ? notInArray(taskAssignees.memberId, memberIds) : undefined,
      ),
    );
  if (memberIds.length === 0) return [];
  const added = await db
    .insert(taskAssignees)
    .values(memberIds.map((memberId) => ({ taskId, memberId })))
    .onConflictDoNothing()
    .returning({ memberId: taskAssignees.memberId });
  return added.map((a) => a.memberId);
}

/** The assignee's answer; false when they are not an assignee. */
export async function setAssigneeState(
  db: DbOrTx,
  taskId: string,
  memberId: string,
  state: TaskAssigneeState,
): Promise<boolean> {
  const rows = await db
    .update(taskAssignees)
    .set({ state, respondedAt: new Date() })
    .where(and(eq(taskAssignees.taskId, taskId), eq(taskAssignees.memberId, memberId)))
    .returning({ taskId: taskAssignees.taskId });
  return rows.length > 0;
}

/** The assignees of these tasks, in the order they were named (by member id within a task). */
export async function assigneesOf(db: DbOrTx, taskIds: string[]): Promise<TaskAssigneeRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(taskAssignees)
    .where(inArray(taskAssignees.taskId, taskIds))
    .orderBy(asc(taskAssignees.taskId), asc(taskAssignees.memberId));
}

export async function starTask(db: DbOrTx, taskId: string, memberId: string): Promise<void> {
  await db.insert(taskStars).values({ taskId, memberId }).onConflictDoNothing();
}

export async function unstarTask(db: DbOrTx, taskId: string, memberId: string): Promise<void> {
  await db.delete(taskStars).where(and(eq(taskStars.taskId, taskId), eq(taskStars.memberId, memberId)));
}

export async function notesOf(db: DbOrTx, memberId: string, limit: number): Promise<TaskNoteRow[]> {
  return db.select().from(taskNotes).where(eq(taskNotes.memberId, memberId)).orderBy(desc(taskNotes.id)).limit(limit);
}

export async function insertNote(db: DbOrTx, memberId: string, body: string): Promise<TaskNoteRow> {
  const [row] = await db.insert(taskNotes).values({ memberId, body }).returning();
  if (!row) throw new Error("note not inserted");
  return row;
}

/** The member's own note changed; null when they have no note with this id. */
export async function updateNoteRow(db: DbOrTx, memberId: string, id: string, body: string) {
  const [row] = await db
    .update(taskNotes)
    .set({ body })
    .where(and(eq(taskNotes.id, id), eq(taskNotes.memberId, memberId)))
    .returning();
  return row ?? null;
}

/** Deletes the member's own note; false when they have no note with this id. */
export async function deleteNoteRow(db: DbOrTx, memberId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(taskNotes)
    .where(and(eq(taskNotes.id, id), eq(taskNotes.memberId, memberId)))
    .returning({ id: taskNotes.id });
  return rows.length > 0;
}
