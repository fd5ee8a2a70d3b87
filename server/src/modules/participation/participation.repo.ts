import { and, eq, inArray, ne, type Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedOn } from "../../db/prepared.js";
import { newId } from "../../lib/ids.js";
import {
  appointmentCancelled,
  appointmentOver,
  joinAppointmentAndSeries,
  lockAppointmentRow,
} from "../calendar/appointments.repo.js";
import type { ParticipantAnswers } from "../calendar/participation-hooks.js";
import { groupNamesByIds } from "../groups/groups.repo.js";
import { activeMemberIdsOf } from "../groups/memberships.repo.js";
import { memberIdsWithRole, roleNamesByIds } from "../groups/roles.repo.js";
import { findMembersByIds, memberNameOrder } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { appointmentInvites, type ParticipationRow, participations } from "./participation.schema.js";

export type Status = ParticipationRow["status"];

/** Rows of a raw query (node-postgres answers with `rows`). */
async function query<T>(db: DbOrTx, q: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(q)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows whose answers apply to an instance, most specific first: a modified occurrence's own row,
 * then its series. A member's effective answer is the first row that has one.
 */
export type Scope = { target: string; rows: string[] };

/** Serialises every answer on a series (and its occurrences) or a single appointment. */
export async function lockAppointment(tx: DbOrTx, id: string) {
  await lockAppointmentRow(tx, id);
}

const effective = (scope: Scope) => sql`(
  select distinct on (${participations.memberId}) ${participations.id} as id, ${participations.memberId} as member_id,
    ${participations.status} as status, ${participations.groupId} as group_id, ${participations.roleId} as role_id,
    ${participations.createdAt} as created_at
  from ${participations}
  where ${inArray(participations.appointmentId, scope.rows)}
  order by ${participations.memberId}, (${participations.appointmentId} = ${scope.rows[0]}) desc
)`;

export async function statusCounts(db: DbOrTx, scope: Scope) {
  const result = await query<{ status: Status; n: number }>(
    db,
    sql`select e.status, count(*)::int as n from ${effective(scope)} e group by e.status`,
  );
  const counts = { accepted: 0, declined: 0, open: 0 };
  for (const r of result) counts[r.status] = Number(r.n);
  return counts;
}

/**
 * The status counts of the effective participants and, when `panel` is given, the first `panel` of them (accepted,
 * then open, then declined; by name within each): the detail's panel in one statement.
 */
export async function countsAndPanel(db: DbOrTx, scope: Scope, panel: number | null) {
  const page = panel
    ? sql`(select coalesce(json_agg(p), '[]'::json) from (select e.id, e.member_id, e.status, e.group_id, e.role_id
        from e order by case e.status when 'accepted' then 0 when 'open' then 1 else 2 end,
          ${memberNameOrder(sql`e.member_id`)}, e.id limit ${panel}) p)`
    : sql`null::json`;
  const [row] = await query<{ counts: Partial<Record<Status, number>> | null; panel: EffectiveParticipant[] | null }>(
    db,
    sql`with e as ${effective(scope)}
      select (select json_object_agg(c.status, c.n) from (select e.status, count(*)::int as n from e group by e.status) c) as counts,
        ${page} as panel`,
  );
  const counts = { accepted: 0, declined: 0, open: 0 };
  for (const [status, n] of Object.entries(row?.counts ?? {})) counts[status as Status] = Number(n);
  return { counts, panel: row?.panel ?? null };
}

export type EffectiveParticipant = {
  id: string;
  member_id: string;
  status: Status;
  group_id: string | null;
  role_id: string | null;
};

export async function effectiveParticipants(
  db: DbOrTx,
  scope: Scope,
  opts: { status?: Status; limit?: number; offset?: number } = {},
) {
  const where = opts.status ? sql`where e.status = ${opts.status}` : sql``;
  const page = opts.limit !== undefined ? sql`limit ${opts.limit} offset ${opts.offset ?? 0}` : sql``;
  const result = await query<EffectiveParticipant>(
    db,
    sql`select e.id, e.member_id, e.status, e.group_id, e.role_id from ${effective(scope)} e ${where}
      order by (e.status = 'accepted') desc, ${memberNameOrder(sql`e.member_id`)}, e.id ${page}`,
  );
  return result;
}

export async function effectiveOf(db: DbOrTx, scope: Scope, memberId: string) {
  const result = await query<EffectiveParticipant>(
    db,
    sql`select e.id, e.member_id, e.status, e.group_id, e.role_id from ${effective(scope)} e where e.member_id = ${memberId}`,
  );
  return result[0] ?? null;
}

export async function findParticipation(db: DbOrTx, id: string) {
  const [row] = await db.select().from(participations).where(eq(participations.id, id));
  return row ?? null;
}

/** Sets a member's answer on one appointment row (inserting it when missing). */
export async function upsertParticipation(
  db: DbOrTx,
  appointmentId: string,
  memberId: string,
  status: Status,
  via: { groupId?: string | null; roleId?: string | null } = {},
) {
  const [row] = await db
    .insert(participations)
    .values({ appointmentId, memberId, status, groupId: via.groupId ?? null, roleId: via.roleId ?? null })
    .onConflictDoUpdate({
      target: [participations.appointmentId, participations.memberId],
      set: { status, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error("participation upsert returned nothing");
  return row;
}

/** Members already taking part in the row, of the given ones. */
export async function existingParticipants(db: DbOrTx, appointmentId: string, memberIds: string[]) {
  if (memberIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ memberId: participations.memberId })
    .from(participations)
    .where(and(eq(participations.appointmentId, appointmentId), inArray(participations.memberId, memberIds)));
  return new Set(rows.map((r) => r.memberId));
}

/** Adds participations (and open invites when status is open); members already in are skipped. */
export async function addParticipants(
  db: DbOrTx,
  opts: {
    appointmentId: string;
    memberIds: string[];
    status: Status;
    inviterId: string;
    via: { type: "member" | "group" | "role"; id: string | null };
  },
) {
  const existing = await existingParticipants(db, opts.appointmentId, opts.memberIds);
  const fresh = [...new Set(opts.memberIds)].filter((m) => !existing.has(m));
  if (fresh.length === 0) return { added: [] as string[], invites: [] as { id: string; memberId: string }[] };
  const now = new Date();
  await db.insert(participations).values(
    fresh.map((memberId) => ({
      id: newId(),
      appointmentId: opts.appointmentId,
      memberId,
      status: opts.status,
      groupId: opts.via.type === "group" ? opts.via.id : null,
      roleId: opts.via.type === "role" ? opts.via.id : null,
    })),
  );
  const invites: { id: string; memberId: string }[] = [];
  if (opts.status === "open") {
    const rows = await db
      .insert(appointmentInvites)
      .values(
        fresh.map((memberId) => ({
          id: newId(),
          appointmentId: opts.appointmentId,
          inviteeId: memberId,
          inviterId: opts.inviterId,
          viaType: opts.via.type,
          viaId: opts.via.id,
        })),
      )
      .onConflictDoUpdate({
        target: [appointmentInvites.appointmentId, appointmentInvites.inviteeId],
        set: { status: "open", inviterId: opts.inviterId, respondedAt: null, createdAt: now },
      })
      .returning({ id: appointmentInvites.id, memberId: appointmentInvites.inviteeId });
    invites.push(...rows);
  }
  return { added: fresh, invites };
}

/** Active, unlocked members of groups (or holders of roles), optionally without external members. */
export async function membersOf(
  db: DbOrTx,
  opts: { groupId?: string; roleId?: string; includeExternal: boolean },
): Promise<string[]> {
  if (opts.groupId) return activeMemberIdsOf(db, opts.groupId, opts);
  if (opts.roleId) return memberIdsWithRole(db, opts.roleId, opts);
  return [];
}

/** Marks the member's invites on these rows answered. */
export async function answerInvites(db: DbOrTx, rows: string[], memberId: string, status: "accepted" | "declined") {
  await db
    .update(appointmentInvites)
    .set({ status, respondedAt: new Date() })
    .where(
      and(
        inArray(appointmentInvites.appointmentId, rows),
        eq(appointmentInvites.inviteeId, memberId),
        ne(appointmentInvites.status, "obsolete"),
      ),
    );
}

export async function obsoleteInvite(db: DbOrTx, appointmentId: string, memberId: string) {
  await db
    .update(appointmentInvites)
    .set({ status: "obsolete" })
    .where(and(eq(appointmentInvites.appointmentId, appointmentId), eq(appointmentInvites.inviteeId, memberId)));
}

/** An invite's status as the member sees it: open ones turn obsolete when cancelled, expired when past. */
export const inviteStatusSql = sql<string>`case
  when ${appointmentInvites.status} = 'open' and ${appointmentCancelled} then 'obsolete'
  when ${appointmentInvites.status} = 'open' and ${appointmentOver} then 'expired'
  else ${appointmentInvites.status} end`;

export type InviteListRow = {
  id: string;
  appointment_id: string;
  series_id: string | null;
  inviter_id: string | null;
  status: string;
  cancelled: boolean;
  created_at: string | Date;
};

const inviteFrom = sql`from ${appointmentInvites} ${joinAppointmentAndSeries(appointmentInvites.appointmentId)}`;

export async function listInvitesOf(db: DbOrTx, memberId: string, status: string, limit: number, offset: number) {
  const where = sql`where ${appointmentInvites.inviteeId} = ${memberId} and (${inviteStatusSql}) = ${status}`;
  const [rows, total] = await Promise.all([
    query<InviteListRow>(
      db,
      sql`select ${appointmentInvites.id} as id, ${appointmentInvites.appointmentId} as appointment_id,
      a.series_id, ${appointmentInvites.inviterId} as inviter_id, (${inviteStatusSql}) as status,
      ${appointmentCancelled} as cancelled, ${appointmentInvites.createdAt} as created_at
      ${inviteFrom} ${where} order by a.starts_at, ${appointmentInvites.id} limit ${limit} offset ${offset}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n ${inviteFrom} ${where}`),
  ]);
  return { rows: rows, total: Number(total[0]?.n ?? 0) };
}

export async function findInviteOf(db: DbOrTx, id: string, memberId: string) {
  const result = await query<InviteListRow>(
    db,
    sql`select ${appointmentInvites.id} as id,
    ${appointmentInvites.appointmentId} as appointment_id, a.series_id, ${appointmentInvites.inviterId} as inviter_id,
    (${inviteStatusSql}) as status, ${appointmentCancelled} as cancelled,
    ${appointmentInvites.createdAt} as created_at
    ${inviteFrom} where ${appointmentInvites.id} = ${id} and ${appointmentInvites.inviteeId} = ${memberId}`,
  );
  return result[0] ?? null;
}

/** SQL: the member's open appointment invites, as a scalar subquery for the unread counts' one statement. */
export function openInviteCountSql(memberId: string | Placeholder) {
  return sql<number>`(select count(*)::int ${inviteFrom} where ${appointmentInvites.inviteeId} = ${memberId} and (${inviteStatusSql}) = 'open')`;
}

/** The member's participations: upcoming (accepted or open, not over), accepted, declined. */
export async function listParticipationsOf(
  db: DbOrTx,
  memberId: string,
  status: "upcoming" | "accepted" | "declined",
  limit: number,
  offset: number,
) {
  const filter =
    status === "upcoming"
      ? sql`p.status = 'accepted' and not ${appointmentOver} and a.cancelled_at is null`
      : sql`p.status = ${status}`;
  const from = sql`from ${participations} p ${joinAppointmentAndSeries(sql`p.appointment_id`)}
    where p.member_id = ${memberId} and a.excluded = false and ${filter}`;
  const [rows, total] = await Promise.all([
    query<{ id: string; appointment_id: string; status: Status }>(
      db,
      sql`select p.id, p.appointment_id, p.status ${from} order by a.starts_at ${status === "upcoming" ? sql`asc` : sql`desc`}, p.id limit ${limit} offset ${offset}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n ${from}`),
  ]);
  return { rows: rows, total: Number(total[0]?.n ?? 0) };
}

/** Per row: participations by status, for list presentation. */
export type RowAnswers = {
  /** The member's own answer on the row. */
  mine: Status | null;
  /** The member's invite to the row, with its status as the member sees it. */
  invite: { id: string; status: string } | null;
  accepted: number;
};

/**
 * Per row: the member's answer and invite and the row's accepted count, in one statement whatever the rows, built
 * once (the ids as one array) and planned once per connection (its custom plan cost more than running it).
 */
export async function answersByRow(db: DbOrTx, memberId: string, rowIds: string[]) {
  const map = new Map<string, RowAnswers>();
  if (rowIds.length === 0) return map;
  const rows = await preparedOn(
    db,
    "answers_by_row",
    (d, name) => {
      const member = sql.placeholder("memberId");
      return d
        .select({
          rowId: sql<string>`r.id`,
          mine: sql<Status | null>`(select ${participations.status} from ${participations}
            where ${participations.appointmentId} = r.id and ${participations.memberId} = ${member})`,
          inviteId: sql<string | null>`i.id`,
          inviteStatus: sql<string | null>`i.status`,
          accepted: sql<number>`(select count(*)::int from ${participations}
            where ${participations.appointmentId} = r.id and ${participations.status} = 'accepted')`,
        })
        .from(
          sql`unnest(${sql.placeholder("ids")}::char(24)[]) as r(id)
          left join lateral (select ${appointmentInvites.id} as id, (${inviteStatusSql}) as status ${inviteFrom}
            where ${appointmentInvites.appointmentId} = r.id and ${appointmentInvites.inviteeId} = ${member}
            order by ${appointmentInvites.id} desc limit 1) i on true`,
        )
        .prepare(name);
    },
    { plan: "generic" },
  ).execute({ ids: rowIds, memberId });
  for (const r of rows) {
    map.set(r.rowId, {
      mine: r.mine,
      invite: r.inviteId && r.inviteStatus ? { id: r.inviteId, status: r.inviteStatus } : null,
      accepted: Number(r.accepted),
    });
  }
  return map;
}

/**
 * A subquery of the appointment row ids the member is a participant of, for the calendar's access predicate and
 * lists: `attending` (invited and unanswered, or accepted) or `any` (also declined).
 */
export function participantRows(memberId: string | SQLWrapper, answers: ParticipantAnswers) {
  const attending = answers === "attending" ? sql` and ${participations.status} <> 'declined'` : sql``;
  return sql`(select ${participations.appointmentId} from ${participations} where ${participations.memberId} = ${memberId}${attending})`;
}

export async function findInvitesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(appointmentInvites).where(inArray(appointmentInvites.id, ids));
}

/** Drops the member's answers on these rows. */
export async function deleteParticipationsOf(db: DbOrTx, rowIds: string[], memberId: string) {
  if (rowIds.length === 0) return;
  await db
    .delete(participations)
    .where(and(inArray(participations.appointmentId, rowIds), eq(participations.memberId, memberId)));
}

export async function deleteParticipation(db: DbOrTx, id: string) {
  await db.delete(participations).where(eq(participations.id, id));
}

export type ParticipantPeople = {
  members: Map<string, MemberRow>;
  groups: Map<string, { id: string; name: string }>;
  roles: Map<string, { id: string; plural_name: string }>;
};

/** The members, groups and roles a page of participations refers to, in three queries. */
export async function participantPeopleOf(db: DbOrTx, rows: EffectiveParticipant[]): Promise<ParticipantPeople> {
  const memberIds = [...new Set(rows.map((r) => r.member_id))];
  const groupIds = [...new Set(rows.flatMap((r) => (r.group_id ? [r.group_id] : [])))];
  const roleIds = [...new Set(rows.flatMap((r) => (r.role_id ? [r.role_id] : [])))];
  const [memberRows, groupRows, roleRows] = await Promise.all([
    findMembersByIds(db, memberIds),
    groupNamesByIds(db, groupIds),
    roleNamesByIds(db, roleIds),
  ]);
  return {
    members: new Map(memberRows.map((m) => [m.id, m])),
    groups: new Map(groupRows.map((g) => [g.id, g])),
    roles: new Map(roleRows.map((r) => [r.id, r])),
  };
}
