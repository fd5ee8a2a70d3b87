import { Action, MemberText, Paragraph } from "../../mail/blocks.js";
import { defineMail, type MailTemplate } from "../../mail/template.js";

export type TaskMailProps = { from: string; title: string; link: string };

/** A mail about a task: who did what (the texts `taskNotification.<event>Subject` and `…Body`), its title, a link. */
const taskMail = (event: "assigned" | "accepted" | "declined") =>
  defineMail<TaskMailProps>({
    subject: ({ from, title }, { t }) => t(`taskNotification.${event}Subject`, { from, title }),
    body: ({ from, title, link }, { t, brand }) => (
      <>
        <Paragraph>{t(`taskNotification.${event}Body`, { from, network: brand.name })}</Paragraph>
        <MemberText text={title} />
        <Action href={link}>{t("taskNotification.action")}</Action>
      </>
    ),
  });

/**
 * By the notification's kind: to a member given a task (their `email_task_assignments` setting), to a task's creator
 * when an assignee accepts or declines it (their `email_task_answers` setting).
 */
export const taskMails: Record<"task_assigned" | "task_accepted" | "task_declined", MailTemplate<TaskMailProps>> = {
  task_assigned: taskMail("assigned"),
  task_accepted: taskMail("accepted"),
  task_declined: taskMail("declined"),
};
