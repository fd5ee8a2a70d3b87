import { open } from "node:fs/promises";
import type { Readable } from "node:stream";
import { Worker } from "node:worker_threads";
import { Parser } from "htmlparser2";
import yauzl from "yauzl";

/**
 * The text of a document on disk, for the search (file-texts.service.ts): PDF through unpdf (PDF.js), DOCX, PPTX,
 * ODT, ODP, ODS and XLSX by streaming their XML parts out of the zip (yauzl) through htmlparser2's XML mode, CSV
 * and plain text decoded. Everything is bounded: the size of the document, the bytes read and inflated, the characters kept, the
 * pages and zip entries walked, and the time (checked between chunks; a PDF is read in a thread that is stopped at
 * the deadline; the caller also gives up on its own).
 */
export const TEXT_CAPS = {
  /** A larger document is not read at all. */
  maxDocumentBytes: 25 * 1024 * 1024,
  /** Of a plain text or CSV file, the bytes read from its beginning. */
  maxPlainBytes: 1024 * 1024,
  /** Characters kept: enough for the words of a long report, and a search vector well under PostgreSQL's 1 MB. */
  maxChars: 100_000,
  /** Bytes inflated over every zip part read, and the inflated / compressed ratio refused above `ratioFloorBytes`. */
  maxInflatedBytes: 50 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  maxEntries: 10_000,
  maxPdfPages: 1000,
  /** The heap of the thread that reads a PDF; a document that needs more is `unreadable`. */
  pdfWorkerMemoryMb: 512,
  timeoutMs: 30_000,
};

export type TextKind = "pdf" | "word" | "presentation" | "opendocument" | "spreadsheet" | "plain";

const KINDS: Record<string, TextKind> = {
  pdf: "pdf",
  docx: "word",
  pptx: "presentation",
  odt: "opendocument",
  odp: "opendocument",
  ods: "opendocument",
  xlsx: "spreadsheet",
  csv: "plain",
  tsv: "plain",
  txt: "plain",
  md: "plain",
};

/** The extensions whose text is read, lower case. */
export const TEXT_EXTENSIONS = Object.keys(KINDS);

/** Which reader a file's extension takes, or null when its text is not read. */
export const textKindOf = (extension: string): TextKind | null => KINDS[extension.toLowerCase()] ?? null;

/** Why nothing (or not everything) was read: the `error` recorded with a failed extraction. */
export class TextRefused extends Error {
  constructor(readonly reason: "too_large" | "timeout" | "zip_bomb" | "unreadable") {
    super(reason);
  }
}

/**
 * Collects text up to the character cap, without control characters (PostgreSQL refuses NUL, and the search's
 * highlight marks are control characters) and with runs of blanks made one.
 */
class TextSink {
  private parts: string[] = [];
  private length = 0;
  constructor(private readonly deadline: number) {}

  get full() {
    return this.length >= TEXT_CAPS.maxChars;
  }

  push(raw: string) {
    if (this.full) return;
    if (Date.now() > this.deadline) throw new TextRefused("timeout");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    const text = raw.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g, " ");
    const kept = text.slice(0, TEXT_CAPS.maxChars - this.length);
    this.parts.push(kept);
    this.length += kept.length;
  }

  text() {
    return this.parts
      .join("")
      .replace(/[ \t\u00a0]+/g, " ")
      .replace(/ ?\n[\s]*/g, "\n")
      .trim();
  }
}

/** What to read of a zip-based document: which parts, and how their XML turns into text. */
type XmlRule = {
  part: (name: string) => boolean;
  /** Elements whose text is kept (and everything inside them). */
  textIn: Set<string>;
  /** A spreadsheet's `<v>` values are kept too, unless their cell's type says they index the shared strings. */
  cellValues?: boolean;
  /** Elements whose text is never kept (deleted tracked changes, for one). */
  skip: Set<string>;
  /** Elements that stand for a blank (tab, space) or end a line (paragraph, row, break). */
  blank: Set<string>;
  lineEnd: Set<string>;
};

const RULES: Record<"word" | "presentation" | "opendocument" | "spreadsheet", XmlRule> = {
  word: {
    part: (n) => /^word\/(document|footnotes|endnotes|comments|header\d*|footer\d*)\.xml$/.test(n),
    textIn: new Set(["w:t"]),
    skip: new Set(["w:del", "w:moveFrom"]),
    blank: new Set(["w:tab"]),
    lineEnd: new Set(["w:p", "w:br", "w:cr"]),
  },
  presentation: {
    // Slides and their speaker notes; masters and layouts hold only placeholder prompts.
    part: (n) => /^ppt\/(slides\/slide|notesSlides\/notesSlide)\d+\.xml$/.test(n),
    textIn: new Set(["a:t"]),
    skip: new Set(),
    blank: new Set(["a:tab"]),
    lineEnd: new Set(["a:p", "a:br"]),
  },
  opendocument: {
    part: (n) => n === "content.xml",
    textIn: new Set(["office:body"]),
    skip: new Set(["text:tracked-changes"]),
    blank: new Set(["text:s", "text:tab", "table:table-cell"]),
    lineEnd: new Set(["text:p", "text:h", "text:line-break", "table:table-row"]),
  },
  spreadsheet: {
    // The text of cells lives in the shared strings; a sheet holds numbers and any inline strings (`<is><t>`).
    part: (n) => n === "xl/sharedStrings.xml" || /^xl\/worksheets\/sheet\d+\.xml$/.test(n),
    textIn: new Set(["t"]),
    cellValues: true,
    skip: new Set(["rPh"]),
    blank: new Set(["c"]),
    lineEnd: new Set(["si", "row"]),
  },
};

/** Streams one XML part through the rule into the sink, counting inflated bytes against the budget. */
async function readXmlPart(stream: Readable, rule: XmlRule, sink: TextSink, budget: { left: number }) {
  let keep = 0;
  let skipped = 0;
  let cellType = "n";
  const values: boolean[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (rule.skip.has(name)) skipped++;
        if (rule.textIn.has(name)) keep++;
        if (rule.blank.has(name)) sink.push(" ");
        if (rule.cellValues && name === "c") cellType = attribs.t ?? "n";
        if (rule.cellValues && name === "v") {
          // "s": an index into the shared strings (read there), "b" and "e": booleans and errors.
          const kept = !["s", "b", "e"].includes(cellType);
          values.push(kept);
          if (kept) keep++;
        }
      },
      ontext(text) {
        if (skipped === 0 && keep > 0) sink.push(text);
      },
      onclosetag(name) {
        if (rule.skip.has(name)) skipped--;
        if (rule.textIn.has(name)) keep--;
        if (rule.cellValues && name === "v" && values.pop()) keep--;
        if (rule.lineEnd.has(name)) sink.push("\n");
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    budget.left -= chunk.length;
    if (budget.left < 0) {
      stream.destroy();
      throw new TextRefused("zip_bomb");
    }
    parser.write(chunk.toString("utf8"));
    if (sink.full) {
      stream.destroy();
      return;
    }
  }
  parser.end();
}

async function zipText(file: string, rule: XmlRule, sink: TextSink) {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
    if (zip.entryCount > TEXT_CAPS.maxEntries) throw new TextRefused("zip_bomb");
    const budget = { left: TEXT_CAPS.maxInflatedBytes };
    for await (const entry of zip.eachEntry()) {
      if (!rule.part(entry.fileName)) continue;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > budget.left) throw new TextRefused("zip_bomb");
      if (entry.uncompressedSize > TEXT_CAPS.ratioFloorBytes && ratio > TEXT_CAPS.maxRatio) {
        throw new TextRefused("zip_bomb");
      }
      await readXmlPart(await zip.openReadStreamPromise(entry), rule, sink, budget);
      if (sink.full) break;
    }
  } finally {
    zip?.close();
  }
}

/**
 * A PDF's text, read by PDF.js in a worker thread (pdf-text.worker.mjs) that is terminated at the deadline, when
 * the sink is full, or when it runs out of its memory limit: the only way to stop PDF.js mid-page.
 */
function pdfText(file: string, sink: TextSink, deadline: number) {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL("./pdf-text.worker.mjs", import.meta.url), {
      workerData: { file, maxPages: TEXT_CAPS.maxPdfPages, maxChars: TEXT_CAPS.maxChars },
      resourceLimits: { maxOldGenerationSizeMb: TEXT_CAPS.pdfWorkerMemoryMb },
    });
    const stop = (err?: unknown) => {
      clearTimeout(timer);
      void worker.terminate();
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(() => stop(new TextRefused("timeout")), Math.max(0, deadline - Date.now()));
    worker.on("message", (text: string) => {
      try {
        sink.push(text);
      } catch (err) {
        stop(err);
        return;
      }
      if (sink.full) stop();
    });
    worker.on("error", (err) => stop(err));
    worker.on("exit", () => stop());
  });
}

/** The first bytes of a text file as UTF-8, or as Windows-1252 when they are not UTF-8 (a byte cut mid-character is dropped). */
async function plainText(file: string, sink: TextSink) {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(TEXT_CAPS.maxPlainBytes);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const bytes = buffer.subarray(0, bytesRead);
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
    } catch {
      text = new TextDecoder("windows-1252").decode(bytes);
    }
    sink.push(text.replace(/^\ufeff/, ""));
  } finally {
    await handle.close();
  }
}

/** The text of the document at `file` (of `size` bytes), read as `kind`; throws TextRefused or the reader's error. */
export async function documentText(file: string, kind: TextKind, size: number): Promise<string> {
  if (size > TEXT_CAPS.maxDocumentBytes) throw new TextRefused("too_large");
  const deadline = Date.now() + TEXT_CAPS.timeoutMs;
  const sink = new TextSink(deadline);
  if (kind === "pdf") await pdfText(file, sink, deadline);
  else if (kind === "plain") await plainText(file, sink);
  else await zipText(file, RULES[kind], sink);
  return sink.text();
}
