import type { ModuleDescriptor } from "../module.js";
import { newActivitiesSql, unreadNotificationsSql } from "./notifications.repo.js";
import { notificationsRoutes } from "./notifications.routes.js";
import * as schema from "./notifications.schema.js";
import { MENTION_MAIL_JOB, type MentionMailJob, notifier, sendMentionMails } from "./notifications.service.js";

/**
 * Notifications about activities (mentions, replies, answers, likes, accepted answers) that the activities
 * service reports through `notifyActivityEvent`, and the new-activity count of the stream `all`.
 */
export const notificationsModule: ModuleDescriptor = {
  name: "notifications",
  routes: notificationsRoutes,
  // What other modules report (activity events, invitations, join requests), through ctx.modules.notifier.
  notifier,
  schema,
  jobs: (ctx) => {
    ctx.jobs.register<MentionMailJob>(MENTION_MAIL_JOB, (job) => sendMentionMails(ctx, job));
  },
  unreadCounts: (memberId) => ({
    Notifications: unreadNotificationsSql(memberId),
    Activitystreams: newActivitiesSql(memberId),
  }),
};
