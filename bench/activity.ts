// `npm run bench:activity -w bench`: the activity stream at size. On a fresh PostgreSQL database: the demo
// network, 500 groups, one member of 200 of them, then activities (30 % network-level, the rest spread over the
// groups) with replies, likes and tags, made with generate_series. For each size in --sizes (grown from the old
// end, so page 1 and page 100 are the same rows at every size), the compiled server in its own process answers
// the member's `all` stream, page 1 and page 100 (keyset cursor), against the baseline route that runs one
// hand-written statement for the same page (baseline-server.ts). Prints req/s and p99 and their ratios per size:
// constant figures across sizes are the point (no OFFSET, no per-row queries). On the --postgres server.
// Options: --sizes 100000,1000000  --seconds 8  --postgres URL (loopback)  --max-minutes 30
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fillNotifications, GROUPS, grow, MEMBER_OF, prepare } from "./activity-seed.js";
import type { CannonResult } from "./autocannon-worker.js";
import { assertLoopback, installStopHandlers, onStop, stopAll } from "./guard.js";
import { cannon, loadAverageLine } from "./processes.js";
import { startServer } from "./server.js";
import { createBenchDatabase, SEED_PASSWORD } from "./setup.js";
import { startBaseline } from "./start-baseline.js";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "100000,1000000" },
    seconds: { type: "string", default: "8" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "30" },
  },
});
const sizes = (args.sizes ?? "")
  .split(",")
  .map((s) => Number.parseInt(s, 10))
  .filter((n) => Number.isInteger(n) && n > 0 && n <= 5_000_000)
  .sort((a, b) => a - b);
if (sizes.length === 0) throw new Error("--sizes: one or more activity counts up to 5,000,000, e.g. 100000,1000000");
const seconds = Math.min(Math.max(Number.parseInt(args.seconds ?? "8", 10) || 8, 1), 60);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(Math.min(Math.max(Number(args["max-minutes"]) || 30, 1), 120) * 60_000);

const PAGE = 20;
const log = (line: string) => process.stderr.write(`${line}\n`);

/** The cursor of page `n` of the member's `all` stream, walked through our own server page by page. */
async function cursorOfPage(url: string, cookie: string, n: number): Promise<string> {
  let before = "";
  for (let page = 1; page < n; page++) {
    const res = await fetch(`${url}/activitystreams/all${before ? `?before=${before}` : ""}`, {
      headers: { cookie, accept: "application/json" },
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`page ${page}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { activities: { id: string }[]; next_cursor: string | null };
    if (body.activities.length !== PAGE || !body.next_cursor) throw new Error(`page ${page} is short`);
    before = body.next_cursor;
  }
  return before;
}

type Row = { size: number; call: string; ours: CannonResult; baseline: CannonResult; bytes: [number, number] };

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-bench-activity-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await createBenchDatabase(postgresUrl);
  const started = Date.now();
  const { groupIds, readerId, cookie } = await prepare(databaseUrl, dataDir);
  log(
    `set-up: demo network, ${GROUPS} groups, a member of ${MEMBER_OF} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const headers = { cookie, accept: "application/json" };
  const rows: Row[] = [];
  let have = 0;
  for (const size of sizes) {
    await grow(databaseUrl, groupIds, have, size);
    have = size;
    // The notifications page at the largest size only: its table does not grow with the activities.
    const notifications = size === sizes.at(-1) ? await fillNotifications(databaseUrl, readerId, size) : 0;
    const server = await startServer({ dataDir, databaseUrl, seedPassword: SEED_PASSWORD });
    const baseline = await startBaseline(databaseUrl);
    try {
      const cursor = await cursorOfPage(server.url, cookie, 100);
      const calls: [string, string, string][] = [
        ["stream page 1", "/activitystreams/all", "/stream"],
        ["stream page 100", `/activitystreams/all?before=${cursor}`, `/stream?before=${cursor}`],
      ];
      if (notifications > 0)
        calls.push([
          `notifications page 1 (${notifications.toLocaleString("en")})`,
          "/notifications",
          "/notifications",
        ]);
      for (const [call, oursPath, basePath] of calls) {
        const ours = `${server.url}${oursPath}`;
        const base = `${baseline.url}${basePath}`;
        const bodyBytes = async (u: string) => {
          const res = await fetch(u, { headers, signal: AbortSignal.timeout(30_000) });
          const text = await res.text();
          if (!res.ok) throw new Error(`${u}: ${res.status} ${text.slice(0, 300)}`);
          return Buffer.byteLength(text);
        };
        const bytes: [number, number] = [await bodyBytes(ours), await bodyBytes(base)];
        const job = (u: string, s = seconds) => ({ url: u, headers, connections: 10, seconds: s });
        await cannon(job(ours, 1));
        const o = await cannon(job(ours));
        await cannon(job(base, 1));
        const b = await cannon(job(base));
        for (const [who, r] of [
          ["ours", o],
          ["baseline", b],
        ] as const) {
          if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)
            throw new Error(`${call} (${who}): ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
        }
        log(
          `${size.toLocaleString("en")} activities, ${call}: ${o.requestsPerSec.toFixed(0)} req/s p99 ${o.p99Ms} ms; baseline ${b.requestsPerSec.toFixed(0)} req/s p99 ${b.p99Ms} ms`,
        );
        rows.push({ size, call, ours: o, baseline: b, bytes });
      }
    } finally {
      await baseline.stop();
      await server.stop();
    }
  }
  const out = [
    "",
    `Activity stream (the member's \`all\`, ${PAGE} per page), PostgreSQL, 10 connections, ${seconds} s per call`,
    "",
    "| activities | call | req/s | p99 ms | baseline req/s | p99 ms | × req/s | × p99 | bytes (ours / baseline) |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.size.toLocaleString("en")} | ${r.call} | ${r.ours.requestsPerSec.toFixed(0)} | ${r.ours.p99Ms} | ${r.baseline.requestsPerSec.toFixed(0)} | ${r.baseline.p99Ms} | ${(r.ours.requestsPerSec / r.baseline.requestsPerSec).toFixed(2)} | ${(r.ours.p99Ms / Math.max(r.baseline.p99Ms, 1)).toFixed(2)} | ${r.bytes[0]} / ${r.bytes[1]} |`,
    ),
    "",
    loadAverageLine(),
  ];
  process.stdout.write(`${out.join("\n")}\n`);
}

try {
  await main();
} finally {
  await stopAll();
}
