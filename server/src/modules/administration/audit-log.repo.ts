import type { AuditEventType } from "@intranet/contracts";
import { type AnyColumn, and, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { escapeLike } from "../../db/like.js";
import { members } from "../members/members.schema.js";
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

const actors = alias(members, "audit_actors");
const concerned = alias(members, "audit_members");
const nameOf = (m: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${m.firstName} || ' ' || ${m.lastName})`;

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
      actorName: nameOf(actors),
      memberName: nameOf(concerned),
      /** created_at in microseconds since the epoch (a Date keeps milliseconds only): the keyset's position. */
      micros: sql<string>`(extract(epoch from ${auditEvents.createdAt}) * 1000000)::bigint::text`,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .leftJoin(concerned, eq(concerned.id, auditEvents.membershipId))
    .where(and(...where))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}

/** The names of the members a filter names (its actor and member), for the filter form. */
export async function memberNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, name: nameOf(members) })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
