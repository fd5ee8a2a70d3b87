import { eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { appointments } from "../calendar/calendar.schema.js";
import { isoWithOffset, occurrenceId } from "../calendar/recurrence.js";
import { members } from "../members/members.schema.js";
import { afterAdding, CHANGED_JOB, EXPAND_JOB, type ExpandJob, NOTIFY_JOB } from "./participants.service.js";
import { addParticipants, effectiveParticipants, membersOf } from "./participation.repo.js";
import { appointmentInvites } from "./participation.schema.js";

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
      const result = await ctx.db.transaction((tx) =>
        addParticipants(tx, {
          appointmentId: job.appointmentId,
          memberIds: ids.slice(i, i + CHUNK),
          status: job.status,
          inviterId: job.inviterId,
          via: source,
        }),
      );
      await afterAdding(ctx, result.added, result.invites, job.notify);
    }
  }
}

/** One mail per invite, with links that answer it from the invites page. */
async function notify(ctx: AppContext, job: { inviteIds: string[] }) {
  if (job.inviteIds.length === 0) return;
  const rows = await ctx.db
    .select({ invite: appointmentInvites, appointment: appointments, invitee: members })
    .from(appointmentInvites)
    .innerJoin(appointments, eq(appointments.id, appointmentInvites.appointmentId))
    .innerJoin(members, eq(members.id, appointmentInvites.inviteeId))
    .where(inArray(appointmentInvites.id, job.inviteIds));
  const inviterIds = [...new Set(rows.flatMap((r) => (r.invite.inviterId ? [r.invite.inviterId] : [])))];
  const inviters = inviterIds.length ? await ctx.db.select().from(members).where(inArray(members.id, inviterIds)) : [];
  const inviterName = new Map(inviters.map((m) => [m.id, `${m.firstName} ${m.lastName}`.trim()]));
  const base = ctx.config.publicUrl;
  for (const { invite, appointment, invitee } of rows) {
    if (invite.status !== "open" || invitee.lockedAt) continue;
    const who = invite.inviterId ? (inviterName.get(invite.inviterId) ?? "Someone") : "Someone";
    const when = isoWithOffset(appointment.startLocal, appointment.startsAt).replace("T", " ").slice(0, 16);
    await ctx.mailer.send({
      to: invitee.email,
      subject: `Invitation: ${appointment.name}`,
      text: [
        `${who} invites you to "${appointment.name}" on ${when} (${appointment.timeZone}).`,
        "",
        `Accept: ${base}/appointments/invites?invite=${invite.id}&answer=accept`,
        `Decline: ${base}/appointments/invites?invite=${invite.id}&answer=reject`,
        `Details: ${base}/appointments/${appointment.id}`,
      ].join("\n"),
    });
  }
}

/** Tells the participants who have not declined that the appointment changed. */
async function changed(ctx: AppContext, job: { rows: string[]; authorId: string }) {
  const [row] = await ctx.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, job.rows[0] ?? ""));
  if (!row) return;
  const scope = { target: row.id, rows: job.rows };
  const parts = (await effectiveParticipants(ctx.db, scope)).filter((p) => p.status !== "declined");
  const ids = parts.map((p) => p.member_id).filter((id) => id !== job.authorId);
  if (ids.length === 0) return;
  const recipients = await ctx.db.select().from(members).where(inArray(members.id, ids));
  const when = isoWithOffset(row.startLocal, row.startsAt).replace("T", " ").slice(0, 16);
  const ref = row.seriesId && row.originalStartsAt ? occurrenceId(row.seriesId, row.originalStartsAt) : row.id;
  const link = `${ctx.config.publicUrl}/appointments/${ref}`;
  for (const m of recipients) {
    if (m.lockedAt) continue;
    await ctx.mailer.send({
      to: m.email,
      subject: `Changed: ${row.name}`,
      text: `"${row.name}" was changed. It now takes place on ${when} (${row.timeZone}).\n\nDetails: ${link}`,
    });
  }
}

export function registerParticipationJobs(ctx: AppContext) {
  ctx.jobs.register<{ rows: string[]; authorId: string }>(CHANGED_JOB, (job) => changed(ctx, job));
  ctx.jobs.register<ExpandJob>(EXPAND_JOB, (job) => expand(ctx, job));
  ctx.jobs.register<{ inviteIds: string[] }>(NOTIFY_JOB, (job) => notify(ctx, job));
}
