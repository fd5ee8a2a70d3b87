import { AUDIT_LOG_PAGE_SIZE, type AuditLog, decodeAuditFilter } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { dayIn, dayStartIn } from "../../lib/dates.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { auditEventPage } from "./audit-log.repo.js";

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * One page of the audit log for the `filter` parameter (base64 JSON; invalid dates: the default window), its days
 * taken in the viewer's zone; `cursor` continues after the previous page's last row.
 */
export async function auditLogPage(
  db: DbOrTx,
  viewer: Pick<MemberRow, "timeZone">,
  param: string | undefined,
  cursor: string | undefined,
): Promise<AuditLog> {
  const today = dayIn(new Date(), viewer.timeZone);
  const filter = decodeAuditFilter(param, today);
  const [at, id] = cursor ? cursor.split("-") : [];
  const rows = await auditEventPage(
    db,
    {
      types: filter.event_types,
      from: dayStartIn(filter.start_date, viewer.timeZone),
      until: dayStartIn(nextDay(filter.end_date), viewer.timeZone),
      details: filter.details,
      actorId: filter.actor_id,
      membershipId: filter.membership_id,
      after: at && id ? { micros: at, id } : undefined,
    },
    AUDIT_LOG_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
  const last = page.at(-1);
  // The names of the page's actors and members, and of those the filter names, in one statement.
  const ids = new Set<string>();
  for (const { event } of page) for (const id of [event.actorId, event.membershipId]) if (id) ids.add(id);
  for (const id of [filter.actor_id, filter.membership_id]) if (id) ids.add(id);
  const names = new Map(
    (await findMembersByIds(db, [...ids])).map((m) => [m.id, `${m.firstName} ${m.lastName}`.trim()]),
  );
  return {
    events: page.map(({ event }) => ({
      id: event.id,
      event_type: event.eventType,
      created_at: event.createdAt.toISOString(),
      actor: event.actorId ? { id: event.actorId, name: names.get(event.actorId) ?? "" } : null,
      member: event.membershipId ? { id: event.membershipId, name: names.get(event.membershipId) ?? "" } : null,
      subject_type: event.subjectType,
      subject_id: event.subjectId,
      details: event.details,
    })),
    next_cursor: rows.length > AUDIT_LOG_PAGE_SIZE && last ? `${last.micros}-${last.event.id}` : null,
    filter: {
      ...filter,
      ...(filter.actor_id && names.has(filter.actor_id) ? { actor_name: names.get(filter.actor_id) } : {}),
      ...(filter.membership_id && names.has(filter.membership_id)
        ? { membership_name: names.get(filter.membership_id) }
        : {}),
    },
  };
}
