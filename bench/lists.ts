// `npm run bench:lists -w bench`: the size sweep of the list calls (issue 32, part 5). For each size in --sizes a
// PostgreSQL database `bench_lists_<size>` (kept between runs and reused when its seed finished; --fresh seeds it
// again) holds the activity world of activity-seed.ts: the demo network, 500 closed groups, a reader in 200 of them,
// `size` activities (30 % network-level, 10 % in one big group, the rest spread) with replies, likes and tags, and
// notifications for the reader, all written with generate_series. Per size, the compiled server in its own process
// answers each list call as the reader (page 1 and a deep page by keyset cursor), against the same-work baseline:
// replay-server.ts replaying the statements our server sent for that very request (captured through the app built
// from the sources, capture.ts). 10 connections, autocannon in a child process, interleaved ours/baseline.
// Prints req/s, p99 and the ratios per size, and per call the ratio at the largest size against the smallest
// (goal: ≥ 0.8 of it and ≥ 0.5 absolute). Options: --sizes 10000,100000,1000000  --seconds 6  --postgres URL
// --max-minutes 60  --fresh  --call NAME (only the calls whose name holds NAME; repeatable)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { captureStatements } from "./capture.js";
import { assertLoopback, installStopHandlers, onStop, stopAll } from "./guard.js";
import { cachedWorld } from "./lists-seed.js";
import { loadAverageLine } from "./processes.js";
import { cpuColumns, measureAgainstReplay, p99RatioOf, type ReplayRow, ratioOf } from "./replay.js";
import { startServer } from "./server.js";
import { SEED_PASSWORD } from "./setup.js";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000,1000000" },
    seconds: { type: "string", default: "6" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "60" },
    fresh: { type: "boolean", default: false },
    /** Only the calls whose name contains this (repeatable). */
    call: { type: "string", multiple: true },
  },
});
const sizes = (args.sizes ?? "")
  .split(",")
  .map((s) => Number.parseInt(s, 10))
  .filter((n) => Number.isInteger(n) && n >= 1000 && n <= 5_000_000)
  .sort((a, b) => a - b);
if (sizes.length === 0) throw new Error("--sizes: row counts from 1,000 to 5,000,000, e.g. 10000,100000,1000000");
const seconds = Math.min(Math.max(Number.parseInt(args.seconds ?? "6", 10) || 6, 1), 60);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(Math.min(Math.max(Number(args["max-minutes"]) || 60, 1), 240) * 60_000);
const log = (line: string) => process.stderr.write(`${line}\n`);
const READER = "stream-reader@bench.example.org";

/** The path of page `n` of a keyset list (`next_cursor`, `?before=`), walked through our own server. */
async function pathOfPage(url: string, cookie: string, first: string, n: number): Promise<string> {
  let p = first;
  for (let page = 1; page < n; page++) {
    const res = await fetch(`${url}${p}`, {
      headers: { cookie, accept: "application/json" },
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { next_cursor: string | null };
    if (!body.next_cursor) throw new Error(`${first}: no page ${page + 1}`);
    p = `${first}${first.includes("?") ? "&" : "?"}before=${encodeURIComponent(body.next_cursor)}`;
  }
  return p;
}

type Row = ReplayRow & { size: number };

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-bench-lists-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const rows: Row[] = [];
  const failures: string[] = [];
  for (const size of sizes) {
    const { databaseUrl, groupSlug, folderId } = await cachedWorld(
      postgresUrl,
      size,
      dataDir,
      args.fresh ?? false,
      log,
    );
    const server = await startServer({ dataDir, databaseUrl, seedPassword: SEED_PASSWORD });
    try {
      // The deep pages' cursors are walked through the server with a session of the reader's.
      const { cookie } = await captureStatements(databaseUrl, dataDir, READER, ["/activitystreams/all"]);
      const deep = (first: string, n: number) => pathOfPage(server.url, cookie, first, n);
      const calls: [string, string][] = [
        ["stream `all` page 1", "/activitystreams/all"],
        ["stream `all` page 50", await deep("/activitystreams/all", 50)],
        ["group stream page 1", `/groups/${groupSlug}/activitystreams/all`],
        ["group stream page 20", await deep(`/groups/${groupSlug}/activitystreams/all`, 20)],
        ["notifications page 1", "/notifications"],
        ["notifications page 50", await deep("/notifications", 50)],
        ["inbox page 1", "/api/v1/messages"],
        ["inbox page 50", "/api/v1/messages?page=50"],
        ["folder of 10,000 files, page 1 (50)", `/api/storage/folders/${folderId}?limit=50&page=1`],
        [
          "folder of 10,000 files, by size (1000)",
          `/api/storage/folders/${folderId}?sort=size&direction=desc&limit=1000&page=1`,
        ],
        ["search (common word)", "/search.json?q=words"],
        ["search suggestions (prefix)", "/search/suggestions?q=benc"],
      ];
      const wanted = args.call ?? [];
      const measured = await measureAgainstReplay({
        serverUrl: server.url,
        databaseUrl,
        dataDir,
        email: READER,
        calls: calls.filter(([name]) => wanted.length === 0 || wanted.some((w) => name.includes(w))),
        seconds,
        log: (line) => log(`${size.toLocaleString("en")}, ${line}`),
        serverPid: server.serverPid,
      });
      rows.push(...measured.rows.map((r) => ({ ...r, size })));
      failures.push(...measured.failures.map((f) => `${size.toLocaleString("en")}, ${f.call}: ${f.answer}`));
    } finally {
      await server.stop();
    }
  }
  const ratio = ratioOf;
  const small = sizes[0];
  const large = sizes.at(-1);
  const verdicts = [...new Set(rows.map((r) => r.call))].map((call) => {
    const a = rows.find((r) => r.call === call && r.size === small);
    const z = rows.find((r) => r.call === call && r.size === large);
    if (!a || !z) return `| ${call} | | | |`;
    const ok = ratio(z) >= 0.8 * ratio(a) && ratio(z) >= 0.5;
    return `| ${call} | ${ratio(a).toFixed(2)} | ${ratio(z).toFixed(2)} | ${(ratio(z) / ratio(a)).toFixed(2)} | ${ok ? "yes" : "no"} |`;
  });
  const out = [
    "",
    `List calls by size, PostgreSQL, 10 connections, ${seconds} s per call; baseline: our statements replayed`,
    "",
    "| rows | call | req/s | p99 ms | replay req/s | p99 ms | × req/s | × p99 | statements | CPU ms/req | replay | × CPU |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.size.toLocaleString("en")} | ${r.call} | ${r.ours.requestsPerSec.toFixed(0)} | ${r.ours.p99Ms} | ${r.baseline.requestsPerSec.toFixed(0)} | ${r.baseline.p99Ms} | ${ratio(r).toFixed(2)} | ${p99RatioOf(r).toFixed(2)} | ${r.statements} | ${cpuColumns(r)} |`,
    ),
    "",
    `| call | × req/s at ${small?.toLocaleString("en")} | at ${large?.toLocaleString("en")} | kept | goal met |`,
    "|---|---|---|---|---|",
    ...verdicts,
    ...(failures.length ? ["", "Not measured (our server did not answer 200):", ...failures.map((f) => `- ${f}`)] : []),
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
