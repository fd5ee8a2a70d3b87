// `npm run bench:calls -w bench`: the call table (issue 32, part 6). On the kept world of lists.ts at --size rows
// (`bench_lists_<size>`, seeded when missing: activities, the reader's inbox and notifications, a folder of 10,000
// files), the compiled server in its own process answers every main call as the reader, against the same-work
// baseline: the statements our server sent for that very request, replayed by replay-server.ts (replay.ts).
// Prints req/s and p99 of both and the ratios against the goals (× req/s ≥ 0.5, × p99 ≤ 2). With --profile DIR the
// server runs with --cpu-prof and, when it stops, its profile is summed by layer (profile-layers.ts).
// Chat send is a socket call: `npm run bench:chat` measures it against the replay of its statements over a bare ws.
// Options: --size 100000  --seconds 6  --postgres URL  --max-minutes 30  --profile DIR  --fresh
//          --calls "month view,appointment" (only these rows of the table, by name)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { assertLoopback, installStopHandlers, onStop, stopAll } from "./guard.js";
import { cachedWorld } from "./lists-seed.js";
import { loadAverageLine } from "./processes.js";
import { printLayers } from "./profile-layers.js";
import { cpuColumns, measureAgainstReplay, p99RatioOf, ratioOf } from "./replay.js";
import { startServer } from "./server.js";
import { SEED_PASSWORD } from "./setup.js";

const { values: args } = parseArgs({
  options: {
    size: { type: "string", default: "100000" },
    seconds: { type: "string", default: "6" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "30" },
    profile: { type: "string" },
    fresh: { type: "boolean", default: false },
    calls: { type: "string" },
  },
});
const size = Math.min(Math.max(Number.parseInt(args.size ?? "", 10) || 100_000, 1000), 5_000_000);
const seconds = Math.min(Math.max(Number.parseInt(args.seconds ?? "6", 10) || 6, 1), 60);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(Math.min(Math.max(Number(args["max-minutes"]) || 30, 1), 120) * 60_000);
const log = (line: string) => process.stderr.write(`${line}\n`);
const READER = "stream-reader@bench.example.org";

/** Ids the calls ask for, read from the world: an appointment of the network calendar and a message of the inbox. */
async function idsOf(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (text: string) => (await client.query<{ id: string }>(text)).rows[0]?.id ?? null;
    return {
      appointmentId: await one(
        `SELECT a.id FROM appointments a JOIN appointment_calendars ac ON ac.appointment_id = a.id
         JOIN calendars c ON c.id = ac.calendar_id WHERE c.type = 'network' AND a.series_id IS NULL
         ORDER BY a.starts_at DESC LIMIT 1`,
      ),
      messageId: await one(
        `SELECT e.message_id AS id FROM mailbox_entries e JOIN members m ON m.id = e.member_id
         WHERE m.email = '${READER}' AND e.folder = 'inbox' ORDER BY e.last_activity DESC LIMIT 1`,
      ),
      month: (await client.query<{ d: string }>(`SELECT to_char(now(), 'YYYY-MM-DD') AS d`)).rows[0]?.d ?? "",
    };
  } finally {
    await client.end();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-bench-calls-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const { databaseUrl, groupSlug, folderId } = await cachedWorld(postgresUrl, size, dataDir, args.fresh ?? false, log);
  const ids = await idsOf(databaseUrl);
  const profileDir = args.profile ? path.resolve(args.profile) : null;
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  const server = await startServer({ dataDir, databaseUrl, seedPassword: SEED_PASSWORD, profileDir });
  const allCalls: [string, string][] = [
    ["network preload", "/api/v1/network"],
    ["month view", `/appointments?date=${ids.month}`],
    ...(ids.appointmentId ? [["appointment", `/appointments/${ids.appointmentId}`] as [string, string]] : []),
    ["inbox", "/api/v1/messages?page=1"],
    ...(ids.messageId ? [["conversation", `/api/v1/messages/${ids.messageId}`] as [string, string]] : []),
    ["directory search", "/directory?q=Reader"],
    ["group page", `/api/v1/groups/${groupSlug}`],
    ["unread counts", "/api/v1/unreads"],
    ["stream page", "/activitystreams/all"],
    ["search", "/search.json?q=words"],
    ["search suggestions", "/search/suggestions?q=benc"],
    ["folder listing", `/api/storage/folders/${folderId}?limit=50&page=1`],
  ];
  const only = args.calls ? new Set(args.calls.split(",").map((name) => name.trim())) : null;
  const calls = only ? allCalls.filter(([name]) => only.has(name)) : allCalls;
  let measured: Awaited<ReturnType<typeof measureAgainstReplay>>;
  try {
    measured = await measureAgainstReplay({
      serverUrl: server.url,
      databaseUrl,
      dataDir,
      email: READER,
      calls,
      seconds,
      log,
      serverPid: server.serverPid,
    });
  } finally {
    await server.stop();
  }
  const rows = measured.rows;
  const out = [
    "",
    `Main calls on ${size.toLocaleString("en")} rows, PostgreSQL, 10 connections, ${seconds} s each; baseline: our statements replayed`,
    "",
    "| call | req/s | p50 ms | p99 ms | replay req/s | p99 ms | × req/s (≥ 0.5) | × p99 (≤ 2) | statements | met | CPU ms/req | replay | × CPU |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.call} | ${r.ours.requestsPerSec.toFixed(0)} | ${r.ours.p50Ms} | ${r.ours.p99Ms} | ${r.baseline.requestsPerSec.toFixed(0)} | ${r.baseline.p99Ms} | ${ratioOf(r).toFixed(2)} | ${p99RatioOf(r).toFixed(2)} | ${r.statements} | ${ratioOf(r) >= 0.5 && p99RatioOf(r) <= 2 ? "yes" : "no"} | ${cpuColumns(r)} |`,
    ),
    ...measured.failures.map((f) => `| ${f.call} | not measured: ${f.answer} | | | | | | | | | | | |`),
    "| chat send | socket call: see `npm run bench:chat` | | | | | | | | | | | |",
    "",
    loadAverageLine(),
  ];
  process.stdout.write(`${out.join("\n")}\n`);
  if (profileDir) printLayers(profileDir, (line) => process.stdout.write(`${line}\n`));
}

try {
  await main();
} finally {
  await stopAll();
}
