import type { AuditEventType } from "@intranet/contracts";
import { desc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type AuditEventRow, auditEvents } from "./administration.schema.js";

/** One audited action, as the module that acts describes it. */
export type AuditEvent = {
  type: AuditEventType;
  /** Who acted (null: the system). */
  actorId: string | null;
  /** The member the action concerns, if any. */
  membershipId?: string | null;
  subject: { type: string; id: string | null };
  details?: Record<string, unknown>;
};

/**
 * The one way any module writes the audit log: inside the transaction of the action it records, so the action is
 * committed if and only if its audit row is (a failed insert rolls the action back).
 */
export async function recordAudit(tx: DbOrTx, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values({
    eventType: event.type,
    actorId: event.actorId,
    membershipId: event.membershipId ?? null,
    subjectType: event.subject.type,
    subjectId: event.subject.id,
    details: event.details ?? {},
  });
}

/** The newest audit events (until the audit log screen brings its filters). */
export function latestAuditEvents(db: DbOrTx, limit: number): Promise<AuditEventRow[]> {
  return db.select().from(auditEvents).orderBy(desc(auditEvents.createdAt), desc(auditEvents.id)).limit(limit);
}
