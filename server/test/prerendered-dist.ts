import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A web build with prerendered pages as web/scripts/prerender.mjs writes them, in English only: the SPA's index.html
 * (its body "spa"), the manifest with these pages (the name's sentinels `__NAME__` and `__NAME_JSON__`) and the files.
 */
export function prerenderedDist(pages: unknown[], files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-prerendered-"));
  fs.mkdirSync(path.join(dir, "prerendered", "en"), { recursive: true });
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head></head><body>spa</body></html>");
  const manifest = { languages: ["en"], nameInHtml: "__NAME__", nameInJson: "__NAME_JSON__", pages };
  fs.writeFileSync(path.join(dir, "prerendered", "manifest.json"), JSON.stringify(manifest));
  for (const [file, html] of Object.entries(files)) fs.writeFileSync(path.join(dir, "prerendered", "en", file), html);
  return dir;
}
