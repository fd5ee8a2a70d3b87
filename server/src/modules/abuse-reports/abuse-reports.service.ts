import {
  ABUSE_EXCERPT_MAX,
  type AbuseReport,
  type AbuseReportList,
  type AbuseReportState,
  type abuseReportBody,
} from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { conflict, notFound } from "../../http/errors.js";
import { defineLimit } from "../../lib/rate-limit.js";
import { mailSender } from "../mail/send-mail.js";
import { memberNamesByIds } from "../members/abuse-subjects.repo.js";
import { displayName } from "../members/member.presenter.js";
import { findUnlockedNetworkAdmins } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { isNetworkFlagOn } from "../network/network.repo.js";
import { abuseReportMail } from "./abuse-reports.mails.js";
import { closeReport, findReport, insertOpenReport, reportPage } from "./abuse-reports.repo.js";
import type { AbuseReportRow } from "./abuse-reports.schema.js";

/** Reports one member may file: 20 an hour (docs/security.md). */
export const ABUSE_REPORTS_PER_MEMBER = defineLimit("abuse_reports_member", 20, 60 * 60);
export const ABUSE_REPORTS_PER_PAGE = 25;

/**
 * Files a report: 404 while reports are off or when the member may not read the subject (the same answer as for
 * one that does not exist), 409 when they already have an open report on it, 429 past the limit.
 */
export async function fileReport(ctx: AppContext, reporter: MemberRow, body: z.output<typeof abuseReportBody>) {
  if (!(await isNetworkFlagOn(ctx.db, "abuse_reports_enabled"))) throw notFound();
  const subject = ctx.modules.abuseSubjects.get(body.subject_type);
  if (!subject || !(await subject.readable(ctx.db, reporter, body.subject_id))) throw notFound();
  await ctx.rateLimits.of(ABUSE_REPORTS_PER_MEMBER).take(reporter.id);
  const row = await insertOpenReport(ctx.db, {
    reporterId: reporter.id,
    subjectType: body.subject_type,
    subjectId: body.subject_id,
    reason: body.reason,
  });
  if (!row) throw conflict("already_reported", "You have already reported this. The administrators will look at it.");
  await tellAdministrators(ctx, reporter, body);
  return { id: row.id, state: row.state };
}

/** A mail to every unlocked network administrator but the reporter, through the mail jobs. */
async function tellAdministrators(ctx: AppContext, reporter: MemberRow, body: z.output<typeof abuseReportBody>) {
  const send = await mailSender(ctx);
  const props = {
    reporter: displayName(reporter),
    kind: body.subject_type,
    reason: body.reason,
    link: `${ctx.config.publicUrl}/administration/abuse_reports`,
  };
  for (const admin of await findUnlockedNetworkAdmins(ctx.db)) {
    if (admin.id !== reporter.id) await send({ ...admin, member: true }, abuseReportMail, props);
  }
}

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > ABUSE_EXCERPT_MAX ? `${flat.slice(0, ABUSE_EXCERPT_MAX - 1)}…` : flat;
};

/**
 * The excerpts of the subjects, keyed `type/id`, from each subject's module: one statement per kind present (the
 * administrators decide on the content, so it is not filtered by who may read it).
 */
async function subjectExcerpts(
  ctx: AppContext,
  rows: AbuseReportRow[],
): Promise<Map<string, { text: string; path?: string }>> {
  const byType = new Map<AbuseReportRow["subjectType"], Set<string>>();
  for (const r of rows) byType.set(r.subjectType, (byType.get(r.subjectType) ?? new Set()).add(r.subjectId));
  const found = await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const subject = ctx.modules.abuseSubjects.get(type);
      const texts = subject ? await subject.excerpts(ctx.db, [...ids]) : [];
      return texts.map((t) => [`${type}/${t.id}`, t] as const);
    }),
  );
  return new Map(found.flat());
}

/** The reports as administrators see them: one statement for the names and at most five for the excerpts. */
async function present(ctx: AppContext, rows: AbuseReportRow[]): Promise<AbuseReport[]> {
  const db = ctx.db;
  const [names, excerpts] = await Promise.all([
    memberNamesByIds(
      db,
      rows.flatMap((r) => [r.reporterId, r.handledById].filter((id): id is string => id !== null)),
    ),
    subjectExcerpts(ctx, rows),
  ]);
  const person = (id: string | null) => (id ? { id, name: names.get(id) ?? "" } : null);
  return rows.map((r) => {
    const subject = excerpts.get(`${r.subjectType}/${r.subjectId}`);
    return {
      id: r.id,
      subject_type: r.subjectType,
      subject_id: r.subjectId,
      excerpt: subject === undefined ? null : excerptOf(subject.text),
      path: subject?.path ?? null,
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

export async function listReports(ctx: AppContext, state: AbuseReportState, page: number): Promise<AbuseReportList> {
  const { rows, total } = await reportPage(ctx.db, state, ABUSE_REPORTS_PER_PAGE, (page - 1) * ABUSE_REPORTS_PER_PAGE);
  return {
    reports: await present(ctx, rows),
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
  ctx: AppContext,
  admin: MemberRow,
  id: string,
  state: Exclude<AbuseReportState, "open">,
  note: string | null,
): Promise<AbuseReport> {
  const db = ctx.db;
  const closed = await closeReport(db, id, { state, note, handledById: admin.id });
  if (!closed) {
    if (!(await findReport(db, id))) throw notFound();
    throw conflict("already_decided", "This report has already been decided.");
  }
  const [presented] = await present(ctx, [closed]);
  return presented as AbuseReport;
}
