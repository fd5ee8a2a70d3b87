import type { MemberSettings } from "@intranet/contracts";
import type { Db, DbOrTx } from "../../db/client.js";
import { invalid } from "../../http/errors.js";
import { activeGroupIdsAmong } from "../groups/memberships.repo.js";
import { defaultNotificationSettings } from "./members.schema.js";
import { findNotificationSettings, insertChangeRequest, saveNotificationSettings } from "./settings.repo.js";

export async function notificationSettingsOf(db: DbOrTx, memberId: string): Promise<MemberSettings> {
  return { ...defaultNotificationSettings, ...(await findNotificationSettings(db, memberId)) };
}

/** Saves the settings; daily digests for selected groups accept only groups the member is in. */
export async function updateNotificationSettings(db: Db, memberId: string, input: Partial<MemberSettings>) {
  const next = { ...(await notificationSettingsOf(db, memberId)), ...input };
  const groupIds = next.email_daily_digests.group_ids;
  if (groupIds !== "all" && groupIds.length > 0) {
    const mine = await activeGroupIdsAmong(db, memberId, groupIds);
    if (mine.size !== new Set(groupIds).size)
      throw invalid({ "email_daily_digests.group_ids": ["contains groups you are not a member of"] });
  }
  await saveNotificationSettings(db, memberId, next);
  return next;
}

/** A change request carries only the fields the network lets members propose. */
export async function createChangeRequest(
  db: DbOrTx,
  memberId: string,
  allowed: string[],
  values: Record<string, string | null>,
) {
  const refused = Object.keys(values).filter((k) => !allowed.includes(k));
  if (refused.length) throw invalid(Object.fromEntries(refused.map((k) => [k, ["cannot be changed by request"]])));
  if (Object.keys(values).length === 0) throw invalid({ change_request: ["required"] });
  return insertChangeRequest(db, memberId, values);
}
