import type { AbuseReportState, AbuseSubjectType } from "@intranet/contracts";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { htmlToText } from "../../lib/rich-text.js";
import { activities, activityReplies } from "../activities/activities.schema.js";
import { chatMessages } from "../chat/chat.schema.js";
import { displayName } from "../members/member.presenter.js";
import { members } from "../members/members.schema.js";
import { messages } from "../messages/messages.schema.js";
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

/** Names of members by id (reporters, handlers), in one statement. */
export async function memberNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(inArray(members.id, unique));
  return new Map(rows.map((r) => [r.id, displayName(r)]));
}

type Excerpts = (db: DbOrTx, ids: string[]) => Promise<{ id: string; text: string }[]>;

/**
 * The plain text of each kind of subject for the administrators' list (not filtered by who may read it: the
 * administrators decide on it). What is gone (deleted, removed) is left out.
 */
const excerptsOf: Record<AbuseSubjectType, Excerpts> = {
  member: async (db, ids) =>
    (
      await db
        .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
        .from(members)
        .where(and(inArray(members.id, ids), isNull(members.deletedAt)))
    ).map((r) => ({ id: r.id, text: displayName(r) })),
  activity: (db, ids) =>
    db.select({ id: activities.id, text: activities.plainContent }).from(activities).where(inArray(activities.id, ids)),
  reply: async (db, ids) =>
    (
      await db
        .select({ id: activityReplies.id, html: activityReplies.htmlContent })
        .from(activityReplies)
        .where(and(inArray(activityReplies.id, ids), eq(activityReplies.state, "published")))
    ).map((r) => ({ id: r.id, text: htmlToText(r.html, "compact") })),
  chat_message: (db, ids) =>
    db
      .select({ id: chatMessages.id, text: chatMessages.text })
      .from(chatMessages)
      .where(and(inArray(chatMessages.id, ids), isNull(chatMessages.deletedAt))),
  message: (db, ids) =>
    db.select({ id: messages.id, text: messages.plainContent }).from(messages).where(inArray(messages.id, ids)),
};

/** The excerpts of the subjects, keyed `type/id`: one statement per kind present. */
export async function subjectExcerpts(
  db: DbOrTx,
  subjects: { subjectType: AbuseSubjectType; subjectId: string }[],
): Promise<Map<string, string>> {
  const byType = new Map<AbuseSubjectType, string[]>();
  for (const s of subjects) byType.set(s.subjectType, [...(byType.get(s.subjectType) ?? []), s.subjectId]);
  const found = await Promise.all(
    [...byType].map(async ([type, ids]) =>
      (await excerptsOf[type](db, [...new Set(ids)])).map((r) => [`${type}/${r.id}`, r.text] as const),
    ),
  );
  return new Map(found.flat());
}
