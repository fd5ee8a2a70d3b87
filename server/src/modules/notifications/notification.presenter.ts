import {
  type ActivityObjectType,
  NOTIFICATION_EXCERPT_LENGTH,
  type Notification,
  type NotificationSubject,
} from "@intranet/contracts";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import type { NotificationCursor } from "./notifications.repo.js";
import type { NotificationRow } from "./notifications.schema.js";

/** What a notification shows of its activity, as the activities module's bulk check gives it. */
export type ActivitySummary = { id: string; objectType: ActivityObjectType; plainContent: string };

/** Plain text on one line, cut at a word to at most NOTIFICATION_EXCERPT_LENGTH characters, "…" included. */
export function excerpt(plain: string, max = NOTIFICATION_EXCERPT_LENGTH): string {
  const text = plain.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

// A mention in a reply or an answer links as a reply: the activity's page finds either by its id.
const replyPath = (row: NotificationRow) =>
  row.kind === "answer" || row.kind === "accepted_answer" ? "answers" : "replies";

/** What the notification is about: an activity the member may read, or a group or appointment as its module shows it. */
export type NotificationAbout = { activity: ActivitySummary } | { subject: NotificationSubject };

export function presentNotification(
  row: NotificationRow,
  about: NotificationAbout,
  people: Map<string, MemberRow>,
): Notification {
  const actor = row.actorId ? people.get(row.actorId) : undefined;
  const activity = "activity" in about ? about.activity : null;
  return {
    id: row.id,
    kind: row.kind,
    actor: actor ? presentMemberSummary(actor) : null,
    actor_count: row.actorCount,
    activity: activity
      ? {
          id: activity.id,
          object_type: activity.objectType,
          html_url: `/activities/${activity.id}`,
          excerpt: excerpt(activity.plainContent),
        }
      : null,
    subject: "subject" in about ? about.subject : null,
    reply:
      activity && row.replyId
        ? { id: row.replyId, html_url: `/activities/${activity.id}/${replyPath(row)}/${row.replyId}` }
        : null,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const encodeCursor = (row: Pick<NotificationRow, "updatedAt" | "id">) => `${row.updatedAt.getTime()}_${row.id}`;

/** The cursor the contract's pattern already checked; null for a time no Date can hold. */
export function decodeCursor(cursor: string): NotificationCursor | null {
  const [ms, id] = cursor.split("_");
  const at = new Date(Number(ms));
  return id && !Number.isNaN(at.getTime()) ? { at, id } : null;
}
