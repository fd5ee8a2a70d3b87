import type { Task, TaskNote } from "@intranet/contracts";
import type { GroupRow } from "../groups/groups.schema.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import { taskCan } from "./task.policy.js";
import type { ReadableTask } from "./tasks.access.js";
import type { TaskAssigneeRow, TaskNoteRow } from "./tasks.schema.js";

export type TaskRelations = {
  members: Map<string, MemberRow>;
  groups: Map<string, GroupRow>;
  assignees: Map<string, TaskAssigneeRow[]>;
};

/** The task as the viewer sees it; pure, from rows loaded for a whole list at once. */
export function presentTask(t: ReadableTask, rel: TaskRelations): Task {
  const { task } = t;
  const creator = task.creatorId ? rel.members.get(task.creatorId) : undefined;
  const group = task.groupId ? rel.groups.get(task.groupId) : undefined;
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    due_on: task.dueOn,
    creator: creator ? presentMemberSummary(creator) : null,
    group: group ? { id: group.id, slug: group.slug, name: group.name } : null,
    assignees: (rel.assignees.get(task.id) ?? []).flatMap((a) => {
      const m = rel.members.get(a.memberId);
      return m ? [{ member: presentMemberSummary(m), state: a.state }] : [];
    }),
    my_state: t.myState,
    starred: t.starred,
    archived: task.archivedAt !== null,
    path: `/tasks/${task.id}`,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
    can: taskCan(t),
  };
}

export const presentTaskNote = (n: TaskNoteRow): TaskNote => ({
  id: n.id,
  body: n.body,
  created_at: n.createdAt.toISOString(),
  updated_at: n.updatedAt.toISOString(),
});
