import { withLocalCopy } from "../../blobs/temp-files.js";
import type { AppContext } from "../../context.js";
import { findUploads } from "../uploads/uploads.repo.js";
import { documentText, TEXT_CAPS, TEXT_EXTENSIONS, TextRefused, textKindOf } from "./document-text.js";
import { filesWithoutText, findFileForText, saveFileText } from "./file-texts.repo.js";
import type { FileRow } from "./files.schema.js";

/** The job that reads a file's document text for the search, after an upload or a new version. */
export const TEXT_JOB = "files.extract_text";
/** The job that reads the texts never read (files older than the feature), a batch at a time, queued at start. */
export const TEXT_BACKLOG_JOB = "files.extract_backlog";
const BACKLOG_BATCH = 50;

/**
 * Queues reading the text of these files' current versions (those of a kind whose text is read). Never fails the
 * request that made them: a queue that refuses leaves the file searchable by its name and description.
 */
export async function queueFileTexts(ctx: AppContext, rows: Pick<FileRow, "id" | "extension">[]) {
  for (const f of rows) {
    if (!textKindOf(f.extension)) continue;
    try {
      await ctx.jobs.send(TEXT_JOB, { fileId: f.id });
    } catch (err) {
      ctx.log.warn({ err, fileId: f.id }, "file text not queued");
    }
  }
}

/** Rejects with a timeout once `ms` have passed: a reader stuck in an await is given up on. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TextRefused("timeout")), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The job: reads the text of the file's current version (bounded by TEXT_CAPS) and keeps it, or records why it
 * could not (`failed` with the reason). A document that cannot be read is never retried; only a failing database
 * lets the queue try again.
 */
export async function extractFileText(ctx: AppContext, fileId: string) {
  const file = await findFileForText(ctx.db, fileId);
  const kind = file ? textKindOf(file.extension) : null;
  if (!file || !kind) return;
  const [upload] = await findUploads(ctx.db, [file.uploadId]);
  if (!upload) return;
  let result: { state: "extracted" | "failed"; content: string; error: string | null };
  try {
    // Refused before a remote store's bytes are copied.
    if (upload.size > TEXT_CAPS.maxDocumentBytes) throw new TextRefused("too_large");
    const content = await within(
      TEXT_CAPS.timeoutMs,
      withLocalCopy(ctx.blobs, ctx.config.dataDir, upload.storageKey, (path) => documentText(path, kind, upload.size)),
    );
    result = { state: "extracted", content, error: null };
  } catch (err) {
    const reason = err instanceof TextRefused ? err.reason : "unreadable";
    ctx.log.warn({ err, fileId, reason }, "file text not read");
    result = { state: "failed", content: "", error: reason };
  }
  await saveFileText(ctx.db, { fileId, uploadId: upload.id, ...result });
}

/**
 * One batch of the backlog, read one document after the other, then the next batch as a job of its own (so a long
 * backlog never holds one job for long, and a restart goes on where the texts are still missing). `after` moves past
 * every file looked at, so a file whose text cannot be kept (its upload gone) is not asked again in the same pass.
 */
export async function extractBacklog(ctx: AppContext, after: string) {
  const ids = await filesWithoutText(ctx.db, TEXT_EXTENSIONS, after, BACKLOG_BATCH);
  for (const id of ids) await extractFileText(ctx, id);
  const last = ids.at(-1);
  if (last && ids.length === BACKLOG_BATCH) await ctx.jobs.send(TEXT_BACKLOG_JOB, { after: last });
}
