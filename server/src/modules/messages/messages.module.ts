import { isId } from "../../lib/ids.js";
import type { ModuleDescriptor } from "../module.js";
import { messageAbuseSubject } from "./abuse-subjects.repo.js";
import { ignoredMembersRoutes } from "./ignored-members.routes.js";
import { sanitizeMessageHtml } from "./message-content.js";
import { messageCounts } from "./message-statistics.repo.js";
import { findMessageFor, isAttachmentVisibleTo, unreadCountSql } from "./messages.repo.js";
import { messagesRoutes } from "./messages.routes.js";
import * as schema from "./messages.schema.js";
import {
  FAN_OUT_JOB,
  type FanOutJob,
  fanOut,
  NOTIFY_JOB,
  type NotifyJob,
  notifyRecipients,
} from "./messages.service.js";
import { messagesSearch } from "./search.repo.js";

/** Direct messages between members. */
export const messagesModule: ModuleDescriptor = {
  name: "messages",
  routes: async (app, ctx) => {
    await messagesRoutes(app, ctx);
    await ignoredMembersRoutes(app, ctx);
  },
  schema,
  abuseSubjects: { message: messageAbuseSubject },
  jobs: (ctx) => {
    ctx.jobs.register<FanOutJob>(FAN_OUT_JOB, (job) => fanOut(ctx, job));
    ctx.jobs.register<NotifyJob>(NOTIFY_JOB, (job) => notifyRecipients(ctx, job));
  },
  unreadCounts: (memberId) => ({ Messages: unreadCountSql(memberId) }),
  searchSources: { messages: messagesSearch },
  // Attachments (files and images) are readable by every party to a message that carries them.
  fileAccess: (db, member, upload) => isAttachmentVisibleTo(db, member.id, upload.id),
  translatables: {
    // GET /translations/{lng}/message/{id}: only for a party to the message, like reading it.
    message: {
      load: async (ctx, member, id) => {
        const row = isId(id) ? await findMessageFor(ctx.db, member.id, id) : null;
        return row && { subject: { text: row.subject, html: false }, content: { text: row.htmlContent, html: true } };
      },
      sanitize: sanitizeMessageHtml,
    },
  },
  // Messages belong to no group: the network's statistics only.
  statisticsSources: () => [
    { key: "messages", count: async (db, s) => (s.groupId ? null : { points: await messageCounts(db, s) }) },
  ],
};
