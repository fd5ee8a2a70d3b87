import { withLocalCopy } from "../../blobs/temp-files.js";
import type { AppContext } from "../../context.js";
import { findUploads } from "../uploads/uploads.repo.js";
import { documentText, TEXT_CAPS, TextRefused, textKindOf } from "./document-text.js";
import { findFileForText, saveFileText } from "./file-texts.repo.js";
import type { FileRow } from "./files.schema.js";

/** The job that reads a file's document text for the search, after an upload or a new version. */
export const TEXT_JOB = "files.extract_text";

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
