import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  changeRequests,
  defaultNotificationSettings,
  memberSettings,
  members,
  type NotificationSettings,
} from "./members.schema.js";

/** The member's stored notification settings, or undefined before they first saved any. */
export async function findNotificationSettings(db: DbOrTx, memberId: string) {
  const [row] = await db.select().from(memberSettings).where(eq(memberSettings.memberId, memberId)).limit(1);
  return row?.notifications;
}

export async function saveNotificationSettings(db: DbOrTx, memberId: string, notifications: NotificationSettings) {
  await db
    .insert(memberSettings)
    .values({ memberId, notifications })
    .onConflictDoUpdate({ target: memberSettings.memberId, set: { notifications } });
}

export async function insertChangeRequest(db: DbOrTx, memberId: string, values: Record<string, string | null>) {
  const [row] = await db.insert(changeRequests).values({ memberId, values }).returning();
  if (!row) throw new Error("change request insert returned nothing");
  return row;
}

/** Who the mailings go to: a member who is neither locked nor deleted, with their notification settings. */
export type MailingRecipient = {
  id: string;
  email: string;
  firstName: string;
  language: string;
  timeZone: string;
  isExternal: boolean;
  isNetworkAdmin: boolean;
  birthday: string | null;
  notifications: NotificationSettings;
};

/**
 * One batch of the mailings' recipients after a member id (keyset over the primary key, so a run streams every
 * member in batches and never holds them all); members without stored settings get the defaults.
 */
export async function mailingRecipientsAfter(db: DbOrTx, afterId: string, limit: number): Promise<MailingRecipient[]> {
  const rows = await db
    .select({
      id: members.id,
      email: members.email,
      firstName: members.firstName,
      language: members.language,
      timeZone: members.timeZone,
      isExternal: members.isExternal,
      isNetworkAdmin: members.isNetworkAdmin,
      birthday: members.birthday,
      notifications: memberSettings.notifications,
    })
    .from(members)
    .leftJoin(memberSettings, eq(memberSettings.memberId, members.id))
    .where(and(gt(members.id, afterId), isNull(members.lockedAt), isNull(members.deletedAt)))
    .orderBy(asc(members.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, notifications: { ...defaultNotificationSettings, ...r.notifications } }));
}
