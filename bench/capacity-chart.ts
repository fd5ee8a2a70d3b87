// `npx tsx bench/capacity-chart.ts <capacity-postgres.json> <out.png>`: the capacity ramp saved by
// `npm run bench -- --capacity --save-capacity DIR` drawn as a chart (members against mean and p99 latency, both
// axes' limits marked): an SVG written here, rendered to PNG by the system Chromium through playwright-core.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import type { CapacityResult } from "./capacity.js";
import { LIMITS } from "./capacity.js";

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error("usage: capacity-chart.ts <capacity.json> <out.png>");
const data = JSON.parse(fs.readFileSync(input, "utf8")) as CapacityResult & { at?: string; thinkSeconds?: number };
const steps = data.steps;
if (steps.length === 0) throw new Error(`${input}: no steps`);

const W = 900;
const H = 480;
const M = { left: 70, right: 70, top: 50, bottom: 60 };
const maxMembers = Math.max(...steps.map((s) => s.members));
const maxP99 = Math.max(LIMITS.p99Ms * 1.1, ...steps.map((s) => s.p99Ms));
const maxMean = Math.max(LIMITS.meanMs * 1.5, ...steps.map((s) => s.meanMs));
const x = (m: number) => M.left + (m / maxMembers) * (W - M.left - M.right);
const yMean = (v: number) => H - M.bottom - (v / maxMean) * (H - M.top - M.bottom);
const yP99 = (v: number) => H - M.bottom - (v / maxP99) * (H - M.top - M.bottom);
const line = (pts: [number, number][]) =>
  pts.map(([a, b], i) => `${i ? "L" : "M"}${a.toFixed(1)},${b.toFixed(1)}`).join(" ");
const ticks = (max: number, n: number) => Array.from({ length: n + 1 }, (_, i) => Math.round((max * i) / n));
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${W / 2}" y="24" text-anchor="middle" font-size="15">${esc(
  `Capacity ramp: active members against latency (held ${data.held}, normalised ${data.normalisedHeld ?? "–"})`,
)}</text>
${ticks(maxMembers, 6)
  .map(
    (t) =>
      `<line x1="${x(t)}" x2="${x(t)}" y1="${M.top}" y2="${H - M.bottom}" stroke="#eee"/><text x="${x(t)}" y="${H - M.bottom + 18}" text-anchor="middle">${t}</text>`,
  )
  .join("")}
${ticks(maxMean, 5)
  .map((t) => `<text x="${M.left - 8}" y="${yMean(t) + 4}" text-anchor="end" fill="#1c7ed6">${t}</text>`)
  .join("")}
${ticks(maxP99, 5)
  .map((t) => `<text x="${W - M.right + 8}" y="${yP99(t) + 4}" fill="#e8590c">${t}</text>`)
  .join("")}
<line x1="${M.left}" x2="${W - M.right}" y1="${H - M.bottom}" y2="${H - M.bottom}" stroke="#333"/>
<line x1="${M.left}" x2="${M.left}" y1="${M.top}" y2="${H - M.bottom}" stroke="#333"/>
<line x1="${W - M.right}" x2="${W - M.right}" y1="${M.top}" y2="${H - M.bottom}" stroke="#333"/>
<line x1="${M.left}" x2="${W - M.right}" y1="${yMean(LIMITS.meanMs)}" y2="${yMean(LIMITS.meanMs)}" stroke="#1c7ed6" stroke-dasharray="6 4"/>
<line x1="${M.left}" x2="${W - M.right}" y1="${yP99(LIMITS.p99Ms)}" y2="${yP99(LIMITS.p99Ms)}" stroke="#e8590c" stroke-dasharray="6 4"/>
<path d="${line(steps.map((s) => [x(s.members), yMean(s.meanMs)]))}" fill="none" stroke="#1c7ed6" stroke-width="2.5"/>
<path d="${line(steps.map((s) => [x(s.members), yP99(s.p99Ms)]))}" fill="none" stroke="#e8590c" stroke-width="2.5"/>
${steps
  .map(
    (s) =>
      `<circle cx="${x(s.members)}" cy="${yMean(s.meanMs)}" r="3.5" fill="#1c7ed6"/><circle cx="${x(s.members)}" cy="${yP99(s.p99Ms)}" r="3.5" fill="#e8590c"/>`,
  )
  .join("")}
<text x="${W / 2}" y="${H - 18}" text-anchor="middle">active members (think time ${data.thinkSeconds ?? "?"} s)</text>
<text transform="translate(18 ${H / 2}) rotate(-90)" text-anchor="middle" fill="#1c7ed6">mean ms (dashed: limit ${LIMITS.meanMs})</text>
<text transform="translate(${W - 14} ${H / 2}) rotate(90)" text-anchor="middle" fill="#e8590c">p99 ms (dashed: limit ${LIMITS.p99Ms})</text>
</svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: W, height: H } });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({ path: path.resolve(output), clip: { x: 0, y: 0, width: W, height: H } });
} finally {
  await browser.close();
}
process.stdout.write(`${output}\n`);
