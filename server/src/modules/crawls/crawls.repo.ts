import { and, desc, eq, gt, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { findUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { type CrawlRow, crawls } from "./crawls.schema.js";

export async function insertCrawl(db: DbOrTx, values: typeof crawls.$inferInsert): Promise<CrawlRow> {
  const [row] = await db.insert(crawls).values(values).returning();
  if (!row) throw new Error("The crawl was not inserted.");
  return row;
}

export async function findCrawl(db: DbOrTx, id: string): Promise<CrawlRow | null> {
  const [row] = await db.select().from(crawls).where(eq(crawls.id, id));
  return row ?? null;
}

/** The crawls with these ids (any status); other modules attach finished ones by id. */
export async function findCrawls(db: DbOrTx, ids: string[]): Promise<CrawlRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(crawls).where(inArray(crawls.id, ids));
}

/**
 * The newest crawl of the address to answer again: one that finished since `finishedSince`, or one still under
 * way that started since `runningSince` (a crawl whose job was lost is not waited on for long). Failures are tried anew.
 */
export async function findReusableCrawl(
  db: DbOrTx,
  url: string,
  since: { finished: Date; running: Date },
): Promise<CrawlRow | null> {
  const [row] = await db
    .select()
    .from(crawls)
    .where(
      and(
        eq(crawls.url, url),
        gt(crawls.createdAt, since.finished),
        or(
          eq(crawls.status, "finished"),
          and(inArray(crawls.status, ["initialized", "retry"]), gt(crawls.createdAt, since.running)),
        ),
      ),
    )
    .orderBy(desc(crawls.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateCrawl(db: DbOrTx, id: string, values: Partial<typeof crawls.$inferInsert>) {
  await db
    .update(crawls)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(crawls.id, id));
}

/** The crawls whose preview shows this stored image (a crawl of the same address may reuse another's). */
export async function crawlIdsWithImage(db: DbOrTx, uploadId: string): Promise<string[]> {
  const rows = await db.select({ id: crawls.id }).from(crawls).where(eq(crawls.imageUploadId, uploadId));
  return rows.map((r) => r.id);
}

/** The image uploads of these crawls (finished ones with an image), by upload id, in one statement. */
export async function crawlImages(db: DbOrTx, rows: CrawlRow[]): Promise<Map<string, UploadRow>> {
  const ids = [...new Set(rows.flatMap((r) => (r.status === "finished" && r.imageUploadId ? [r.imageUploadId] : [])))];
  return new Map((await findUploads(db, ids)).map((u) => [u.id, u]));
}
