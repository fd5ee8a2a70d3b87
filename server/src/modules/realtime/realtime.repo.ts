import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { hashToken } from "../../lib/tokens.js";
import { socketTokens } from "./realtime.schema.js";

/**
 * Stores the hash of a socket token; the token itself only goes to the member. The row belongs to the
 * session (by its token hash) and is deleted with it.
 */
export async function createSocketToken(
  db: DbOrTx,
  token: string,
  memberId: string,
  sessionTokenHash: string,
  expiresAt: Date,
) {
  await db.insert(socketTokens).values({ tokenHash: hashToken(token), memberId, sessionTokenHash, expiresAt });
}

/** The member id behind an unexpired socket token whose session still exists, or null. */
export async function socketTokenMember(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ memberId: socketTokens.memberId })
    .from(socketTokens)
    .where(and(eq(socketTokens.tokenHash, hashToken(token)), gt(socketTokens.expiresAt, new Date())))
    .limit(1);
  return row?.memberId ?? null;
}
