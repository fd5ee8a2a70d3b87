import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { localBlobStore } from "../../blobs/blob-store.js";
import type { AppContext } from "../../context.js";
import { compressible, zipStream } from "./archive.js";

/** Each central directory entry's name and compression method (0 stored, 8 deflated). */
function methods(zip: Buffer): Record<string, number> {
  const out: Record<string, number> = {};
  for (let at = zip.indexOf("PK\x01\x02"); at >= 0; at = zip.indexOf("PK\x01\x02", at + 4)) {
    const nameLength = zip.readUInt16LE(at + 28);
    out[zip.subarray(at + 46, at + 46 + nameLength).toString()] = zip.readUInt16LE(at + 10);
  }
  return out;
}

describe("zip archives", () => {
  it("deflates text-like files only", async () => {
    expect(compressible("Reports/notes.TXT")).toBe(true);
    expect(compressible("Reports/scan.pdf")).toBe(false);
    expect(compressible("photo.jpeg")).toBe(false);
    expect(compressible("data.csv/README")).toBe(false);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "archive-test-"));
    const files = localBlobStore(root);
    const { Readable } = await import("node:stream");
    await files.write("a", Readable.from([Buffer.from("text ".repeat(1000))]));
    await files.write("b", Readable.from([Buffer.from("%PDF-1.7 ".repeat(100))]));
    const ctx = { blobs: files } as unknown as AppContext;
    const mtime = new Date("2026-01-01T00:00:00Z");
    const zip = await buffer(
      zipStream(ctx, [
        { path: "notes.txt", storageKey: "a", size: 5000, mtime },
        { path: "scan.pdf", storageKey: "b", size: 900, mtime },
      ]),
    );
    expect(methods(zip)).toEqual({ "notes.txt": 8, "scan.pdf": 0 });
    fs.rmSync(root, { recursive: true, force: true });
  });
});
