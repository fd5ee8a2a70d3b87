import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import { type UploadRow, uploads } from "./uploads.schema.js";

export async function findUpload(db: DbOrTx, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

/** Uploads by id (any number of ids, one statement built once). */
export async function findUploads(db: DbOrTx, ids: string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return preparedOn(db, "uploads_by_ids", (d, name) =>
    d.select().from(uploads).where(inPlaceholder(uploads.id, "ids")).prepare(name),
  ).execute({ ids });
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

/** Which of these storage keys a row still references (the orphan sweeper's question, a page at a time). */
export async function referencedStorageKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // Keys are mostly `<directory>/<xx>/<id>`: asked by primary key first, the rest by key (no index there).
  const ids = keys.map((k) => k.slice(k.lastIndexOf("/") + 1)).filter((id) => /^[0-9a-f]{24}$/.test(id));
  const found = new Set<string>();
  if (ids.length > 0) {
    const rows = await db.select({ key: uploads.storageKey }).from(uploads).where(inArray(uploads.id, ids));
    for (const r of rows) found.add(r.key);
  }
  const rest = keys.filter((k) => !found.has(k));
  if (rest.length > 0) {
    const rows = await db.select({ key: uploads.storageKey }).from(uploads).where(inArray(uploads.storageKey, rest));
    for (const r of rows) found.add(r.key);
  }
  return found;
}

/** Which of these upload ids exist (resized images in `cache/` live as long as their original). */
export async function existingUploadIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
  return new Set(rows.map((r) => r.id));
}
