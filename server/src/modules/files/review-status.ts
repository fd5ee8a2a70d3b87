import type { Readable } from "node:stream";
import type { FileReviewStatus } from "@intranet/contracts";
import yauzl from "yauzl";
import { withLocalCopy } from "../../blobs/temp-files.js";
import type { AppContext } from "../../context.js";
import type { UploadRow } from "../uploads/uploads.schema.js";

/**
 * Open review marks of an office document (communication §3 `review_status`): tracked insertions, deletions and other
 * changes (formatting, moves, table and numbering changes) and comments, counted by streaming the document's XML
 * parts out of its zip. Zip bombs are refused by caps on the document's size, the entries looked at, the bytes
 * inflated and the compression ratio; a bomb, a broken zip or any other failure gives null, as does a document
 * without marks.
 */
export const REVIEW_CAPS = {
  /** The stored document itself. */
  maxDocumentBytes: 100 * 1024 * 1024,
  /** Entries of the central directory walked through. */
  maxEntries: 10_000,
  /** Bytes inflated over every part read. */
  maxInflatedBytes: 50 * 1024 * 1024,
  /** Inflated / compressed, for any part above `ratioFloorBytes`. */
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

type Counts = FileReviewStatus;
type Rule = { part: (name: string) => boolean; marks: Record<string, keyof Counts> };

const WORD_CHANGES: Record<string, keyof Counts> = {
  "w:ins": "insertions",
  "w:del": "deletions",
  "w:cellIns": "insertions",
  "w:cellDel": "deletions",
  "w:moveFrom": "changes",
  "w:moveTo": "changes",
  "w:rPrChange": "changes",
  "w:pPrChange": "changes",
  "w:sectPrChange": "changes",
  "w:tblPrChange": "changes",
  "w:tblGridChange": "changes",
  "w:trPrChange": "changes",
  "w:tcPrChange": "changes",
  "w:numberingChange": "changes",
  "w:cellMerge": "changes",
};

/** Which parts of which format hold which marks. */
const RULES: Record<string, Rule[]> = {
  docx: [
    {
      part: (n) => /^word\/(document|footnotes|endnotes|header\d*|footer\d*)\.xml$/.test(n),
      marks: WORD_CHANGES,
    },
    { part: (n) => n === "word/comments.xml", marks: { "w:comment": "comments" } },
  ],
  odt: [
    {
      part: (n) => n === "content.xml" || n === "styles.xml",
      marks: {
        "text:insertion": "insertions",
        "text:deletion": "deletions",
        "text:format-change": "changes",
        "office:annotation": "comments",
      },
    },
  ],
};

export const reviewableExtension = (extension: string) => Object.hasOwn(RULES, extension.toLowerCase());

class ZipBomb extends Error {}

/** Counts start tags `<name` (followed by a space, `>` or `/`) in a stream of XML, chunk boundaries included. */
async function countMarks(stream: Readable, marks: Rule["marks"], counts: Counts, budget: { left: number }) {
  const names = Object.keys(marks).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`<(${names.join("|")})[\\s>/]`, "g");
  const decoder = new TextDecoder();
  let carry = "";
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    budget.left -= chunk.length;
    if (budget.left < 0) {
      stream.destroy();
      throw new ZipBomb("inflated bytes over the cap");
    }
    const text = carry + decoder.decode(chunk, { stream: true });
    // A tag never holds `<`: everything before the last one is complete; the rest waits for the next chunk.
    const cut = text.lastIndexOf("<");
    const done = cut < 0 ? text : text.slice(0, cut);
    carry = cut < 0 ? "" : text.slice(cut);
    if (carry.length > 256) carry = "";
    for (const m of done.matchAll(pattern)) counts[marks[m[1] as string] as keyof Counts] += 1;
  }
  for (const m of `${carry} `.matchAll(pattern)) counts[marks[m[1] as string] as keyof Counts] += 1;
}

/** The review marks of a zip-based document on disk, or null (no marks, not a document we read, or refused). */
export async function reviewStatusOfPath(file: string, extension: string): Promise<FileReviewStatus | null> {
  const rules = RULES[extension.toLowerCase()];
  if (!rules) return null;
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
    if (zip.entryCount > REVIEW_CAPS.maxEntries) return null;
    const counts: Counts = { insertions: 0, deletions: 0, changes: 0, comments: 0 };
    const budget = { left: REVIEW_CAPS.maxInflatedBytes };
    for await (const entry of zip.eachEntry()) {
      const rule = rules.find((r) => r.part(entry.fileName));
      if (!rule) continue;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > budget.left) return null;
      if (entry.uncompressedSize > REVIEW_CAPS.ratioFloorBytes && ratio > REVIEW_CAPS.maxRatio) return null;
      await countMarks(await zip.openReadStreamPromise(entry), rule.marks, counts, budget);
    }
    return Object.values(counts).some((n) => n > 0) ? counts : null;
  } catch {
    // A bomb, a broken zip or a part that lies about its size: no review status rather than a failure.
    return null;
  } finally {
    zip?.close();
  }
}

/**
 * The review marks of a stored upload (yauzl reads the central directory at the end of the zip, so a remote store's
 * bytes go to a temporary file first); nothing is read beyond the size cap.
 */
export async function reviewStatusOf(
  ctx: Pick<AppContext, "blobs" | "config">,
  upload: Pick<UploadRow, "size" | "extension" | "storageKey">,
): Promise<FileReviewStatus | null> {
  if (!reviewableExtension(upload.extension) || upload.size > REVIEW_CAPS.maxDocumentBytes) return null;
  try {
    return await withLocalCopy(ctx.blobs, ctx.config.dataDir, upload.storageKey, (file) =>
      reviewStatusOfPath(file, upload.extension),
    );
  } catch {
    return null;
  }
}
