import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { findMemberById } from "../members/members.repo.js";
import { saveNotificationSettings } from "../members/settings.repo.js";
import { notificationSettingsOf } from "../members/settings.service.js";
import { newsletterRow, optedOut, optOut } from "./mailings.repo.js";
import { readUnsubscribeToken } from "./tokens.js";

const GONE = "This unsubscribe link is not valid.";

/** The member a signed link names (404 for a forged, altered or foreign token, or a deleted member). */
async function resolve(ctx: AppContext, token: string) {
  const read = readUnsubscribeToken((await newsletterRow(ctx.db)).signingKey, token);
  const member = read ? await findMemberById(ctx.db, read.memberId) : null;
  if (!read || !member || member.deletedAt) throw notFound(GONE);
  return { member, kind: read.kind };
}

async function state(ctx: AppContext, memberId: string, kind: string) {
  if (kind === "newsletter") return (await optedOut(ctx.db, [memberId])).has(memberId);
  const s = await notificationSettingsOf(ctx.db, memberId);
  return kind === "weekly_digest" ? !s.email_digests : !s.email_daily_digests.enabled;
}

/** Whether the link's member is already unsubscribed, and their address (the confirmation page shows it). */
export async function unsubscribeInfo(ctx: AppContext, token: string) {
  const { member, kind } = await resolve(ctx, token);
  return { unsubscribed: await state(ctx, member.id, kind), email: member.email };
}

/** Turns off what the link is for: the newsletter, or the member's weekly digest or daily activity mail. */
export async function unsubscribe(ctx: AppContext, token: string) {
  const { member, kind } = await resolve(ctx, token);
  if (kind === "newsletter") await optOut(ctx.db, member.id);
  else {
    const s = await notificationSettingsOf(ctx.db, member.id);
    await saveNotificationSettings(
      ctx.db,
      member.id,
      kind === "weekly_digest"
        ? { ...s, email_digests: false }
        : { ...s, email_daily_digests: { ...s.email_daily_digests, enabled: false } },
    );
  }
  return { unsubscribed: true, email: member.email };
}
