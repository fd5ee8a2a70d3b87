import type { FactorType } from "@intranet/contracts";
import { and, count, eq, gt, isNull, lt, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { networkSettingIs } from "../network/network.repo.js";
import { authenticationFactors, backupCodes, signInChallenges } from "./two-factor.schema.js";

/** SQL: the network enforces two-factor and the member has no factor yet (the preload sends them to the setup). */
export function factorSetupRequired(memberId: Placeholder): SQL<boolean> {
  return sql<boolean>`(${networkSettingIs("two_factor", "enforced")} and not exists (select 1 from ${authenticationFactors} where ${authenticationFactors.memberId} = ${memberId}))`;
}

export async function factorsOf(db: DbOrTx, memberId: string) {
  return db.select().from(authenticationFactors).where(eq(authenticationFactors.memberId, memberId));
}

/** The member's factor with this id, or null. */
export async function findOwnFactor(db: DbOrTx, memberId: string, factorId: string) {
  const [row] = await db
    .select()
    .from(authenticationFactors)
    .where(and(eq(authenticationFactors.id, factorId), eq(authenticationFactors.memberId, memberId)));
  return row ?? null;
}

/** Adds a factor; null when the member already has one of this type. */
export async function insertFactor(
  db: DbOrTx,
  values: { memberId: string; type: FactorType; secret: string; lastUsedCounter: number },
) {
  const [row] = await db
    .insert(authenticationFactors)
    .values({ ...values, lastUsedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Records a code's time step; false when that step (or a later one) was already used. */
export async function spendFactorStep(db: DbOrTx, factorId: string, counter: number): Promise<boolean> {
  const [used] = await db
    .update(authenticationFactors)
    .set({ lastUsedCounter: counter, lastUsedAt: new Date() })
    .where(and(eq(authenticationFactors.id, factorId), lt(authenticationFactors.lastUsedCounter, counter)))
    .returning();
  return used !== undefined;
}

/** Deletes a factor, and the backup codes with the member's last factor. */
export async function deleteFactorRow(db: DbOrTx, memberId: string, factorId: string) {
  await db.delete(authenticationFactors).where(eq(authenticationFactors.id, factorId));
  const [left] = await db
    .select({ n: count() })
    .from(authenticationFactors)
    .where(eq(authenticationFactors.memberId, memberId));
  if (!left?.n) await db.delete(backupCodes).where(eq(backupCodes.memberId, memberId));
}

/** Deletes every factor and backup code of the member (an administrator's reset); whether any factor existed. */
export async function deleteAllFactors(db: DbOrTx, memberId: string) {
  const gone = await db
    .delete(authenticationFactors)
    .where(eq(authenticationFactors.memberId, memberId))
    .returning({ id: authenticationFactors.id });
  await db.delete(backupCodes).where(eq(backupCodes.memberId, memberId));
  return gone.length > 0;
}

/** Replaces the member's backup codes with these hashes. */
export async function replaceBackupCodes(db: DbOrTx, memberId: string, codeHashes: string[]) {
  await db.delete(backupCodes).where(eq(backupCodes.memberId, memberId));
  await db.insert(backupCodes).values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
}

/** Marks an unused backup code as used; false when there is none with this hash. */
export async function spendBackupCode(db: DbOrTx, memberId: string, codeHash: string): Promise<boolean> {
  const [backup] = await db
    .update(backupCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(backupCodes.memberId, memberId), eq(backupCodes.codeHash, codeHash), isNull(backupCodes.usedAt)))
    .returning();
  return backup !== undefined;
}

export async function insertChallenge(db: DbOrTx, tokenHash: string, memberId: string, expiresAt: Date) {
  await db.insert(signInChallenges).values({ tokenHash, memberId, expiresAt });
}

/** Counts an attempt on a live challenge with attempts left; its member, or null. */
export async function countChallengeAttempt(db: DbOrTx, tokenHash: string, maxAttempts: number) {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        gt(signInChallenges.expiresAt, new Date()),
        lt(signInChallenges.attempts, maxAttempts),
      ),
    )
    .returning();
  return row?.memberId ?? null;
}

export async function deleteChallenge(db: DbOrTx, tokenHash: string) {
  await db.delete(signInChallenges).where(eq(signInChallenges.tokenHash, tokenHash));
}
