import type { ApplyTo, ParticipationStatus, participantAddPayload } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, conflict, forbidden, invalid, notFound } from "../../http/errors.js";
import { instancePast, seriesTiming } from "../calendar/appointment.presenter.js";
import { abilitiesOf, resolveAppointment } from "../calendar/appointment-lookup.service.js";
import type { AppointmentRow } from "../calendar/calendar.schema.js";
import { memberListGroupIds, roleHoldersVisibleIds, visibleGroupIds } from "../groups/groups.access.js";
import { findUnlockedMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { participationCan } from "./participation.policy.js";
import { presentParticipants } from "./participation.presenter.js";
import {
  addParticipants,
  answerInvites,
  deleteParticipation,
  deleteParticipationsOf,
  type EffectiveParticipant,
  effectiveOf,
  effectiveParticipants,
  findParticipation,
  lockAppointment,
  obsoleteInvite,
  participantPeopleOf,
  type Scope,
  statusCounts,
  upsertParticipation,
} from "./participation.repo.js";
import { bookingOf } from "./rooms.repo.js";
import { videoProvider } from "./video-provider.js";

export type Resolved = Awaited<ReturnType<typeof resolveAppointment>>;

const isModified = (r: Resolved) => r.series !== null && r.instance.row.id !== r.series.id;

/**
 * The rows whose answers apply to the resolved instance (most specific first) and the row an answer
 * is written to: a modified occurrence's own row unless apply_to is series; a plain occurrence
 * answers for its series.
 */
export function scopeOf(r: Resolved, applyTo?: ApplyTo): Scope {
  if (r.series && isModified(r)) {
    return { target: applyTo === "series" ? r.series.id : r.instance.row.id, rows: [r.instance.row.id, r.series.id] };
  }
  const id = (r.series ?? r.instance.row).id;
  return { target: id, rows: [id] };
}

/** The part of a scope that applies from its target on (the series alone when answering for it). */
const fromTarget = (s: Scope): Scope => ({ target: s.target, rows: s.rows.slice(s.rows.indexOf(s.target)) });

const settingsOf = (row: AppointmentRow) => row.eventSettings.attendee_configuration;

/** Loads the appointment and the member's abilities on it, participation included. */
export async function loadForParticipation(
  ctx: AppContext,
  member: MemberRow,
  ref: string,
  memo?: Map<string, unknown>,
) {
  const r = await resolveAppointment(ctx, member, ref, memo);
  const { can } = abilitiesOf(r);
  const scope = scopeOf(r);
  const mine = await effectiveOf(ctx.db, scope, member.id);
  const attendee = settingsOf(r.instance.row);
  const canceled = r.instance.row.cancelledAt !== null || (r.series?.cancelledAt ?? null) !== null;
  const booking =
    isModified(r) || r.series || seriesTiming(r.instance.row) ? null : await bookingOf(ctx.db, r.instance.row.id);
  const refined = participationCan(can, {
    canceled,
    past: instancePast(r.instance, new Date(), member.timeZone),
    locked: attendee.participation_locked,
    userCanOpt: attendee.user_can_opt,
    showToAdminsOnly: attendee.show_participants_to_admins_only,
    mine: mine?.status ?? null,
    optRetroactively: ctx.config.optRetroactively,
    videoMeetings: videoProvider(ctx.config) !== null,
    hasMeeting: booking !== null,
  });
  return { r, can: refined, scope, mine, attendee, canceled, booking };
}

/**
 * Writes one member's answer under a lock on the series or appointment row, so the attendee limit
 * holds when answers race: the count is read after the lock, inside the same transaction.
 */
export async function answer(
  ctx: AppContext,
  tx: DbOrTx,
  opts: { r: Resolved; scope: Scope; memberId: string; status: ParticipationStatus; enforceLimit: boolean },
) {
  const { r, scope, memberId, status } = opts;
  await lockAppointment(tx, (r.series ?? r.instance.row).id);
  const counting = fromTarget(scope);
  const targetRow = scope.target === r.instance.row.id ? r.instance.row : (r.series ?? r.instance.row);
  const attendee = settingsOf(targetRow);
  if (status === "accepted" && opts.enforceLimit && attendee.total_attendees_enforced && attendee.total !== null) {
    const current = await effectiveOf(tx, counting, memberId);
    if (current?.status !== "accepted") {
      const counts = await statusCounts(tx, counting);
      if (counts.accepted >= attendee.total) {
        throw conflict("attendee_limit_reached", "The maximum number of attendees has been reached.");
      }
    }
  }
  const row = await upsertParticipation(tx, scope.target, memberId, status);
  // Answering for the series drops the occurrence's own answer so the series' one shows through.
  const others = scope.rows.filter(
    (id) => id !== scope.target && scope.rows.indexOf(id) < scope.rows.indexOf(scope.target),
  );
  if (others.length) {
    await deleteParticipationsOf(tx, others, memberId);
  }
  // Invites of the rows this answer covers: the target and the more specific rows it replaces.
  const covered = scope.rows.slice(0, scope.rows.indexOf(scope.target) + 1);
  if (status !== "open") {
    await answerInvites(tx, covered, memberId, status);
    await ctx.modules.notifier.settle(tx, { kind: "appointment_invite", subjectIds: covered, recipientId: memberId });
  }
  return row;
}

export const lockedError = () => conflict("participation_locked", "Participation is locked.");

/** PUT …/participants/{id|me}: a member answers for themselves, a manager sets anyone's status. */
export async function setParticipantStatus(
  ctx: AppContext,
  member: MemberRow,
  ref: string,
  participationId: string,
  status: ParticipationStatus,
  applyTo: ApplyTo | undefined,
  memo?: Map<string, unknown>,
) {
  const loaded = await loadForParticipation(ctx, member, ref, memo);
  const { r, can } = loaded;
  const scope = scopeOf(r, applyTo);
  let memberId = member.id;
  if (participationId !== "me") {
    const p = await findParticipation(ctx.db, participationId);
    if (!p || !scope.rows.includes(p.appointmentId)) throw notFound();
    if (p.memberId !== member.id) {
      if (!can.update_participants) throw forbidden("You may not answer for someone else.");
      memberId = p.memberId;
    }
  }
  const self = memberId === member.id;
  if (self && !can.opt && !can.update_participants) {
    if (loaded.attendee.participation_locked) throw lockedError();
    throw forbidden("You may not answer this appointment.");
  }
  if (self && !can.update_participants && loaded.attendee.participation_locked) throw lockedError();
  const row = await ctx.db.transaction((tx) => answer(ctx, tx, { r, scope, memberId, status, enforceLimit: true }));
  await publishInvitesChanged(ctx, [memberId]);
  return row;
}

export async function removeParticipant(
  ctx: AppContext,
  member: MemberRow,
  ref: string,
  participationId: string,
  memo?: Map<string, unknown>,
) {
  const { r, can } = await loadForParticipation(ctx, member, ref, memo);
  if (!can.update_participants) throw forbidden();
  const scope = scopeOf(r);
  const p = await findParticipation(ctx.db, participationId);
  if (!p || !scope.rows.includes(p.appointmentId)) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await deleteParticipation(tx, p.id);
    await obsoleteInvite(tx, p.appointmentId, p.memberId);
    await ctx.modules.notifier.withdraw(tx, {
      kind: "appointment_invite",
      subjectIds: [p.appointmentId],
      recipientId: p.memberId,
    });
  });
  await publishInvitesChanged(ctx, [p.memberId]);
}

type AddInput = z.output<typeof participantAddPayload>;

export const EXPAND_JOB = "participation.expand";
export const NOTIFY_JOB = "participation.notify";
export const CHANGED_JOB = "participation.changed";

export type ExpandJob = {
  appointmentId: string;
  inviterId: string;
  status: ParticipationStatus;
  groupIds: string[];
  roleIds: string[];
  includeExternal: boolean;
  notify: boolean;
};

/** Checks that every member, group and role exists and that the adder may see each group. */
export async function checkTargets(db: DbOrTx, member: MemberRow, p: AddInput["participant"]) {
  const memberIds = [...new Set(p.membership_ids)];
  if (memberIds.length) {
    const found = await findUnlockedMembersByIds(db, memberIds);
    if (found.length !== memberIds.length) throw invalid({ membership_ids: ["contains unknown members"] });
  }
  const groupIds = [...new Set(p.group_ids)];
  if (groupIds.length) {
    const visible = await visibleGroupIds(db, member, groupIds);
    if (visible.size !== groupIds.length) throw invalid({ group_ids: ["contains unknown groups"] });
    // Adding a group lists its members as participants: only a group whose members the adder may see.
    const listable = await memberListGroupIds(db, member, groupIds);
    if (listable.size !== groupIds.length) throw invalid({ group_ids: ["contains groups you are not a member of"] });
  }
  const roleIds = [...new Set(p.membership_role_ids)];
  if (roleIds.length) {
    const visible = await roleHoldersVisibleIds(db, member, roleIds);
    if (visible.size !== roleIds.length) throw invalid({ membership_role_ids: ["contains unknown roles"] });
  }
  return { memberIds, groupIds, roleIds };
}

/**
 * POST …/participants: members are added in the request; groups and roles, which can hold thousands
 * of members, are expanded by a job so the request time does not grow with their size.
 */
export async function addParticipantsTo(
  ctx: AppContext,
  member: MemberRow,
  ref: string,
  input: AddInput,
  memo?: Map<string, unknown>,
) {
  const { r, can } = await loadForParticipation(ctx, member, ref, memo);
  if (!can.update_participants) throw forbidden("You may not manage the participants.");
  const p = input.participant;
  const targets = await checkTargets(ctx.db, member, p);
  if (!targets.memberIds.length && !targets.groupIds.length && !targets.roleIds.length) {
    throw invalid({ participant: ["choose members, groups or roles"] });
  }
  const scope = scopeOf(r, input.apply_to);
  const result = await ctx.db.transaction(async (tx) => {
    await lockAppointment(tx, (r.series ?? r.instance.row).id);
    const added = await addParticipants(tx, {
      appointmentId: scope.target,
      memberIds: targets.memberIds,
      status: p.status,
      inviterId: member.id,
      via: { type: "member", id: null },
    });
    await notifyInvitees(tx, ctx, scope.target, member.id, added.invites);
    return added;
  });
  await afterAdding(ctx, result.added, result.invites, p.send_email_notification);
  if (targets.groupIds.length || targets.roleIds.length) {
    await ctx.jobs.send<ExpandJob>(EXPAND_JOB, {
      appointmentId: scope.target,
      inviterId: member.id,
      status: p.status,
      groupIds: targets.groupIds,
      roleIds: targets.roleIds,
      includeExternal: p.invite_consumers,
      notify: p.send_email_notification,
    });
  }
  return { members: targets.memberIds.length, groups: targets.groupIds.length, roles: targets.roleIds.length };
}

/**
 * The invitees' notifications "Anna invited you to …", in the transaction that invites them. afterAdding tells
 * their tabs after commit (unreads_changed refreshes every count), so the notifier's own telling is not needed.
 */
export async function notifyInvitees(
  tx: DbOrTx,
  ctx: AppContext,
  appointmentId: string,
  inviterId: string,
  invites: { memberId: string }[],
) {
  if (invites.length === 0) return;
  await ctx.modules.notifier.notify(tx, ctx, {
    kind: "appointment_invite",
    subjectId: appointmentId,
    actorId: inviterId,
    recipientIds: invites.map((i) => i.memberId),
  });
}

/** Tells open tabs to refresh counts and queues the invitation mails. */
export async function afterAdding(
  ctx: AppContext,
  added: string[],
  invites: { id: string; memberId: string }[],
  notify: boolean,
) {
  if (invites.length)
    await publishInvitesChanged(
      ctx,
      invites.map((i) => i.memberId),
    );
  if (notify && invites.length) {
    for (let i = 0; i < invites.length; i += 200) {
      await ctx.jobs.send(NOTIFY_JOB, { inviteIds: invites.slice(i, i + 200).map((x) => x.id) });
    }
  }
  return added.length;
}

export async function publishInvitesChanged(ctx: AppContext, memberIds: string[]) {
  for (const id of new Set(memberIds)) {
    await ctx.realtime.publish(`member:${id}`, "unreads_changed", { feature: "Calendars" });
  }
}

/** Refuses what the network does not offer; used by routes whose feature is off. */
export const featureOff = (what: string) => new AppError(404, "not_found", `${what} is not available.`);

/** Participations as the API shows them, with their members, groups and roles loaded for the whole page. */
export async function presentedParticipants(db: DbOrTx, rows: EffectiveParticipant[]) {
  return presentParticipants(rows, await participantPeopleOf(db, rows));
}

/** A page of the appointment's participants (of one status, when asked) with the counts per status; administrators only. */
export async function participantsPage(
  ctx: AppContext,
  member: MemberRow,
  ref: string,
  q: { status?: ParticipationStatus | undefined; page: number; limit: number },
  memo?: Map<string, unknown>,
) {
  const { can, scope } = await loadForParticipation(ctx, member, ref, memo);
  if (!can.show_attendees) throw forbidden("Only administrators may see the participants.");
  const [rows, counts] = await Promise.all([
    effectiveParticipants(ctx.db, scope, { status: q.status, limit: q.limit, offset: (q.page - 1) * q.limit }),
    statusCounts(ctx.db, scope),
  ]);
  const total = q.status ? counts[q.status] : counts.accepted + counts.declined + counts.open;
  return {
    participants: await presentedParticipants(ctx.db, rows),
    meta: {
      page: q.page,
      per_page: q.limit,
      total_count: total,
      total_pages: Math.max(1, Math.ceil(total / q.limit)),
    },
    counts,
  };
}
