import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { hashToken } from "../../lib/tokens.js";
import { setupTokens } from "./auth.schema.js";

/** The one setup link: any earlier one goes, this token's hash is kept until it is used or expires. */
export async function replaceSetupToken(db: DbOrTx, token: string, expiresAt: Date) {
  await db.delete(setupTokens);
  await db.insert(setupTokens).values({ tokenHash: hashToken(token), expiresAt });
}

/** The unexpired setup token's row, or null (unknown, used or expired). */
export async function findSetupToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(setupTokens)
    .where(and(eq(setupTokens.tokenHash, hashToken(token)), gt(setupTokens.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Uses the token up: deletes it and answers whether it was there and unexpired (one caller wins a race). */
export async function consumeSetupToken(db: DbOrTx, token: string): Promise<boolean> {
  const rows = await db
    .delete(setupTokens)
    .where(and(eq(setupTokens.tokenHash, hashToken(token)), gt(setupTokens.expiresAt, new Date())))
    .returning({ tokenHash: setupTokens.tokenHash });
  return rows.length > 0;
}

/** Every setup link ends (an administrator exists). */
export async function deleteSetupTokens(db: DbOrTx) {
  await db.delete(setupTokens);
}
