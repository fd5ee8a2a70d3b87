import type { AppContext } from "../../context.js";
import type { Db } from "../../db/client.js";
import { AppError, conflict, forbidden, notFound } from "../../http/errors.js";
import { mailSender, sendMail } from "../mail/send-mail.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import type { LoadedGroup } from "./group-access.js";
import { activeAdminIdsOf } from "./group-notifications.access.js";
import { isActiveMember } from "./groups.access.js";
import { joinApprovedMail, joinRejectedMail, joinRequestMail } from "./groups.mails.js";
import { findGroupById, findMembership } from "./groups.repo.js";
import { answerInviteRow, findInviteTo, hasOpenInvite } from "./invites.repo.js";
import { recordMembershipAudit } from "./membership-audit.js";
import {
  adminRecipientsOf,
  deleteMembership,
  findJoinRequest,
  updateMembership,
  upsertMembership,
} from "./memberships.repo.js";

/** Join directly when the group is open, otherwise ask its administrators (in_moderation). */
export async function joinGroup(ctx: AppContext, g: LoadedGroup): Promise<"member" | "in_moderation"> {
  if (g.membership?.status === "in_moderation") throw conflict("already_requested", "You already asked to join.");
  if (isActiveMember(g.membership)) throw conflict("already_member", "You are already a member.");
  if (g.membership?.status === "invited")
    throw conflict("invited", "You are invited to this group: accept the invitation to join.");
  const status = g.can.join ? ("member" as const) : g.can.join_moderated ? ("in_moderation" as const) : null;
  if (!status) throw forbidden("You may not join this group.");
  const told = await ctx.db.transaction(async (tx) => {
    await upsertMembership(
      tx,
      { groupId: g.group.id, memberId: g.member.id, status },
      { isAdmin: false, rejectionMessage: null, renewCreatedAt: true },
    );
    if (status !== "in_moderation") {
      await recordMembershipAudit(tx, "GroupJoin", g.group, g.member.id, g.member.id, "open");
      return null;
    }
    // The administrators' notification "Ben asks to join", one per requester.
    return ctx.modules.notifier.notify(tx, ctx, {
      kind: "group_join_request",
      subjectId: g.group.id,
      key: g.member.id,
      actorId: g.member.id,
      recipientIds: await activeAdminIdsOf(tx, g.group.id),
    });
  });
  await told?.();
  if (status === "in_moderation") await notifyAdmins(ctx, g);
  return status;
}

/** Leave a group (not as its last administrator) or withdraw an open request. */
export async function leaveGroup(ctx: AppContext, g: LoadedGroup) {
  const db = ctx.db;
  const status = g.membership?.status;
  if (status === "in_moderation") {
    await db.transaction(async (tx) => {
      await deleteMembership(tx, g.group.id, g.member.id);
      // The administrators' counts fall on their next refresh (no context here to tell their tabs).
      await ctx.modules.notifier.withdraw(tx, {
        kind: "group_join_request",
        subjectIds: [g.group.id],
        key: g.member.id,
      });
    });
    return;
  }
  if (!isActiveMember(g.membership)) throw conflict("not_member", "You are not a member of this group.");
  if (!g.can.leave) throw new AppError(403, "last_admin", "The last administrator cannot leave the group.");
  await db.transaction(async (tx) => {
    await deleteMembership(tx, g.group.id, g.member.id);
    await recordMembershipAudit(tx, "GroupLeave", g.group, g.member.id, g.member.id, "leave");
  });
}

async function pendingRequest(db: Db, groupId: string, requestId: string) {
  const row = await findJoinRequest(db, groupId, requestId);
  if (!row) throw notFound();
  return row;
}

/**
 * A request handled: the administrators' notifications of it go, the requester is told (approved or declined),
 * in the transaction that handles it.
 */
async function handleRequest(
  ctx: AppContext,
  g: LoadedGroup,
  request: { id: string; memberId: string },
  set: Parameters<typeof updateMembership>[2],
) {
  const approved = set.status === "member";
  const { admins, told } = await ctx.db.transaction(async (tx) => {
    await updateMembership(tx, request.id, set);
    if (approved) await recordMembershipAudit(tx, "GroupJoin", g.group, request.memberId, g.member.id, "approved");
    const admins = await ctx.modules.notifier.withdraw(tx, {
      kind: "group_join_request",
      subjectIds: [g.group.id],
      key: request.memberId,
    });
    const told = await ctx.modules.notifier.notify(tx, ctx, {
      kind: approved ? "group_join_approved" : "group_join_declined",
      subjectId: g.group.id,
      actorId: g.member.id,
      recipientIds: [request.memberId],
    });
    return { admins, told };
  });
  await ctx.modules.notifier.unreadsChanged(ctx, admins);
  await told();
}

export async function approveJoinRequest(ctx: AppContext, g: LoadedGroup, requestId: string) {
  const request = await pendingRequest(ctx.db, g.group.id, requestId);
  await handleRequest(ctx, g, request, { status: "member" });
  const m = await findMemberById(ctx.db, request.memberId);
  if (m)
    await sendMail(ctx, { ...m, member: true }, joinApprovedMail, {
      group: g.group.name,
      link: `${ctx.config.publicUrl}/groups/${g.group.slug}`,
    });
}

export async function rejectJoinRequest(ctx: AppContext, g: LoadedGroup, requestId: string, message: string) {
  const request = await pendingRequest(ctx.db, g.group.id, requestId);
  await handleRequest(ctx, g, request, { status: "rejected", rejectionMessage: message || null });
  const m = await findMemberById(ctx.db, request.memberId);
  if (m)
    await sendMail(ctx, { ...m, member: true }, joinRejectedMail, { group: g.group.name, message: message || null });
}

/** Favourite and subscription belong to a membership: only members have them. */
export async function setMembershipFlag(db: Db, g: LoadedGroup, flag: "favorited" | "subscribed", value: boolean) {
  if (!isActiveMember(g.membership)) throw forbidden("Only members can do this.");
  await updateMembership(db, g.membership.id, flag === "favorited" ? { favorited: value } : { subscribed: value });
}

const displayName = (m: Pick<MemberRow, "firstName" | "lastName">) => `${m.firstName} ${m.lastName}`.trim();

async function notifyAdmins(ctx: AppContext, g: LoadedGroup) {
  const send = await mailSender(ctx);
  const props = {
    member: displayName(g.member),
    group: g.group.name,
    link: `${ctx.config.publicUrl}/groups/${g.group.slug}/administration/join_requests`,
  };
  for (const admin of await adminRecipientsOf(ctx.db, g.group.id))
    await send({ ...admin, member: true }, joinRequestMail, props);
}

/** Invites are answered by their invitee only. */
export async function answerInvite(ctx: AppContext, member: MemberRow, inviteId: string, accept: boolean) {
  return ctx.db.transaction(async (tx) => {
    const invite = await findInviteTo(tx, inviteId, member.id);
    if (!invite) throw notFound();
    if (invite.status !== "open") throw conflict("invite_answered", "This invitation was already answered.");
    await answerInviteRow(tx, invite.id, accept);
    // The invitee's own tab refreshes its counts after answering.
    await ctx.modules.notifier.settle(tx, {
      kind: "group_invite",
      subjectIds: [invite.groupId],
      recipientId: member.id,
    });
    const membership = await findMembership(tx, invite.groupId, member.id);
    if (isActiveMember(membership)) return invite;
    if (accept) {
      await upsertMembership(
        tx,
        { groupId: invite.groupId, memberId: member.id, status: "member" },
        { isAdmin: false, rejectionMessage: null },
      );
      const group = await findGroupById(tx, invite.groupId);
      if (group) await recordMembershipAudit(tx, "GroupJoin", group, member.id, member.id, "invite");
    } else if (membership?.status === "invited") {
      // Other open invitations into the same group keep the membership invited.
      if (!(await hasOpenInvite(tx, invite.groupId, member.id))) await deleteMembership(tx, invite.groupId, member.id);
    }
    return invite;
  });
}
