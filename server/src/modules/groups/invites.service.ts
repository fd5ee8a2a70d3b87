import type { MembershipInvitesBody } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { mailSender } from "../mail/send-mail.js";
import { findUnlockedMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import type { AfterCommit } from "../module.js";
import { groupCan } from "./group.policy.js";
import { canInvite } from "./group-access.js";
import { ACTIVE_MEMBERSHIP, readableGroupIds, visibleGroupIds } from "./groups.access.js";
import { groupInviteMail } from "./groups.mails.js";
import { countsOf, findGroupsByIds, membershipsOf } from "./groups.repo.js";
import type { GroupRow } from "./groups.schema.js";
import { insertInvite } from "./invites.repo.js";
import { membershipsAmong, upsertMembership } from "./memberships.repo.js";

/**
 * Invites members into groups. Every group must be one the inviter may invite to (a group they
 * may not see is "not found"); members already in a group or already invited are skipped.
 */
export async function inviteMembers(
  ctx: AppContext,
  inviter: MemberRow,
  scopeGroup: GroupRow | null,
  input: MembershipInvitesBody["membership_invites"],
): Promise<number> {
  const groupIds = [...new Set([...(scopeGroup ? [scopeGroup.id] : []), ...input.group_ids])];
  if (groupIds.length === 0) throw invalid({ group_ids: ["required"] });
  const targetGroups = await findGroupsByIds(ctx.db, groupIds);
  const mine = await membershipsOf(ctx.db, inviter.id, groupIds);
  const counts = await countsOf(ctx.db, groupIds);
  const [visible, readable] = await Promise.all([
    visibleGroupIds(ctx.db, inviter, groupIds),
    readableGroupIds(ctx.db, inviter, groupIds),
  ]);
  if (targetGroups.length !== groupIds.length) throw notFound();
  for (const group of targetGroups) {
    const membership = mine.get(group.id) ?? null;
    if (!visible.has(group.id)) throw notFound();
    const readContent = readable.has(group.id);
    const adminCount = counts.get(group.id)?.admins ?? 0;
    const can = groupCan({ member: inviter, group, membership, readContent, adminCount });
    if (!canInvite({ member: inviter, group, membership, can }))
      throw forbidden("You may not invite members into this group.");
  }
  const memberIds = [...new Set(input.membership_ids)];
  const invitees = await findUnlockedMembersByIds(ctx.db, memberIds);
  if (invitees.length !== memberIds.length) throw invalid({ membership_ids: ["contains unknown members"] });

  const mails: { to: MemberRow; group: string }[] = [];
  let invited = 0;
  const told: AfterCommit[] = [];
  await ctx.db.transaction(async (tx) => {
    const existing = await membershipsAmong(tx, groupIds, memberIds);
    const statusOf = new Map(existing.map((m) => [`${m.groupId}:${m.memberId}`, m.status]));
    for (const group of targetGroups) {
      const inGroup: string[] = [];
      for (const invitee of invitees) {
        const status = statusOf.get(`${group.id}:${invitee.id}`);
        if (status === ACTIVE_MEMBERSHIP || status === "invited") continue;
        await insertInvite(tx, {
          groupId: group.id,
          inviteeId: invitee.id,
          inviterId: inviter.id,
          additionalMessage: input.additional_message,
        });
        await upsertMembership(
          tx,
          { groupId: group.id, memberId: invitee.id, status: "invited" },
          { rejectionMessage: null },
        );
        invited++;
        inGroup.push(invitee.id);
        mails.push({ to: invitee, group: group.name });
      }
      told.push(
        await ctx.modules.notifier.notify(tx, ctx, {
          kind: "group_invite",
          subjectId: group.id,
          actorId: inviter.id,
          recipientIds: inGroup,
        }),
      );
    }
  });
  for (const tell of told) await tell();
  // Mailed after the commit, so an invitation never arrives for a rolled-back invite.
  const send = await mailSender(ctx);
  const from = `${inviter.firstName} ${inviter.lastName}`.trim();
  const link = `${ctx.config.publicUrl}/invites`;
  for (const { to, group } of mails)
    await send(to, groupInviteMail, { inviter: from, group, note: input.additional_message || null, link });
  return invited;
}
