// `npx tsx bench/lighthouse-initial-js.ts [web/dist]`: the JavaScript a browser fetches before the first
// route renders — the entry script of index.html and every chunk it modulepreloads (the entry's static
// imports) — each with its size and its gzip size (level 9, as the build's precompressed .gz beside it).
// Printed by the Lighthouse script as well; the goal is at most 200 KB gzipped.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

export const INITIAL_JS_GOAL_GZ = 200 * 1024;

export type InitialChunk = { file: string; bytes: number; gzip: number };

/** The entry script and the modulepreloaded chunks of a built index.html, largest (gzipped) first. */
export function initialJs(distDir: string): InitialChunk[] {
  const html = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const files = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.js)"[^>]*>/g)) {
    const tag = match[0];
    if (tag.startsWith("<script") || /rel="modulepreload"/.test(tag)) files.add(match[1] as string);
  }
  return [...files]
    .map((file) => {
      const data = fs.readFileSync(path.join(distDir, file));
      return { file: path.basename(file), bytes: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk list and its total, as printed lines. */
export function initialJsReport(distDir: string, listChunks = true): string[] {
  const chunks = initialJs(distDir);
  const total = chunks.reduce((sum, c) => ({ bytes: sum.bytes + c.bytes, gzip: sum.gzip + c.gzip }), {
    bytes: 0,
    gzip: 0,
  });
  const lines = listChunks
    ? chunks.map((c) => `  ${c.file.padEnd(48)}${kb(c.bytes).padStart(11)}${kb(c.gzip).padStart(11)} gz`)
    : [];
  lines.push(
    `initial JavaScript: ${chunks.length} files, ${kb(total.bytes)}, ${kb(total.gzip)} gzipped` +
      ` (goal ≤ ${kb(INITIAL_JS_GOAL_GZ)})${total.gzip <= INITIAL_JS_GOAL_GZ ? "" : " !"}`,
  );
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../web/dist"));
  console.log(initialJsReport(dist).join("\n"));
}
