import type { AuditEventType } from "@intranet/contracts";
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { escapeLike } from "../../db/like.js";
import { auditEvents } from "./administration.schema.js";

export type AuditEventQuery = {
  types?: AuditEventType[];
  /** From this instant (included) to `until` (excluded). */
  from: Date;
  until: Date;
  details?: string;
  actorId?: string;
  membershipId?: string;
  /** The last row of the previous page: its `position`. */
  after?: { micros: string; id: string };
};

/**
 * One page of the audit log, newest first, by keyset on (created_at, id): each filter narrows an index
 * (type, actor or member, each with created_at, id; the details' trigram index for the text).
 */
export function auditEventPage(db: DbOrTx, q: AuditEventQuery, limit: number) {
  const where: (SQL | undefined)[] = [gte(auditEvents.createdAt, q.from), lt(auditEvents.createdAt, q.until)];
  if (q.types && q.types.length > 0) where.push(inArray(auditEvents.eventType, q.types));
  if (q.actorId) where.push(eq(auditEvents.actorId, q.actorId));
  if (q.membershipId) where.push(eq(auditEvents.membershipId, q.membershipId));
  if (q.details) where.push(sql`(${auditEvents.details}::text) ilike ${`%${escapeLike(q.details)}%`}`);
  if (q.after)
    where.push(
      sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (timestamptz 'epoch' + ${q.after.micros}::bigint * interval '1 microsecond', ${q.after.id})`,
    );
  return db
    .select({
      event: auditEvents,
      /** created_at in microseconds since the epoch (a Date keeps milliseconds only): the keyset's position. */
      micros: sql<string>`(extract(epoch from ${auditEvents.createdAt}) * 1000000)::bigint::text`,
    })
    .from(auditEvents)
    .where(and(...where))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}
