import { and, eq, gt, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type OfficeAccessTokenRow, officeAccessTokens } from "./office.schema.js";

export async function insertAccessToken(db: DbOrTx, values: typeof officeAccessTokens.$inferInsert) {
  // Expired ones go as new ones come: the table holds about the sessions of the last hours.
  await db.delete(officeAccessTokens).where(lt(officeAccessTokens.expiresAt, new Date()));
  await db.insert(officeAccessTokens).values(values);
}

/** The token's row while it is unexpired. */
export async function findAccessToken(db: DbOrTx, tokenHash: string): Promise<OfficeAccessTokenRow | null> {
  const [row] = await db
    .select()
    .from(officeAccessTokens)
    .where(and(eq(officeAccessTokens.tokenHash, tokenHash), gt(officeAccessTokens.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}
