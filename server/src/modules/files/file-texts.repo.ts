import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { type FileRow, files, fileTexts } from "./files.schema.js";

const qb = new QueryBuilder();

/** The file whose current version's text is to be read, or null once it is gone. */
export async function findFileForText(
  db: DbOrTx,
  id: string,
): Promise<Pick<FileRow, "id" | "uploadId" | "extension"> | null> {
  const [row] = await db
    .select({ id: files.id, uploadId: files.uploadId, extension: files.extension })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}

/**
 * Keeps what was read of the version's upload, while that upload is still the file's current one (a newer version
 * meanwhile makes it worthless); the trigger of migration 0028 then puts it into the file's search vector.
 */
export async function saveFileText(
  db: DbOrTx,
  row: { fileId: string; uploadId: string; state: "extracted" | "failed"; content: string; error: string | null },
) {
  await db
    .insert(fileTexts)
    .select(
      qb
        .select({
          fileId: files.id,
          uploadId: files.uploadId,
          state: sql`${row.state}`.as("state"),
          content: sql`${row.content}`.as("content"),
          error: sql`${row.error}::text`.as("error"),
          extractedAt: sql`now()`.as("extracted_at"),
        })
        .from(files)
        .where(and(eq(files.id, row.fileId), eq(files.uploadId, row.uploadId))),
    )
    .onConflictDoUpdate({
      target: fileTexts.fileId,
      set: {
        uploadId: sql`excluded.upload_id`,
        state: sql`excluded.state`,
        content: sql`excluded.content`,
        error: sql`excluded.error`,
        extractedAt: sql`excluded.extracted_at`,
      },
    });
}

/** What was read of a file (tests and support): its state, error and length. */
export async function findFileText(db: DbOrTx, fileId: string) {
  const [row] = await db.select().from(fileTexts).where(eq(fileTexts.fileId, fileId));
  return row ?? null;
}

/**
 * Files after `after` (by id) of the given extensions whose current version's text was never read (made before the
 * text was read at all, or while the queue was down): the backlog the `files.extract_backlog` job works through.
 */
export async function filesWithoutText(db: DbOrTx, extensions: string[], after: string, limit: number) {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .leftJoin(fileTexts, and(eq(fileTexts.fileId, files.id), eq(fileTexts.uploadId, files.uploadId)))
    .where(and(isNull(fileTexts.fileId), inArray(sql`lower(${files.extension})`, extensions), gt(files.id, after)))
    .orderBy(asc(files.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
