import type { AppointmentInvite, InviteStatus } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { conflict, notFound } from "../../http/errors.js";
import { recurrencePatternOf, seriesTiming } from "../calendar/appointment.presenter.js";
import { appointmentsByIds } from "../calendar/appointments.repo.js";
import type { AppointmentRow } from "../calendar/calendar.schema.js";
import { isoWithOffset } from "../calendar/recurrence.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { answer, loadForParticipation, lockedError, publishInvitesChanged, scopeOf } from "./participants.service.js";
import { findInviteOf, type InviteListRow, listInvitesOf, listParticipationsOf } from "./participation.repo.js";

/** The appointment as an invite or participation row shows it. */
export function invitable(row: AppointmentRow, series: AppointmentRow | null) {
  const canceled = row.cancelledAt !== null || (series?.cancelledAt ?? null) !== null;
  const ref = row.id;
  return {
    id: ref,
    name: row.name,
    date: {
      start: isoWithOffset(row.startLocal, row.startsAt),
      end: row.endLocal && row.endsAt ? isoWithOffset(row.endLocal, row.endsAt) : null,
      all_day: row.allDay,
      time_zone: row.timeZone,
    },
    status: canceled ? ("canceled" as const) : ("active" as const),
    participation_locked: row.eventSettings.attendee_configuration.participation_locked,
    html_url: `/appointments/${ref}`,
    // An invitation to a whole series says how it repeats.
    recurrence_pattern: recurrencePatternOf(row),
  };
}

/** Whether an invite may still be answered: open, or expired on an open appointment when opting retroactively. */
export const answerable = (ctx: AppContext, status: string, cancelled: boolean) =>
  status === "open" || (status === "expired" && !cancelled && ctx.config.optRetroactively);

export async function presentInvites(ctx: AppContext, rows: InviteListRow[]): Promise<AppointmentInvite[]> {
  const appts = await appointmentsByIds(ctx.db, [
    ...rows.map((r) => r.appointment_id),
    ...rows.flatMap((r) => (r.series_id ? [r.series_id] : [])),
  ]);
  const inviterIds = [...new Set(rows.flatMap((r) => (r.inviter_id ? [r.inviter_id] : [])))];
  const inviters = await findMembersByIds(ctx.db, inviterIds);
  const inviterById = new Map(inviters.map((m) => [m.id, presentMemberSummary(m)]));
  return rows.flatMap((r) => {
    const row = appts.get(r.appointment_id);
    if (!row) return [];
    const series = r.series_id ? (appts.get(r.series_id) ?? null) : null;
    return [
      {
        id: r.id,
        invitable_type: "Appointment" as const,
        invitable: invitable(row, series),
        author: r.inviter_id ? (inviterById.get(r.inviter_id) ?? null) : null,
        status: r.status as InviteStatus,
        answerable: answerable(ctx, r.status, r.cancelled),
        created_at: new Date(r.created_at).toISOString(),
      },
    ];
  });
}

const nextLink = (path: string, params: Record<string, string | number>, page: number, total: number, limit: number) =>
  page * limit < total
    ? `${path}?${new URLSearchParams(Object.entries({ ...params, limit, page: page + 1 }).map(([k, v]): [string, string] => [k, String(v)]))}`
    : null;

export async function listAppointmentInvites(
  ctx: AppContext,
  member: MemberRow,
  q: { status: InviteStatus; limit: number; page: number },
) {
  const { rows, total } = await listInvitesOf(ctx.db, member.id, q.status, q.limit, (q.page - 1) * q.limit);
  return {
    invites: await presentInvites(ctx, rows),
    meta: { page: q.page, per_page: q.limit, total_count: total },
    next: nextLink("/api/v1/invites", { filter: "appointments", status: q.status }, q.page, total, q.limit),
  };
}

export async function listParticipations(
  ctx: AppContext,
  member: MemberRow,
  q: { status: "upcoming" | "accepted" | "declined"; limit: number; page: number },
) {
  const { rows, total } = await listParticipationsOf(ctx.db, member.id, q.status, q.limit, (q.page - 1) * q.limit);
  const appts = await appointmentsByIds(
    ctx.db,
    rows.map((r) => r.appointment_id),
  );
  const seriesIds = [...appts.values()].flatMap((a) => (a.seriesId ? [a.seriesId] : []));
  const series = await appointmentsByIds(ctx.db, seriesIds);
  return {
    participations: rows.flatMap((r) => {
      const row = appts.get(r.appointment_id);
      if (!row) return [];
      return [
        {
          id: r.id,
          status: r.status,
          appointment: invitable(row, row.seriesId ? (series.get(row.seriesId) ?? null) : null),
        },
      ];
    }),
    meta: { page: q.page, per_page: q.limit, total_count: total },
    next: nextLink("/api/v1/participations", { status: q.status }, q.page, total, q.limit),
  };
}

/**
 * POST /api/v1/invites/{id}/accept|reject for an appointment invite; null when the id is not one
 * of the member's appointment invites (the caller then tries the other invite kinds).
 */
export async function answerAppointmentInvite(ctx: AppContext, member: MemberRow, id: string, accept: boolean) {
  const invite = await findInviteOf(ctx.db, id, member.id);
  if (!invite) return null;
  if (!answerable(ctx, invite.status, invite.cancelled)) {
    throw conflict("invite_not_open", `The invitation is ${invite.status}.`);
  }
  const loaded = await loadForParticipation(ctx, member, invite.appointment_id).catch(() => {
    throw notFound();
  });
  if (loaded.attendee.participation_locked) throw lockedError();
  const r = loaded.r;
  // The invite's own row decides where the answer goes: a modified occurrence keeps it to itself.
  const scope = scopeOf(r, r.series && r.instance.row.id === invite.appointment_id ? "occurrence" : "series");
  await ctx.db.transaction((tx) =>
    answer(ctx, tx, { r, scope, memberId: member.id, status: accept ? "accepted" : "declined", enforceLimit: true }),
  );
  await publishInvitesChanged(ctx, [member.id]);
  const owner = r.series ?? r.instance.row;
  return {
    status: accept ? ("accepted" as const) : ("declined" as const),
    redirect: seriesTiming(owner) && !r.series ? `/appointments/${owner.id}` : `/appointments/${invite.appointment_id}`,
  };
}
