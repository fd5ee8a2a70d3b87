import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type GroupInviteRow, groupInvites } from "./groups.schema.js";

/** The invitation with this id addressed to this invitee, or null. */
export async function findInviteTo(db: DbOrTx, inviteId: string, inviteeId: string): Promise<GroupInviteRow | null> {
  const [row] = await db
    .select()
    .from(groupInvites)
    .where(and(eq(groupInvites.id, inviteId), eq(groupInvites.inviteeId, inviteeId)))
    .limit(1);
  return row ?? null;
}

export async function answerInviteRow(db: DbOrTx, inviteId: string, accepted: boolean) {
  await db
    .update(groupInvites)
    .set({ status: accepted ? "accepted" : "declined", respondedAt: new Date() })
    .where(eq(groupInvites.id, inviteId));
}

/** Whether the invitee still has an open invitation into the group. */
export async function hasOpenInvite(db: DbOrTx, groupId: string, inviteeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: groupInvites.id })
    .from(groupInvites)
    .where(
      and(eq(groupInvites.groupId, groupId), eq(groupInvites.inviteeId, inviteeId), eq(groupInvites.status, "open")),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertInvite(
  db: DbOrTx,
  values: Pick<typeof groupInvites.$inferInsert, "groupId" | "inviteeId" | "inviterId" | "additionalMessage">,
) {
  await db.insert(groupInvites).values(values);
}
