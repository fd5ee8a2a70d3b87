import type { ChannelAdminList, MemberSummary } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { AppError, invalid, notFound } from "../../http/errors.js";
import { recordAudit } from "../administration/audit.repo.js";
import { displayName, presentMemberSummary } from "../members/member.presenter.js";
import { findMemberById, findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { presentSummary } from "./channel.presenter.js";
import { addChannelAdmin, channelAdminIds, lockedChannelAdminIds, removeChannelAdmin } from "./channels.repo.js";
import { channelToUpdate } from "./channels.service.js";

// A channel's administrators (administration.md §2 "/channels/{channelSlug}/administration"): who may update the
// channel lists, adds and removes them (403 for its other readers, 404 for who may not read it); a channel keeps at
// least one. Each change is audited (ChannelAdminAdd/Remove) in its own transaction.

/** GET /channels/{slug}/admins: by name. */
export async function channelAdmins(ctx: AppContext, actor: MemberRow, slug: string): Promise<ChannelAdminList> {
  const seen = await channelToUpdate(ctx, actor, slug);
  const admins = await findMembersByIds(ctx.db, await channelAdminIds(ctx.db, seen.channel.id));
  admins.sort((a, b) => displayName(a).localeCompare(displayName(b)));
  return { channel: presentSummary(seen.channel), admins: admins.map(presentMemberSummary) };
}

/** POST /channels/{slug}/admins: an internal, active member; adding one who already is changes nothing. */
export async function addAdmin(
  ctx: AppContext,
  actor: MemberRow,
  slug: string,
  memberId: string,
): Promise<MemberSummary> {
  const seen = await channelToUpdate(ctx, actor, slug);
  const member = await findMemberById(ctx.db, memberId);
  if (!member || member.deletedAt || member.lockedAt) throw invalid({ member_id: ["is not a member"] });
  if (member.isExternal)
    throw invalid(
      { member_id: ["external members cannot administrate a channel"] },
      "External members cannot administrate a channel.",
    );
  await ctx.db.transaction(async (tx) => {
    if (!(await addChannelAdmin(tx, seen.channel.id, member.id))) return;
    await recordAudit(tx, {
      type: "ChannelAdminAdd",
      actorId: actor.id,
      membershipId: member.id,
      subject: { type: "Channel", id: seen.channel.id },
      details: { slug: seen.channel.slug, title: seen.channel.title },
    });
  });
  return presentMemberSummary(member);
}

/** DELETE /channels/{slug}/admins/{memberId}: 404 for one who is none, 422 for the last one. */
export async function removeAdmin(ctx: AppContext, actor: MemberRow, slug: string, memberId: string): Promise<void> {
  const seen = await channelToUpdate(ctx, actor, slug);
  await ctx.db.transaction(async (tx) => {
    const ids = await lockedChannelAdminIds(tx, seen.channel.id);
    if (!ids.includes(memberId)) throw notFound();
    if (ids.length === 1)
      throw new AppError(
        422,
        "last_channel_administrator",
        "A channel keeps at least one administrator: add another before removing this one.",
      );
    await removeChannelAdmin(tx, seen.channel.id, memberId);
    await recordAudit(tx, {
      type: "ChannelAdminRemove",
      actorId: actor.id,
      membershipId: memberId,
      subject: { type: "Channel", id: seen.channel.id },
      details: { slug: seen.channel.slug, title: seen.channel.title },
    });
  });
}
