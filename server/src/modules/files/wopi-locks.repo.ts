import { and, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { files } from "./files.schema.js";

/**
 * The WOPI lock of a file (the office module's LOCK, REFRESH_LOCK, UNLOCK and PutFile): a lock string the office
 * client chose and until when it holds. Every change is one compare-and-set statement, so two clients racing for a
 * file never both win.
 */
export type WopiLockState = { lock: string | null; expiresAt: Date | null };

const held = sql`(${files.wopiLock} is not null and ${files.wopiLockExpiresAt} > now())`;

/** The lock now held (an expired one counts as none); null when the file does not exist. */
export async function currentWopiLock(db: DbOrTx, fileId: string): Promise<WopiLockState | null> {
  const [row] = await db
    .select({
      lock: sql<string | null>`case when ${held} then ${files.wopiLock} end`,
      expiresAt: files.wopiLockExpiresAt,
    })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  if (!row) return null;
  return { lock: row.lock, expiresAt: row.lock ? row.expiresAt : null };
}

/**
 * Sets the lock to `lock` until `expiresAt` when the file's lock is `expected` now (`null`: no lock held, or an
 * expired one). Answers whether it did.
 */
export async function swapWopiLock(
  db: DbOrTx,
  fileId: string,
  expected: string | null,
  lock: string | null,
  expiresAt: Date | null,
): Promise<boolean> {
  const matches: SQL | undefined =
    expected === null
      ? or(isNull(files.wopiLock), isNull(files.wopiLockExpiresAt), lte(files.wopiLockExpiresAt, sql`now()`))
      : and(sql`${held}`, eq(files.wopiLock, expected));
  const rows = await db
    .update(files)
    // A lock is no change of the file: its updated_at (unread state, sorting) stays.
    .set({ wopiLock: lock, wopiLockExpiresAt: expiresAt, updatedAt: sql`${files.updatedAt}` })
    .where(and(eq(files.id, fileId), matches))
    .returning({ id: files.id });
  return rows.length > 0;
}
