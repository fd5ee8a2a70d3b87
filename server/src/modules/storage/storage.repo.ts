import { and, eq, inArray, lt } from "drizzle-orm";
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

export async function volatileUploadsOlderThan(db: DbOrTx, before: Date) {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.state, "volatile"), lt(uploads.createdAt, before)))
    .limit(500);
}
