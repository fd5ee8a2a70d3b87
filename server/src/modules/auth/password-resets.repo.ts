import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { hashToken } from "../../lib/tokens.js";
import { passwordResets } from "./auth.schema.js";

/** Stores the hash of a reset link's token; the token itself only goes out by mail. */
export async function createPasswordReset(db: DbOrTx, token: string, memberId: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ tokenHash: hashToken(token), memberId, expiresAt });
}

/** Marks a valid (unused, unexpired) reset as used and returns it; null when there is none. */
export async function consumePasswordReset(db: DbOrTx, token: string) {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning();
  return reset ?? null;
}
