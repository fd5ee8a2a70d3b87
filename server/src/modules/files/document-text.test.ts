import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfOf } from "../../../test/document-fixtures.js";
import { documentText, TEXT_CAPS, TextRefused } from "./document-text.js";

// The PDF reader runs in a worker thread (pdf-text.worker.mjs) so that its deadline can stop PDF.js itself.
let dir: string;
let pdf: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "document-text-"));
  pdf = path.join(dir, "minutes.pdf");
  await writeFile(pdf, pdfOf("The quorum was reached", "Second page"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("reading a PDF in its own thread", () => {
  it("reads the text of every page", async () => {
    const text = await documentText(pdf, "pdf", 1000);
    expect(text).toContain("The quorum was reached");
    expect(text).toContain("Second page");
  });

  it("stops the thread at the deadline and says so", async () => {
    const timeout = TEXT_CAPS.timeoutMs;
    TEXT_CAPS.timeoutMs = 0;
    try {
      const refused = await documentText(pdf, "pdf", 1000).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(TextRefused);
      expect((refused as TextRefused).reason).toBe("timeout");
    } finally {
      TEXT_CAPS.timeoutMs = timeout;
    }
  });

  it("reports a file that is no PDF as an error of the reader", async () => {
    const broken = path.join(dir, "broken.pdf");
    await writeFile(broken, "%PDF-1.4 no");
    await expect(documentText(broken, "pdf", 11)).rejects.toThrow();
  });
});
