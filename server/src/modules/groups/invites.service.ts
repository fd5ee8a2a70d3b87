import type { MembershipInvitesBody } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { mailSender } from "../mail/send-mail.js";
import { findUnlockedMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import type { AfterCommit } from "../module.js";
import { groupCan } from "./group.policy.js";
import { canInvite } from "./group-access.js";
import {
  ACTIVE_MEMBERSHIP,
  administeredCategoryIds,
  administratesCategory,
  readableGroupIds,
  visibleGroupIds,
} from "./groups.access.js";
import { groupInviteMail } from "./groups.mails.js";
import { countsOf, findCategoryById, findGroupsByIds, membershipsOf } from "./groups.repo.js";
import type { GroupRow } from "./groups.schema.js";
import { insertInvite } from "./invites.repo.js";
import { membershipsAmong, upsertMembership } from "./memberships.repo.js";

/**
 * The groups by id, each one the inviter may invite to: a group they may not see (or that does not exist) is 404,
 * one they may see but not invite to 403. Also used by e-mail invitations (the invitations module).
 */
export async function requireInvitableGroups(db: DbOrTx, inviter: MemberRow, groupIds: string[]): Promise<GroupRow[]> {
  if (groupIds.length === 0) return [];
  const targetGroups = await findGroupsByIds(db, groupIds);
  const mine = await membershipsOf(db, inviter.id, groupIds);
  const counts = await countsOf(db, groupIds);
  const [visible, readable, administered] = await Promise.all([
    visibleGroupIds(db, inviter, groupIds),
    readableGroupIds(db, inviter, groupIds),
    administeredCategoryIds(
      db,
      inviter,
      targetGroups.map((g) => g.groupCategoryId),
    ),
  ]);
  if (targetGroups.length !== groupIds.length) throw notFound();
  for (const group of targetGroups) {
    const membership = mine.get(group.id) ?? null;
    if (!visible.has(group.id)) throw notFound();
    const readContent = readable.has(group.id);
    const adminCount = counts.get(group.id)?.admins ?? 0;
    const categoryAdmin = administered.has(group.groupCategoryId);
    const can = groupCan({ member: inviter, group, membership, readContent, adminCount, categoryAdmin });
    if (!canInvite({ member: inviter, group, membership, can }))
      throw forbidden("You may not invite members into this group.");
  }
  return targetGroups;
}

/**
 * Invites members into groups. Every group must be one the inviter may invite to (a group they
 * may not see is "not found"), and in `categoryId` when a category's screen sends them; members already in a
 * group or already invited are skipped.
 */
export async function inviteMembers(
  ctx: AppContext,
  inviter: MemberRow,
  scopeGroup: GroupRow | null,
  input: MembershipInvitesBody["membership_invites"],
  categoryId?: string,
): Promise<number> {
  const groupIds = [...new Set([...(scopeGroup ? [scopeGroup.id] : []), ...input.group_ids])];
  if (groupIds.length === 0) throw invalid({ group_ids: ["required"] });
  const targetGroups = await requireInvitableGroups(ctx.db, inviter, groupIds);
  if (categoryId && targetGroups.some((g) => g.groupCategoryId !== categoryId))
    throw invalid({ group_ids: ["contains unknown groups"] });
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
    await send({ ...to, member: true }, groupInviteMail, {
      inviter: from,
      group,
      note: input.additional_message || null,
      link,
    });
  return invited;
}

/** A group category's administrators invite into the category's groups (404 for no such category, 403 for others). */
export async function inviteIntoCategory(
  ctx: AppContext,
  inviter: MemberRow,
  categoryId: string,
  input: MembershipInvitesBody["membership_invites"],
): Promise<number> {
  const category = await findCategoryById(ctx.db, categoryId);
  if (!category) throw notFound();
  if (!(await administratesCategory(ctx.db, inviter, category.id))) throw forbidden();
  return inviteMembers(ctx, inviter, null, input, category.id);
}
