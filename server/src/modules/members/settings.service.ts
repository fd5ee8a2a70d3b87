import type { MemberSettings } from "@intranet/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { invalid } from "../../http/errors.js";
import { groupMemberships } from "../groups/groups.schema.js";
import { memberIgnores } from "../messages/messages.schema.js";
import {
  changeRequests,
  defaultNotificationSettings,
  type MemberRow,
  memberSettings,
  members,
} from "./members.schema.js";

export async function notificationSettingsOf(db: DbOrTx, memberId: string): Promise<MemberSettings> {
  const [row] = await db.select().from(memberSettings).where(eq(memberSettings.memberId, memberId)).limit(1);
  return { ...defaultNotificationSettings, ...row?.notifications };
}

/** Saves the settings; daily digests for selected groups accept only groups the member is in. */
export async function updateNotificationSettings(db: Db, memberId: string, input: Partial<MemberSettings>) {
  const next = { ...(await notificationSettingsOf(db, memberId)), ...input };
  const groupIds = next.email_daily_digests.group_ids;
  if (groupIds !== "all" && groupIds.length > 0) {
    const mine = await db
      .select({ id: groupMemberships.groupId })
      .from(groupMemberships)
      .where(
        and(
          eq(groupMemberships.memberId, memberId),
          eq(groupMemberships.status, "member"),
          inArray(groupMemberships.groupId, groupIds),
        ),
      );
    if (mine.length !== new Set(groupIds).size)
      throw invalid({ "email_daily_digests.group_ids": ["contains groups you are not a member of"] });
  }
  await db
    .insert(memberSettings)
    .values({ memberId, notifications: next })
    .onConflictDoUpdate({ target: memberSettings.memberId, set: { notifications: next } });
  return next;
}

/** Members the given member ignores, by name. */
export async function ignoredMembersOf(db: DbOrTx, memberId: string): Promise<MemberRow[]> {
  const rows = await db
    .select({ member: members })
    .from(memberIgnores)
    .innerJoin(members, eq(members.id, memberIgnores.ignoredMemberId))
    .where(eq(memberIgnores.memberId, memberId))
    .orderBy(asc(members.lastName), asc(members.firstName));
  return rows.map((r) => r.member);
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
  const [row] = await db.insert(changeRequests).values({ memberId, values }).returning();
  if (!row) throw new Error("change request insert returned nothing");
  return row;
}
