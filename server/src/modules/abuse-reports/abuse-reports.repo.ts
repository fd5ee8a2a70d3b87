import type { AbuseReportState, AbuseSubjectType } from "@intranet/contracts";
import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type AbuseReportRow, abuseReports } from "./abuse-reports.schema.js";

/** Stores an open report; null when the reporter already has an open one on the subject. */
export async function insertOpenReport(
  db: DbOrTx,
  values: { reporterId: string; subjectType: AbuseSubjectType; subjectId: string; reason: string },
): Promise<AbuseReportRow | null> {
  const [row] = await db.insert(abuseReports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** One page of the reports in a state, newest first, and how many there are. */
export async function reportPage(db: DbOrTx, state: AbuseReportState, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.state, state))
      .orderBy(desc(abuseReports.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(abuseReports).where(eq(abuseReports.state, state)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findReport(db: DbOrTx, id: string): Promise<AbuseReportRow | null> {
  const [row] = await db.select().from(abuseReports).where(eq(abuseReports.id, id)).limit(1);
  return row ?? null;
}

/** Closes an open report; null when it is no longer open (someone decided first). */
export async function closeReport(
  db: DbOrTx,
  id: string,
  set: { state: Exclude<AbuseReportState, "open">; note: string | null; handledById: string },
): Promise<AbuseReportRow | null> {
  const [row] = await db
    .update(abuseReports)
    .set({ ...set, handledAt: new Date() })
    .where(and(eq(abuseReports.id, id), eq(abuseReports.state, "open")))
    .returning();
  return row ?? null;
}
