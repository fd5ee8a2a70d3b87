import {
  ABUSE_EXCERPT_MAX,
  type AbuseReport,
  type AbuseReportList,
  type AbuseReportState,
  type AbuseSubjectType,
  type abuseReportBody,
} from "@intranet/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { conflict, notFound } from "../../http/errors.js";
import { defineLimit } from "../../lib/rate-limit.js";
import { activityReadableBy, findReadableActivity } from "../activities/activities.access.js";
import { activityReplies } from "../activities/activities.schema.js";
import { chatsOpenTo } from "../chat/chat.access.js";
import { chatMessages, chats } from "../chat/chat.schema.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { findMessageFor } from "../messages/messages.repo.js";
import { networkFlagOn } from "../network/network.repo.js";
import {
  closeReport,
  findReport,
  insertOpenReport,
  memberNames,
  reportPage,
  subjectExcerpts,
} from "./abuse-reports.repo.js";
import type { AbuseReportRow } from "./abuse-reports.schema.js";

/** Reports one member may file: 20 an hour (docs/security.md). */
export const ABUSE_REPORTS_PER_MEMBER = defineLimit("abuse_reports_member", 20, 60 * 60);
export const ABUSE_REPORTS_PER_PAGE = 25;

async function reportsEnabled(db: DbOrTx): Promise<boolean> {
  const result = await db.execute(sql`select ${networkFlagOn("abuse_reports_enabled")} as on`);
  return (result as unknown as { rows: { on: boolean }[] }).rows[0]?.on === true;
}

/** Whether the member may read the subject, by each module's own read rule (a member: any other one not deleted). */
const readable: Record<AbuseSubjectType, (db: DbOrTx, viewer: MemberRow, id: string) => Promise<boolean>> = {
  member: async (db, viewer, id) => {
    const target = await findMemberById(db, id);
    return target !== null && target.deletedAt === null && target.id !== viewer.id;
  },
  activity: async (db, viewer, id) => (await findReadableActivity(db, viewer, id)) !== null,
  reply: async (db, viewer, id) => {
    const [row] = await db
      .select({ id: activityReplies.id })
      .from(activityReplies)
      .where(
        and(
          eq(activityReplies.id, id),
          eq(activityReplies.state, "published"),
          activityReadableBy(activityReplies.activityId, viewer),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
  chat_message: async (db, viewer, id) => {
    const [row] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(and(eq(chatMessages.id, id), sql`${chatMessages.deletedAt} is null`, chatsOpenTo(viewer.id)))
      .limit(1);
    return row !== undefined;
  },
  message: async (db, viewer, id) => (await findMessageFor(db, viewer.id, id)) !== null,
};

/**
 * Files a report: 404 while reports are off or when the member may not read the subject (the same answer as for
 * one that does not exist), 409 when they already have an open report on it, 429 past the limit.
 */
export async function fileReport(ctx: AppContext, reporter: MemberRow, body: z.output<typeof abuseReportBody>) {
  if (!(await reportsEnabled(ctx.db))) throw notFound();
  if (!(await readable[body.subject_type](ctx.db, reporter, body.subject_id))) throw notFound();
  await ctx.rateLimits.of(ABUSE_REPORTS_PER_MEMBER).take(reporter.id);
  const row = await insertOpenReport(ctx.db, {
    reporterId: reporter.id,
    subjectType: body.subject_type,
    subjectId: body.subject_id,
    reason: body.reason,
  });
  if (!row) throw conflict("already_reported", "You have already reported this. The administrators will look at it.");
  return { id: row.id, state: row.state };
}

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > ABUSE_EXCERPT_MAX ? `${flat.slice(0, ABUSE_EXCERPT_MAX - 1)}…` : flat;
};

/** The reports as administrators see them: three statements for the names and at most five for the excerpts. */
async function present(db: DbOrTx, rows: AbuseReportRow[]): Promise<AbuseReport[]> {
  const [names, excerpts] = await Promise.all([
    memberNames(
      db,
      rows.flatMap((r) => [r.reporterId, r.handledById].filter((id): id is string => id !== null)),
    ),
    subjectExcerpts(db, rows),
  ]);
  const person = (id: string | null) => (id ? { id, name: names.get(id) ?? "" } : null);
  return rows.map((r) => {
    const text = excerpts.get(`${r.subjectType}/${r.subjectId}`);
    return {
      id: r.id,
      subject_type: r.subjectType,
      subject_id: r.subjectId,
      excerpt: text === undefined ? null : excerptOf(text),
      reason: r.reason,
      state: r.state,
      reporter: person(r.reporterId),
      created_at: r.createdAt.toISOString(),
      handled_at: r.handledAt?.toISOString() ?? null,
      handled_by: person(r.handledById),
      note: r.note,
    };
  });
}

export async function listReports(db: DbOrTx, state: AbuseReportState, page: number): Promise<AbuseReportList> {
  const { rows, total } = await reportPage(db, state, ABUSE_REPORTS_PER_PAGE, (page - 1) * ABUSE_REPORTS_PER_PAGE);
  return {
    reports: await present(db, rows),
    meta: {
      page,
      per_page: ABUSE_REPORTS_PER_PAGE,
      total_count: total,
      total_pages: Math.max(1, Math.ceil(total / ABUSE_REPORTS_PER_PAGE)),
    },
  };
}

/** Resolves or dismisses an open report: 404 for none, 409 when it was already decided. */
export async function decideReport(
  db: DbOrTx,
  admin: MemberRow,
  id: string,
  state: Exclude<AbuseReportState, "open">,
  note: string | null,
): Promise<AbuseReport> {
  const closed = await closeReport(db, id, { state, note, handledById: admin.id });
  if (!closed) {
    if (!(await findReport(db, id))) throw notFound();
    throw conflict("already_decided", "This report has already been decided.");
  }
  const [presented] = await present(db, [closed]);
  return presented as AbuseReport;
}
