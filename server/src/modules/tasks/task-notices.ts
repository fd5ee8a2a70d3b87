import type { AppContext } from "../../context.js";
import { deliverPush, type PushNotice } from "../devices/devices.service.js";
import { mailSender } from "../mail/send-mail.js";
import { isReachable } from "../members/member.policy.js";
import { displayName } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { notificationSettingsOf } from "../members/settings.service.js";
import { findReadableTask } from "./tasks.access.js";
import { taskMails } from "./tasks.mails.js";
import { assigneesOf } from "./tasks.repo.js";

export const TASK_NOTICE_JOB = "tasks.notice";

/** News of a task for its recipients' devices and mailboxes, beside the bell's notification of the same kind. */
export type TaskNotice = {
  kind: "task_assigned" | "task_accepted" | "task_declined";
  taskId: string;
  actorId: string;
  recipientIds: string[];
};

const pushTitle = {
  task_assigned: "taskAssigned",
  task_accepted: "taskAccepted",
  task_declined: "taskDeclined",
} as const satisfies Record<TaskNotice["kind"], PushNotice["title"]>;

/** Which setting lets a mail of the kind go: assignments by default, answers only when the creator asked for them. */
const mailSetting = {
  task_assigned: "email_task_assignments",
  task_accepted: "email_task_answers",
  task_declined: "email_task_answers",
} as const;

/** Queues the push and mail of a task's news (never to the actor); call it after the commit that made it. */
export async function queueTaskNotice(ctx: AppContext, notice: TaskNotice) {
  const recipientIds = [...new Set(notice.recipientIds)].filter((id) => id !== notice.actorId);
  if (recipientIds.length === 0) return;
  await ctx.jobs.send<TaskNotice>(TASK_NOTICE_JOB, { ...notice, recipientIds });
}

/**
 * The job: to the recipients for whom the news still stands when it runs, a push to their devices that take tasks and
 * a mail when their setting asks for it. Still standing: they may read the task and, for an assignment, are assigned
 * and have not answered; for an answer, they created the task and the actor's answer is still that one.
 */
export async function deliverTaskNotice(ctx: AppContext, notice: TaskNotice) {
  const people = await findMembersByIds(ctx.db, [...notice.recipientIds, notice.actorId]);
  const actor = people.find((m) => m.id === notice.actorId);
  if (!actor) return;
  const answer = notice.kind === "task_assigned" ? null : notice.kind === "task_accepted" ? "accepted" : "declined";
  const actorState = answer
    ? (await assigneesOf(ctx.db, [notice.taskId])).find((a) => a.memberId === actor.id)?.state
    : undefined;
  if (answer && actorState !== answer) return;
  const readers: { member: MemberRow; title: string }[] = [];
  for (const member of people) {
    if (member.id === actor.id || !notice.recipientIds.includes(member.id) || !isReachable(member)) continue;
    const found = await findReadableTask(ctx.db, member, notice.taskId);
    if (!found) continue;
    const stands = answer ? found.task.creatorId === member.id : found.myState === "open";
    if (stands) readers.push({ member, title: found.task.title });
  }
  if (readers.length === 0) return;
  const url = `/tasks/${notice.taskId}`;
  await deliverPush(ctx, {
    kind: "tasks",
    recipientIds: readers.map((r) => r.member.id),
    actorId: actor.id,
    title: pushTitle[notice.kind],
    url,
    // An assignee's newer answer replaces the former one on the creator's device.
    tag: answer ? `task_answer:${notice.taskId}:${actor.id}` : `task_assigned:${notice.taskId}`,
  });
  const send = await mailSender(ctx);
  for (const { member, title } of readers) {
    if (!(await notificationSettingsOf(ctx.db, member.id))[mailSetting[notice.kind]]) continue;
    await send({ ...member, member: true }, taskMails[notice.kind], {
      from: displayName(actor),
      title,
      link: `${ctx.config.publicUrl}${url}`,
    });
  }
}
