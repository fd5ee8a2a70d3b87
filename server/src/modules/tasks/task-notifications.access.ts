import type { NotificationSubject } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import type { NotificationKind } from "../module.js";
import { taskAssignees, tasks } from "./tasks.schema.js";

const subjectJson = sql`json_build_object('type', 'task', 'id', ${tasks.id}, 'title', ${tasks.title}, 'html_url', '/tasks/' || ${tasks.id})`;

/** SQL over a notification: the answer of the assignee who acted, while it stands, on a task the recipient created. */
const answered = (state: "accepted" | "declined"): NotificationKind => ({
  subject: (n) => sql<NotificationSubject | null>`(select ${subjectJson} from ${tasks}
    join ${taskAssignees} on ${taskAssignees.taskId} = ${tasks.id}
    where ${tasks.id} = ${n.subjectId} and ${tasks.creatorId} = ${n.recipientId}
      and ${taskAssignees.memberId} = ${n.actorId} and ${taskAssignees.state} = ${state})`,
});

/**
 * The notifications about tasks, as the notifications module lists them (see ModuleDescriptor.notificationKinds).
 * task_assigned (to the assignee) shows while they are still assigned; task_accepted and task_declined (to the creator,
 * one per assignee: the assignee is the key and the actor) while that answer stands. A deleted task takes them away.
 */
export const taskNotificationKinds: Record<string, NotificationKind> = {
  task_assigned: {
    subject: (n) => sql<NotificationSubject | null>`(select ${subjectJson} from ${tasks}
      join ${taskAssignees} on ${taskAssignees.taskId} = ${tasks.id}
      where ${tasks.id} = ${n.subjectId} and ${taskAssignees.memberId} = ${n.recipientId})`,
  },
  task_accepted: answered("accepted"),
  task_declined: answered("declined"),
};
