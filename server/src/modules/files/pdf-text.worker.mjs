// The text of a PDF, read with unpdf (PDF.js) in a worker thread, one message per page. document-text.ts starts
// it and terminates it at its deadline or once it has enough characters: PDF.js checks no clock of ours, and a
// page it takes long on would otherwise hold the job's thread. Plain JavaScript, so it runs as it is from the
// sources (tests) and from dist/ (the build copies it beside server.js).
import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { getDocumentProxy } from "unpdf";

const { file, maxPages, maxChars } = workerData;
const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)), {
  disableFontFace: true,
  useSystemFonts: false,
  // Warnings (a standard font without its glyph data, which text needs none of) stay out of the server's log.
  verbosity: 0,
});
const pages = Math.min(pdf.numPages, maxPages);
let chars = 0;
for (let n = 1; n <= pages && chars < maxChars; n++) {
  const page = await pdf.getPage(n);
  const content = await page.getTextContent();
  let text = "";
  for (const item of content.items) {
    if ("str" in item) text += item.hasEOL ? `${item.str}\n` : `${item.str} `;
  }
  text += "\n";
  chars += text.length;
  parentPort.postMessage(text);
  page.cleanup();
}
await pdf.loadingTask.destroy();
