import { and, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { hashToken } from "../../lib/tokens.js";
import { type JoinRequestRow, joinRequests } from "./registrations.schema.js";

export async function insertJoinRequest(db: DbOrTx, values: typeof joinRequests.$inferInsert) {
  const [row] = await db.insert(joinRequests).values(values).returning();
  if (!row) throw new Error("join request insert returned nothing");
  return row;
}

/**
 * Takes an unconfirmed, unexpired request by its link's token and clears the token (single use) while setting its
 * next status, in one statement: of two parallel confirmations one finds nothing.
 */
export async function consumeConfirmation(
  db: DbOrTx,
  token: string,
  status: (row: JoinRequestRow) => "pending" | "accepted",
): Promise<JoinRequestRow | null> {
  const [found] = await db
    .select()
    .from(joinRequests)
    .where(
      and(
        eq(joinRequests.tokenHash, hashToken(token)),
        eq(joinRequests.status, "unconfirmed"),
        gt(joinRequests.expiresAt, new Date()),
      ),
    );
  if (!found) return null;
  const [row] = await db
    .update(joinRequests)
    .set({ tokenHash: null, status: status(found) })
    .where(and(eq(joinRequests.id, found.id), isNotNull(joinRequests.tokenHash)))
    .returning();
  return row ?? null;
}

/** A request by id; `forUpdate` locks it for a decision (two administrators deciding at once: one waits). */
export async function findJoinRequest(db: DbOrTx, id: string, forUpdate = false) {
  const query = db.select().from(joinRequests).where(eq(joinRequests.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function decideJoinRequest(
  db: DbOrTx,
  id: string,
  set: { status: "accepted" | "declined"; decidedBy: string | null; memberId?: string | null },
) {
  await db
    .update(joinRequests)
    .set({ ...set, decidedAt: new Date() })
    .where(eq(joinRequests.id, id));
}

/** Applications administrators see: pending first, then the latest decided ones. */
export function listJoinRequests(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(joinRequests)
    .where(inArray(joinRequests.status, ["pending", "accepted", "declined"]))
    .orderBy(sql`${joinRequests.status} = 'pending' desc`, desc(joinRequests.createdAt), desc(joinRequests.id))
    .limit(limit);
}

/**
 * The password hash of the latest application with this address that is confirmed and waits for an administrator
 * (addresses are kept in lower case), or null: sign-in tells its right password that it waits.
 */
export async function pendingApplicationHash(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: joinRequests.passwordHash })
    .from(joinRequests)
    .where(and(eq(joinRequests.email, email.trim().toLowerCase()), eq(joinRequests.status, "pending")))
    .orderBy(desc(joinRequests.createdAt))
    .limit(1);
  return row?.passwordHash ?? null;
}
