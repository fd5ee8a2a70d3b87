import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { changeRequests, memberSettings, type NotificationSettings } from "./members.schema.js";

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
