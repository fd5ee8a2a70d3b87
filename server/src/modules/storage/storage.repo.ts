import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type UploadRow, uploads } from "./storage.schema.js";

export async function findUpload(db: DbOrTx, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

export async function findUploads(db: DbOrTx, ids: string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(uploads).where(inArray(uploads.id, ids));
}

export async function insertUpload(db: DbOrTx, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error("upload insert returned nothing");
  return row;
}

export async function deleteUploadRow(db: DbOrTx, id: string) {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** Publishes the owner's uploads with these ids in one directory; answers the rows it published. */
export async function publishOwnUploads(db: DbOrTx, ownerId: string, directory: UploadRow["directory"], ids: string[]) {
  return db
    .update(uploads)
    .set({ state: "published", publishedAt: new Date() })
    .where(and(inArray(uploads.id, ids), eq(uploads.directory, directory), eq(uploads.ownerId, ownerId)))
    .returning();
}

export async function volatileUploadsOlderThan(db: DbOrTx, before: Date) {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.state, "volatile"), lt(uploads.createdAt, before)))
    .limit(500);
}

/**
 * Publishes an image for a profile or group picture: it must be in `images` and be the editor's own
 * upload or the picture already in place. False when it is neither.
 */
export async function publishImage(db: DbOrTx, imageId: string, editorId: string, currentId: string | null) {
  const [image] = await db
    .update(uploads)
    .set({ state: "published", publishedAt: sql`coalesce(${uploads.publishedAt}, now())` })
    .where(
      and(
        eq(uploads.id, imageId),
        eq(uploads.directory, "images"),
        or(eq(uploads.ownerId, editorId), eq(uploads.id, currentId ?? "")),
      ),
    )
    .returning({ id: uploads.id });
  return image !== undefined;
}
