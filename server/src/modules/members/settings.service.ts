import type { MemberSettings } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { invalid, notFound } from "../../http/errors.js";
import { getNetwork } from "../network/network.service.js";
import { defaultNotificationSettings } from "./members.schema.js";
import { findNotificationSettings, insertChangeRequest, saveNotificationSettings } from "./settings.repo.js";

export async function notificationSettingsOf(db: DbOrTx, memberId: string): Promise<MemberSettings> {
  return { ...defaultNotificationSettings, ...(await findNotificationSettings(db, memberId)) };
}

/** Saves the settings; daily digests for selected groups accept only groups the member is in. */
export async function updateNotificationSettings(ctx: AppContext, memberId: string, input: Partial<MemberSettings>) {
  const db = ctx.db;
  const next = { ...(await notificationSettingsOf(db, memberId)), ...input };
  const groupIds = next.email_daily_digests.group_ids;
  if (groupIds !== "all" && groupIds.length > 0) {
    const mine = await ctx.modules.groupLookup.activeGroupIdsAmong(db, memberId, groupIds);
    if (mine.size !== new Set(groupIds).size)
      throw invalid({ "email_daily_digests.group_ids": ["contains groups you are not a member of"] });
  }
  await saveNotificationSettings(db, memberId, next);
  return next;
}

/** Whether members may propose changes to their profiles, and which fields. */
export async function changeRequestFields(db: DbOrTx) {
  const s = (await getNetwork(db)).settings;
  return { enabled: s.change_requests_enabled, fields: s.change_request_profile_fields ?? [] };
}

/** A change request carries only the fields the network lets members propose (404 while requests are off). */
export async function createChangeRequest(db: DbOrTx, memberId: string, values: Record<string, string | null>) {
  const { enabled, fields: allowed } = await changeRequestFields(db);
  if (!enabled) throw notFound();
  const refused = Object.keys(values).filter((k) => !allowed.includes(k));
  if (refused.length) throw invalid(Object.fromEntries(refused.map((k) => [k, ["cannot be changed by request"]])));
  if (Object.keys(values).length === 0) throw invalid({ change_request: ["required"] });
  return insertChangeRequest(db, memberId, values);
}
