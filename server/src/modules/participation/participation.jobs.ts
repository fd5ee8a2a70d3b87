import type { AppContext } from "../../context.js";
import { appointmentsByIds, findAppointment } from "../calendar/appointments.repo.js";
import { isoWithOffset, occurrenceId } from "../calendar/recurrence.js";
import { mailSender } from "../mail/send-mail.js";
import { findMembersByIds } from "../members/members.repo.js";
import {
  afterAdding,
  CHANGED_JOB,
  EXPAND_JOB,
  type ExpandJob,
  NOTIFY_JOB,
  notifyInvitees,
} from "./participants.service.js";
import { appointmentChangedMail, appointmentInviteMail } from "./participation.mails.js";
import { addParticipants, effectiveParticipants, findInvitesByIds, membersOf } from "./participation.repo.js";

const CHUNK = 500;

/** Adds the members of groups and roles in chunks, then notifies them. */
async function expand(ctx: AppContext, job: ExpandJob) {
  const sources = [
    ...job.groupIds.map((id) => ({ type: "group" as const, id })),
    ...job.roleIds.map((id) => ({ type: "role" as const, id })),
  ];
  for (const source of sources) {
    const ids = await membersOf(ctx.db, {
      groupId: source.type === "group" ? source.id : undefined,
      roleId: source.type === "role" ? source.id : undefined,
      includeExternal: job.includeExternal,
    });
    for (let i = 0; i < ids.length; i += CHUNK) {
      const result = await ctx.db.transaction(async (tx) => {
        const added = await addParticipants(tx, {
          appointmentId: job.appointmentId,
          memberIds: ids.slice(i, i + CHUNK),
          status: job.status,
          inviterId: job.inviterId,
          via: source,
        });
        await notifyInvitees(tx, ctx, job.appointmentId, job.inviterId, added.invites);
        return added;
      });
      await afterAdding(ctx, result.added, result.invites, job.notify);
    }
  }
}

/** One mail per invite, with links that answer it from the invites page. */
async function notify(ctx: AppContext, job: { inviteIds: string[] }) {
  if (job.inviteIds.length === 0) return;
  const invites = await findInvitesByIds(ctx.db, job.inviteIds);
  const appointmentById = await appointmentsByIds(
    ctx.db,
    invites.map((i) => i.appointmentId),
  );
  // Invitees and inviters in one query.
  const people = await findMembersByIds(ctx.db, [
    ...new Set(invites.flatMap((i) => (i.inviterId ? [i.inviteeId, i.inviterId] : [i.inviteeId]))),
  ]);
  const memberById = new Map(people.map((m) => [m.id, m]));
  const inviterName = new Map(people.map((m) => [m.id, `${m.firstName} ${m.lastName}`.trim()]));
  const base = ctx.config.publicUrl;
  const send = await mailSender(ctx);
  for (const invite of invites) {
    const appointment = appointmentById.get(invite.appointmentId);
    const invitee = memberById.get(invite.inviteeId);
    if (!appointment || !invitee) continue;
    if (invite.status !== "open" || invitee.lockedAt) continue;
    await send({ ...invitee, member: true }, appointmentInviteMail, {
      name: appointment.name,
      startsAt: isoWithOffset(appointment.startLocal, appointment.startsAt),
      timeZone: appointment.timeZone,
      inviter: (invite.inviterId && inviterName.get(invite.inviterId)) || null,
      acceptUrl: `${base}/appointments/invites?invite=${invite.id}&answer=accept`,
      declineUrl: `${base}/appointments/invites?invite=${invite.id}&answer=reject`,
      detailsUrl: `${base}/appointments/${appointment.id}`,
    });
  }
}

/** Tells the participants who have not declined that the appointment changed. */
async function changed(ctx: AppContext, job: { rows: string[]; authorId: string }) {
  const row = await findAppointment(ctx.db, job.rows[0] ?? "");
  if (!row) return;
  const scope = { target: row.id, rows: job.rows };
  const parts = (await effectiveParticipants(ctx.db, scope)).filter((p) => p.status !== "declined");
  const ids = parts.map((p) => p.member_id).filter((id) => id !== job.authorId);
  if (ids.length === 0) return;
  const recipients = await findMembersByIds(ctx.db, ids);
  const ref = row.seriesId && row.originalStartsAt ? occurrenceId(row.seriesId, row.originalStartsAt) : row.id;
  const link = `${ctx.config.publicUrl}/appointments/${ref}`;
  const send = await mailSender(ctx);
  const startsAt = isoWithOffset(row.startLocal, row.startsAt);
  const props = { name: row.name, startsAt, timeZone: row.timeZone, detailsUrl: link };
  for (const m of recipients) {
    if (m.lockedAt) continue;
    await send({ ...m, member: true }, appointmentChangedMail, props);
  }
}

export function registerParticipationJobs(ctx: AppContext) {
  ctx.jobs.register<{ rows: string[]; authorId: string }>(CHANGED_JOB, (job) => changed(ctx, job));
  ctx.jobs.register<ExpandJob>(EXPAND_JOB, (job) => expand(ctx, job), { batch: 1 });
  ctx.jobs.register<{ inviteIds: string[] }>(NOTIFY_JOB, (job) => notify(ctx, job));
}
