import { z } from "zod";
import { id, pageMeta } from "./common.js";

/**
 * Abuse reports (administration.md §2 "Userbar": /report/new when abuse reports are enabled). The spec names the
 * setting and the page only; what a report holds and how administrators handle it is ours (docs/spec-coverage.md).
 */
export const ABUSE_SUBJECT_TYPES = ["member", "activity", "reply", "chat_message", "message"] as const;
export type AbuseSubjectType = (typeof ABUSE_SUBJECT_TYPES)[number];
export const ABUSE_REPORT_STATES = ["open", "resolved", "dismissed"] as const;
export type AbuseReportState = (typeof ABUSE_REPORT_STATES)[number];
export const ABUSE_REASON_MAX = 2000;
export const ABUSE_NOTE_MAX = 2000;
/** How long the administrators' list shows of the reported content. */
export const ABUSE_EXCERPT_MAX = 200;

const trimmed = (max: number, message: string) =>
  z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, message).max(max, `is too long (maximum is ${max} characters)`));

export const abuseReportBody = z.object({
  subject_type: z.enum(ABUSE_SUBJECT_TYPES),
  subject_id: id,
  reason: trimmed(ABUSE_REASON_MAX, "can't be blank"),
});
export type AbuseReportBody = z.input<typeof abuseReportBody>;

export const abuseReportCreated = z.object({ id, state: z.enum(ABUSE_REPORT_STATES) });

export const abuseReportListQuery = z.object({
  state: z.enum(ABUSE_REPORT_STATES).default("open"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AbuseReportListQuery = z.input<typeof abuseReportListQuery>;

export const abuseReport = z.object({
  id,
  subject_type: z.enum(ABUSE_SUBJECT_TYPES),
  subject_id: id,
  /** Plain text of the reported content, cut to ABUSE_EXCERPT_MAX; null when the content is gone. */
  excerpt: z.string().nullable(),
  /** The page showing the reported content in its place (posts, replies, profiles); null for private content or gone. */
  path: z.string().nullable(),
  reason: z.string(),
  state: z.enum(ABUSE_REPORT_STATES),
  reporter: z.object({ id, name: z.string() }).nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.object({ id, name: z.string() }).nullable(),
  note: z.string().nullable(),
});
export type AbuseReport = z.infer<typeof abuseReport>;

export const abuseReportList = z.object({ reports: z.array(abuseReport), meta: pageMeta });
export type AbuseReportList = z.infer<typeof abuseReportList>;

export const abuseReportDecisionBody = z.object({
  note: z
    .string()
    .max(ABUSE_NOTE_MAX, `is too long (maximum is ${ABUSE_NOTE_MAX} characters)`)
    .transform((s) => s.trim() || null)
    .nullish(),
});
