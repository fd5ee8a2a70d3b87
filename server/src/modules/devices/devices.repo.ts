import type { DeviceNotificationSettings, PushNotificationKind } from "@intranet/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import { type DeviceRow, devices, pushKeys } from "./devices.schema.js";

export type NewDevice = {
  memberId: string;
  sessionTokenHash: string;
  name: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/**
 * Registers a browser's subscription for a member's session. The same endpoint again (the browser subscribed once,
 * whoever is signed in there now) replaces the earlier row, toggles and all.
 */
export async function upsertDevice(db: DbOrTx, d: NewDevice): Promise<DeviceRow> {
  return db.transaction(async (tx) => {
    await tx.delete(devices).where(eq(devices.endpoint, d.endpoint));
    const [row] = await tx.insert(devices).values(d).returning();
    return row as DeviceRow;
  });
}

export async function devicesOfMember(db: DbOrTx, memberId: string): Promise<DeviceRow[]> {
  return db.select().from(devices).where(eq(devices.memberId, memberId)).orderBy(devices.createdAt);
}

/** The member's device by id, or undefined (another member's device is unknown to them). */
export async function findDevice(db: DbOrTx, memberId: string, id: string): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.memberId, memberId)));
  return row;
}

export async function deleteDevice(db: DbOrTx, memberId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(devices)
    .where(and(eq(devices.id, id), eq(devices.memberId, memberId)))
    .returning({ id: devices.id });
  return rows.length > 0;
}

/** Forgets a subscription the push service says is gone (404 or 410). */
export async function deleteDeviceByEndpoint(db: DbOrTx, endpoint: string) {
  await db.delete(devices).where(eq(devices.endpoint, endpoint));
}

const kindColumn = {
  mentions: devices.mentions,
  direct_messages: devices.directMessages,
  chat_messages: devices.chatMessages,
  invitations: devices.invitations,
  tasks: devices.tasks,
} satisfies Record<PushNotificationKind, unknown>;

export async function updateDeviceSettings(
  db: DbOrTx,
  id: string,
  s: Partial<DeviceNotificationSettings>,
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .update(devices)
    .set({
      mentions: s.mentions,
      directMessages: s.direct_messages,
      chatMessages: s.chat_messages,
      invitations: s.invitations,
      tasks: s.tasks,
    })
    .where(eq(devices.id, id))
    .returning();
  return row;
}

/** Whether a device of these members takes this kind of push: a push is queued only then (`queuePush`). */
export async function anyDeviceTaking(
  db: DbOrTx,
  memberIds: readonly string[],
  kind: PushNotificationKind,
): Promise<boolean> {
  if (memberIds.length === 0) return false;
  const query = preparedOn(db, `device_taking_${kind}`, (d, name) =>
    d
      .select({ id: devices.id })
      .from(devices)
      .where(and(inPlaceholder(devices.memberId, "ids"), eq(kindColumn[kind], true)))
      .limit(1)
      .prepare(name),
  );
  return (await query.execute({ ids: [...memberIds] })).length > 0;
}

/** The devices of these members that take this kind of push. */
export async function devicesTaking(
  db: DbOrTx,
  memberIds: readonly string[],
  kind: PushNotificationKind,
): Promise<DeviceRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(devices)
    .where(and(inArray(devices.memberId, [...memberIds]), eq(kindColumn[kind], true)));
}

export async function readPushKeys(db: DbOrTx) {
  const [row] = await db.select().from(pushKeys).where(eq(pushKeys.id, "vapid"));
  return row;
}

/** Keeps the first key pair written (two instances starting at once agree on one). */
export async function insertPushKeys(db: DbOrTx, publicKey: string, privateKey: string) {
  await db.insert(pushKeys).values({ id: "vapid", publicKey, privateKey }).onConflictDoNothing();
}
