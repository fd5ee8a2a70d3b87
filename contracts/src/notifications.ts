import { z } from "zod";
import { activityObjectType } from "./activities.js";
import { id } from "./common.js";
import { memberSummary } from "./members.js";

/** Notifications on one page; the next page is asked with `next_cursor` (keyset, no offset). */
export const NOTIFICATIONS_PER_PAGE = 20;
/** The longest excerpt of an activity a notification quotes, in characters. */
export const NOTIFICATION_EXCERPT_LENGTH = 140;

/** Kinds about an activity: the notification carries `activity` (and, for replies and answers, `reply`). */
export const ACTIVITY_NOTIFICATION_KINDS = ["mention", "reply", "answer", "like", "accepted_answer"] as const;
/**
 * Kinds about another module's object: the notification carries `subject` (a group or an appointment), as the
 * owning module presents it to the recipient.
 */
export const SUBJECT_NOTIFICATION_KINDS = [
  "group_invite",
  "group_join_request",
  "group_join_approved",
  "group_join_declined",
  "appointment_invite",
  "task_assigned",
  "task_accepted",
  "task_declined",
  "article_published",
] as const;

/**
 * Kinds whose matter the header already counts under its own entry (GroupInvites, GroupJoinRequests, the
 * appointment invitations): listed on /notifications, left out of the `Notifications` count so the bell counts an
 * open invitation once.
 */
export const SEPARATELY_COUNTED_KINDS = ["group_invite", "group_join_request", "appointment_invite"] as const;

/**
 * What happened: the member was mentioned in an activity, someone replied to their activity or answered their
 * question, liked their activity (one notification per activity, however many like it), or accepted their answer;
 * someone invited them into a group, asked to join a group they administrate (to each administrator), an
 * administrator approved or declined their request, someone invited them to an appointment, assigned them a task,
 * an assignee accepted or declined a task they created, or an article was published in the blog of a channel they
 * subscribe.
 */
export const notificationKind = z.enum([...ACTIVITY_NOTIFICATION_KINDS, ...SUBJECT_NOTIFICATION_KINDS]);
export type NotificationKind = z.infer<typeof notificationKind>;
export type ActivityNotificationKind = (typeof ACTIVITY_NOTIFICATION_KINDS)[number];
export type SubjectNotificationKind = (typeof SUBJECT_NOTIFICATION_KINDS)[number];

/** The activity a notification of an activity kind is about. */
export const notificationActivity = z.object({
  id,
  object_type: activityObjectType,
  html_url: z.string(),
  /** Plain text, at most NOTIFICATION_EXCERPT_LENGTH characters. */
  excerpt: z.string(),
});

/**
 * The group or appointment a notification of a subject kind is about, with its current title and where the
 * notification leads (the invitations page, the group's join requests, the appointment).
 */
export const notificationSubject = z.object({
  type: z.enum(["group", "appointment", "task", "article"]),
  id,
  title: z.string(),
  html_url: z.string(),
});
export type NotificationSubject = z.infer<typeof notificationSubject>;

/** Exactly one of `activity` and `subject` is set: `activity` for the activity kinds, `subject` for the others. */
export const notification = z.object({
  id,
  kind: notificationKind,
  /** The latest member who did it; null when their account is gone. */
  actor: memberSummary.nullable(),
  /** How many members did it (likes of one activity collapse into one notification). */
  actor_count: z.number().int().positive(),
  activity: notificationActivity.nullable(),
  subject: notificationSubject.nullable(),
  /** The reply or answer it is about (reply, answer, accepted_answer), as a deep link. */
  reply: z.object({ id, html_url: z.string() }).nullable(),
  read: z.boolean(),
  created_at: z.string(),
  /** When it last happened (a new like moves it up); the list is sorted by it, newest first. */
  updated_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationPage = z.object({
  notifications: z.array(notification),
  next_cursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

/** An opaque keyset cursor: the last notification's sort time (ms) and id. */
export const notificationCursor = z.string().regex(/^\d{1,15}_[0-9a-f]{24}$/, "invalid cursor");

export const notificationPageQuery = z.object({
  before: notificationCursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PER_PAGE),
});

/** GET /unreads/activities: new activities in the stream `all` since the last visit, and unread notifications. */
export const activityUnreads = z.object({
  Activitystreams: z.number().int().nonnegative(),
  Notifications: z.number().int().nonnegative(),
});

/** The streams whose visits are recorded; only the network stream `all` for now. */
export const seenStreamParams = z.object({ slug: z.literal("all") });
