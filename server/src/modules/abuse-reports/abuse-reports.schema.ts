import type { AbuseReportState, AbuseSubjectType } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

/**
 * Reports of abuse: a member names something they can read (a member, an activity, a reply, a chat message, a
 * message) with a reason; network administrators resolve or dismiss it. The subject is named by type and id, not
 * referenced, so a report outlives what it reports (the list then says the content is gone).
 */
export const abuseReports = pgTable(
  "abuse_reports",
  {
    id: idPk(),
    reporterId: ref("reporter_id").references(() => members.id, { onDelete: "set null" }),
    subjectType: text("subject_type").$type<AbuseSubjectType>().notNull(),
    subjectId: ref("subject_id").notNull(),
    reason: text("reason").notNull(),
    state: text("state").$type<AbuseReportState>().notNull().default("open"),
    note: text("note"),
    handledById: ref("handled_by_id").references(() => members.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // the administrators' list of one state, newest first
    index("abuse_reports_state_idx").on(t.state, t.id.desc()),
    // one open report per reporter and subject
    uniqueIndex("abuse_reports_open_unique")
      .on(t.reporterId, t.subjectType, t.subjectId)
      .where(sql`${t.state} = 'open'`),
  ],
);
export type AbuseReportRow = typeof abuseReports.$inferSelect;
