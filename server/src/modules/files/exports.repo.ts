import { and, desc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type FolderExportRow, folderExports } from "./files.schema.js";

const RUNNING = ["initialized", "in_progress"] as const;

export async function findExport(db: DbOrTx, id: string): Promise<FolderExportRow | null> {
  const [row] = await db.select().from(folderExports).where(eq(folderExports.id, id)).limit(1);
  return row ?? null;
}

/** The member's latest export of the folder. */
export async function latestExport(db: DbOrTx, folderId: string, memberId: string): Promise<FolderExportRow | null> {
  const [row] = await db
    .select()
    .from(folderExports)
    .where(and(eq(folderExports.folderId, folderId), eq(folderExports.memberId, memberId)))
    .orderBy(desc(folderExports.createdAt), desc(folderExports.id))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a new export unless the member has one of this folder running (updated since `staleBefore`; an
 * older one is a job that died, marked failed here). One statement per step under a transaction-scoped lock
 * on (folder, member), so two clicks make one export. Null when one is running.
 */
export async function insertExportUnlessRunning(
  db: DbOrTx,
  values: { id: string; folderId: string; memberId: string },
  staleBefore: Date,
): Promise<FolderExportRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`folder_export:${values.folderId}:${values.memberId}`}))`,
    );
    const mine = and(eq(folderExports.folderId, values.folderId), eq(folderExports.memberId, values.memberId));
    await tx
      .update(folderExports)
      .set({ status: "failed" })
      .where(and(mine, inArray(folderExports.status, [...RUNNING]), lt(folderExports.updatedAt, staleBefore)));
    const [running] = await tx
      .select({ id: folderExports.id })
      .from(folderExports)
      .where(and(mine, inArray(folderExports.status, [...RUNNING])))
      .limit(1);
    if (running) return null;
    const [row] = await tx.insert(folderExports).values(values).returning();
    return row ?? null;
  });
}

/** Moves an export on; `from` guards against a second run of the same job. False when it was not in `from`. */
export async function setExportStatus(
  db: DbOrTx,
  id: string,
  from: FolderExportRow["status"][],
  set: { status: FolderExportRow["status"]; uploadIds?: string[] },
): Promise<boolean> {
  const rows = await db
    .update(folderExports)
    .set(set)
    .where(and(eq(folderExports.id, id), inArray(folderExports.status, from)))
    .returning({ id: folderExports.id });
  return rows.length > 0;
}

/** The member's other exports of the folder (a finished new one replaces them). */
export async function olderExports(db: DbOrTx, keep: FolderExportRow): Promise<FolderExportRow[]> {
  return db
    .select()
    .from(folderExports)
    .where(
      and(
        eq(folderExports.folderId, keep.folderId),
        eq(folderExports.memberId, keep.memberId),
        ne(folderExports.id, keep.id),
        inArray(folderExports.status, ["finished", "failed"]),
      ),
    );
}

export async function deleteExports(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(folderExports).where(inArray(folderExports.id, ids));
}

/** The uploads (zips, spreadsheets) of every export of these folders: they go when the folders go. */
export async function exportUploadIdsOf(db: DbOrTx, folderIds: string[]): Promise<string[]> {
  if (folderIds.length === 0) return [];
  const rows = await db
    .select({ ids: folderExports.uploadIds })
    .from(folderExports)
    .where(inArray(folderExports.folderId, folderIds));
  return rows.flatMap((r) => r.ids);
}
