import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/client.js";
import { AppError, conflict, forbidden, notFound } from "../../http/errors.js";
import { type MemberRow, members } from "../members/members.schema.js";
import type { LoadedGroup } from "./group-access.js";
import { groupInvites, groupMemberships } from "./groups.schema.js";

/** Join directly when the group is open, otherwise ask its administrators (in_moderation). */
export async function joinGroup(ctx: AppContext, g: LoadedGroup): Promise<"member" | "in_moderation"> {
  if (g.membership?.status === "in_moderation") throw conflict("already_requested", "You already asked to join.");
  if (g.membership?.status === "member") throw conflict("already_member", "You are already a member.");
  if (g.membership?.status === "invited")
    throw conflict("invited", "You are invited to this group: accept the invitation to join.");
  const status = g.can.join ? ("member" as const) : g.can.join_moderated ? ("in_moderation" as const) : null;
  if (!status) throw forbidden("You may not join this group.");
  await ctx.db
    .insert(groupMemberships)
    .values({ groupId: g.group.id, memberId: g.member.id, status })
    .onConflictDoUpdate({
      target: [groupMemberships.groupId, groupMemberships.memberId],
      set: { status, isAdmin: false, rejectionMessage: null, createdAt: sql`now()` },
    });
  if (status === "in_moderation") await notifyAdmins(ctx, g, `${displayName(g.member)} asks to join ${g.group.name}.`);
  return status;
}

/** Leave a group (not as its last administrator) or withdraw an open request. */
export async function leaveGroup(db: Db, g: LoadedGroup) {
  const status = g.membership?.status;
  if (status === "in_moderation") {
    await deleteMembership(db, g.group.id, g.member.id);
    return;
  }
  if (status !== "member") throw conflict("not_member", "You are not a member of this group.");
  if (!g.can.leave) throw new AppError(403, "last_admin", "The last administrator cannot leave the group.");
  await deleteMembership(db, g.group.id, g.member.id);
}

async function deleteMembership(db: Db, groupId: string, memberId: string) {
  await db
    .delete(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.memberId, memberId)));
}

async function pendingRequest(db: Db, groupId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.id, requestId),
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.status, "in_moderation"),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function approveJoinRequest(ctx: AppContext, g: LoadedGroup, requestId: string) {
  const request = await pendingRequest(ctx.db, g.group.id, requestId);
  await ctx.db.update(groupMemberships).set({ status: "member" }).where(eq(groupMemberships.id, request.id));
  await mailMember(
    ctx,
    request.memberId,
    `Welcome to ${g.group.name}`,
    `Your request to join ${g.group.name} was approved.`,
  );
}

export async function rejectJoinRequest(ctx: AppContext, g: LoadedGroup, requestId: string, message: string) {
  const request = await pendingRequest(ctx.db, g.group.id, requestId);
  await ctx.db
    .update(groupMemberships)
    .set({ status: "rejected", rejectionMessage: message || null })
    .where(eq(groupMemberships.id, request.id));
  const text = `Your request to join ${g.group.name} was declined.${message ? `\n\n${message}` : ""}`;
  await mailMember(ctx, request.memberId, `Your request to join ${g.group.name}`, text);
}

/** Favourite and subscription belong to a membership: only members have them. */
export async function setMembershipFlag(db: Db, g: LoadedGroup, flag: "favorited" | "subscribed", value: boolean) {
  if (g.membership?.status !== "member") throw forbidden("Only members can do this.");
  await db
    .update(groupMemberships)
    .set(flag === "favorited" ? { favorited: value } : { subscribed: value })
    .where(eq(groupMemberships.id, g.membership.id));
}

const displayName = (m: Pick<MemberRow, "firstName" | "lastName">) => `${m.firstName} ${m.lastName}`.trim();

async function mailMember(ctx: AppContext, memberId: string, subject: string, text: string) {
  const [m] = await ctx.db.select({ email: members.email }).from(members).where(eq(members.id, memberId)).limit(1);
  if (m) await ctx.mailer.send({ to: m.email, subject, text });
}

async function notifyAdmins(ctx: AppContext, g: LoadedGroup, text: string) {
  const admins = await ctx.db
    .select({ email: members.email })
    .from(groupMemberships)
    .innerJoin(members, eq(members.id, groupMemberships.memberId))
    .where(
      and(
        eq(groupMemberships.groupId, g.group.id),
        eq(groupMemberships.status, "member"),
        eq(groupMemberships.isAdmin, true),
      ),
    );
  for (const a of admins) await ctx.mailer.send({ to: a.email, subject: `Join request for ${g.group.name}`, text });
}

/** Invites are answered by their invitee only. */
export async function answerInvite(db: Db, member: MemberRow, inviteId: string, accept: boolean) {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(groupInvites)
      .where(and(eq(groupInvites.id, inviteId), eq(groupInvites.inviteeId, member.id)))
      .limit(1);
    if (!invite) throw notFound();
    if (invite.status !== "open") throw conflict("invite_answered", "This invitation was already answered.");
    await tx
      .update(groupInvites)
      .set({ status: accept ? "accepted" : "declined", respondedAt: new Date() })
      .where(eq(groupInvites.id, invite.id));
    const where = and(eq(groupMemberships.groupId, invite.groupId), eq(groupMemberships.memberId, member.id));
    const [membership] = await tx.select().from(groupMemberships).where(where).limit(1);
    if (membership?.status === "member") return invite;
    if (accept) {
      await tx
        .insert(groupMemberships)
        .values({ groupId: invite.groupId, memberId: member.id, status: "member" })
        .onConflictDoUpdate({
          target: [groupMemberships.groupId, groupMemberships.memberId],
          set: { status: "member", isAdmin: false, rejectionMessage: null },
        });
    } else if (membership?.status === "invited") {
      // Other open invitations into the same group keep the membership invited.
      const [other] = await tx
        .select({ id: groupInvites.id })
        .from(groupInvites)
        .where(
          and(
            eq(groupInvites.groupId, invite.groupId),
            eq(groupInvites.inviteeId, member.id),
            eq(groupInvites.status, "open"),
          ),
        )
        .limit(1);
      if (!other) await tx.delete(groupMemberships).where(where);
    }
    return invite;
  });
}
