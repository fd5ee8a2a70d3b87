import { and, eq, gt, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { hashToken } from "../../lib/tokens.js";
import { ssoLogins } from "./auth.schema.js";

export type SsoLoginRow = typeof ssoLogins.$inferSelect;

/** Keeps a started single sign-on by its state's hash (and drops the expired ones on the way). */
export async function insertSsoLogin(
  db: DbOrTx,
  state: string,
  values: { codeVerifier: string; nonce: string; redirectTo: string | null; expiresAt: Date },
) {
  await db.delete(ssoLogins).where(lte(ssoLogins.expiresAt, new Date()));
  await db.insert(ssoLogins).values({ stateHash: hashToken(state), ...values });
}

/** Uses the sign-on of this state up: its row once, while unexpired, else null. */
export async function takeSsoLogin(db: DbOrTx, state: string): Promise<SsoLoginRow | null> {
  const [row] = await db
    .delete(ssoLogins)
    .where(and(eq(ssoLogins.stateHash, hashToken(state)), gt(ssoLogins.expiresAt, new Date())))
    .returning();
  return row ?? null;
}
