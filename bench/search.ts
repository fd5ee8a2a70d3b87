// `npm run bench:search -w bench`: the global search at a million items (issue 17, "Performance"). On a fresh
// PostgreSQL database: the demo network, a reader who is a member of 200 of 2,000 groups (some of the others
// hidden or closed), then 1,000,000 searchable items across the modules written with generate_series
// (search-seed.ts; the triggers of migration 0025 fill the search vectors), VACUUM (ANALYZE).
//
// Measured as the reader, one request at a time from a worker process (search-worker.ts), the compiled server in
// its own process (the root `serve` script): GET /search.json for one common word, two words and a rare word, and
// GET /search/suggestions for a prefix; p50/p95 over --requests requests per kind, each kind cycling through five
// queries. Baselines in the same run, from the same kind of worker:
//  (a) direct SQL: the very statements the request sends (text, parameters and statement names, captured by
//      running the same request once in this process on the same database with node-postgres' Client.query
//      wrapped), replayed with node-postgres: one chain per connection the request used, chains at once;
//  (b) naive ILIKE: per module the answer has, one statement `ILIKE '%word%'` (every word) with the same
//      permission rule written as plain SQL, count capped and newest five (eight for suggestions), modules at once.
// Then the suggestions under --typists concurrent typists, once a keystroke every 300 ms and once as fast as the
// answers come. Unless --no-explain, the three slowest statements of each kind's heaviest query are run with
// EXPLAIN (ANALYZE, BUFFERS) and the plans written to a file. PostgreSQL only, loopback only, stops by itself at
// --max-minutes. Options: --requests 100  --naive-requests 30  --typists 20  --typing-seconds 15  --items 1000000
// --postgres URL  --max-minutes 45  --keep (leave the database for --reuse)  --reuse NAME (an already seeded one)
// --no-explain
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createAppointment } from "../server/src/modules/calendar/appointments.service.js";
import { createCalendar } from "../server/src/modules/calendar/calendars.service.js";
import { ensureSpecialFolder } from "../server/src/modules/files/files.repo.js";
import { createGroupCategory } from "../server/src/modules/groups/groups.service.js";
import { createMember } from "../server/src/modules/members/members.service.js";
import { assertLoopback, installStopHandlers, killTree, onStop, stopAll } from "./guard.js";
import { spawnBenchScript } from "./processes.js";
import { explainSlowest, type KindRow, ms, pct, printSearchReport } from "./search-report.js";
import { type SeedReport, seedSearchItems } from "./search-seed.js";
import { type Captured, capture, NAIVE, naiveSet, READER_EMAIL } from "./search-statements.js";
import type { SearchJob, SearchJobResult } from "./search-worker.js";
import { repoRoot, startServer } from "./server.js";
import { SEED_PASSWORD, withDemoNetwork } from "./setup.js";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "100" },
    "naive-requests": { type: "string", default: "30" },
    typists: { type: "string", default: "20" },
    "typing-seconds": { type: "string", default: "15" },
    items: { type: "string", default: "1000000" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "45" },
    keep: { type: "boolean", default: false },
    reuse: { type: "string" },
    "no-explain": { type: "boolean", default: false },
  },
});
const clamp = (v: string | undefined, fallback: number, min: number, max: number) =>
  Math.min(Math.max(Number.parseInt(v ?? "", 10) || fallback, min), max);
const requests = clamp(args.requests, 100, 5, 5000);
/** The ILIKE baseline scans whole tables (a second or more a request): fewer requests keep the run short. */
const naiveRequests = clamp(args["naive-requests"], 30, 5, 5000);
const typists = clamp(args.typists, 20, 1, 200);
const typingSeconds = clamp(args["typing-seconds"], 15, 2, 120);
const items = clamp(args.items, 1_000_000, 50_000, 5_000_000);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
if (args.reuse !== undefined && !/^bench_search_[a-z0-9_]{1,40}$/.test(args.reuse))
  throw new Error("--reuse: the name of a database this bench kept (bench_search_…)");
installStopHandlers(clamp(args["max-minutes"], 45, 1, 180) * 60_000);

const log = (line: string) => process.stderr.write(`${line}\n`);

/** The queries of each kind, five each (the vocabulary's common, paired and planted rare words). */
const KINDS = [
  {
    kind: "one word (common)",
    endpoint: "search",
    queries: ["project", "meeting", "Besprechung", "budget", "Änderung"],
  },
  {
    kind: "two words",
    endpoint: "search",
    queries: ["project meeting", "budget review", "Urlaub Prüfung", "customer feedback", "server backup"],
  },
  { kind: "prefix (suggestions)", endpoint: "suggestions", queries: ["proj", "Besp", "Mitarb", "work", "Qual"] },
  {
    kind: "rare word",
    endpoint: "search",
    queries: ["Quastenflosser", "perihelion", "Zylinderkopfdichtung", "obsidian", "Marzipanschwein"],
  },
] as const;
const TYPED_WORDS = [
  "meeting",
  "Besprechung",
  "Müller",
  "budget",
  "Quastenflosser",
  "Übersicht",
  "workshop",
  "Schneider",
  "canteen",
  "Qualitätssicherung",
  "invoice",
  "Sommerfest",
];
const pathOf = (endpoint: "search" | "suggestions", q: string) =>
  endpoint === "search" ? `/search.json?q=${encodeURIComponent(q)}` : `/search/suggestions?q=${encodeURIComponent(q)}`;

/** A database of this bench: made fresh (dropped at the end unless --keep), or the one --reuse names. */
async function benchDatabase(): Promise<{ url: string; fresh: boolean }> {
  const name = args.reuse ?? `bench_search_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
    if (args.reuse && !exists) throw new Error(`--reuse: there is no database ${name}`);
    if (!args.reuse) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  if (!args.keep && !args.reuse)
    onStop(async () => {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  log(`database: ${name}${args.keep ? " (kept: --reuse it)" : ""}`);
  return { url: url.toString(), fresh: !args.reuse };
}

/** Migrations, the demo network, the reader, a group category, the network's root folder and a template appointment. */
async function prepare(databaseUrl: string, dataDir: string) {
  return withDemoNetwork(databaseUrl, dataDir, async (ctx, admin) => {
    const reader = await createMember(ctx.db, { email: READER_EMAIL, firstName: "Search", lastName: "Reader" });
    const category = await createGroupCategory(ctx.db, { name: "Search bench", pluralName: "Search benches" });
    const root = await ensureSpecialFolder(ctx.db, null, "root_folder");
    const calendarId = await createCalendar(ctx, admin, {
      calendar: { name: "Search bench template", type: "network", membership_ids: [] },
    });
    const template = await createAppointment(ctx, admin, {
      name: "Template",
      description: "",
      calendar_ids: [calendarId],
      time_zone: "Europe/Berlin",
      date: { start: "2026-01-05T09:00", end: "2026-01-05T10:00", all_day: false },
      recurrence_pattern: null,
      post_to_stream: false,
    });
    return {
      readerId: reader.id,
      adminId: admin.id,
      categoryId: category.id,
      networkRootFolderId: root.id,
      templateAppointmentId: template.id,
    };
  });
}

let jobs = 0;
/** Runs a job in a worker process; the job goes through a file (captured statements outgrow a command line). */
async function work(job: SearchJob, dir: string): Promise<SearchJobResult> {
  const file = path.join(dir, `search-job-${++jobs}.json`);
  fs.writeFileSync(file, JSON.stringify(job));
  const child = spawnBenchScript("search-worker.ts", [file]);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-4_000);
  });
  const limit = setTimeout(() => void killTree(child), 15 * 60_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(limit);
  const line = stdout.trim().split("\n").at(-1) ?? "";
  if (code !== 0 || !line.startsWith("{"))
    throw new Error(`search worker (${job.mode}) failed (exit ${code}):\n${stderr}`);
  return JSON.parse(line) as SearchJobResult;
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, "server", "dist", "main.js")))
    throw new Error("server/dist/main.js is missing: run `npm run build -w server` first (the serve script runs it).");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-bench-search-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const { url: databaseUrl, fresh } = await benchDatabase();
  let seeded: SeedReport | null = null;
  if (fresh) {
    const t = performance.now();
    const ids = await prepare(databaseUrl, dataDir);
    log(`set-up: migrations, demo network, reader in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const connect = async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      return c;
    };
    seeded = await seedSearchItems(connect, ids, log, items);
    log(`seed: ${seeded.items.toLocaleString("en")} searchable rows in ${seeded.seconds.toFixed(0)} s`);
  }
  const paths = KINDS.flatMap((k) => k.queries.map((q) => pathOf(k.endpoint, q)));
  const { cookie, captured } = await capture(databaseUrl, dataDir, paths);
  const readerId = await (async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      const reader = await c.query<{ id: string }>("SELECT id FROM members WHERE email = $1", [READER_EMAIL]);
      return reader.rows[0]?.id ?? "";
    } finally {
      await c.end();
    }
  })();
  const counts = await (async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      const r = await c.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM activities) + (SELECT count(*) FROM messages) + (SELECT count(*) FROM appointments)
           + (SELECT count(*) FROM files) + (SELECT count(*) FROM folders) + (SELECT count(*) FROM members)
           + (SELECT count(*) FROM groups) + (SELECT count(*) FROM group_pages) AS n`,
      );
      return Number(r.rows[0]?.n ?? 0);
    } finally {
      await c.end();
    }
  })();

  const server = await startServer({ dataDir, databaseUrl, seedPassword: SEED_PASSWORD });
  log(`server: first answer after ${(server.firstAnswerMs / 1000).toFixed(1)} s`);
  // The compiled server must answer with the modules the sources here give (else server/dist is stale).
  for (const [p, c] of captured) {
    if (!p.startsWith("/search.json")) continue;
    const res = await fetch(`${server.url}${p}`, { headers: { cookie, accept: "application/json" } });
    const text = await res.text();
    if (!res.ok)
      throw new Error(`The server answers ${p} with ${res.status}: ${text.slice(0, 500)}\n${server.output()}`);
    const served = Object.keys(JSON.parse(text) as object).join(", ");
    const here = Object.keys(c.modules).join(", ");
    if (served !== here)
      throw new Error(
        `The server answers ${p} with [${served}], the sources with [${here}]: run \`npm run build -w server\`.`,
      );
  }
  const rows: KindRow[] = [];
  const typing: { pacing: string; r: SearchJobResult }[] = [];
  try {
    for (const k of KINDS) {
      const kindPaths = k.queries.map((q) => pathOf(k.endpoint, q));
      const caps = kindPaths.map((p) => captured.get(p) as Captured);
      const api = await work({ mode: "http", baseUrl: server.url, cookie, paths: kindPaths, requests }, dataDir);
      const direct = await work({ mode: "sql", databaseUrl, sets: caps.map((c) => c.set), requests }, dataDir);
      // The modules the server answers with now (sources being added change this list).
      const modules =
        k.endpoint === "search" ? Object.keys(caps[0]?.modules ?? {}) : await suggestionSources(server.url, cookie);
      const naive = await work(
        {
          mode: "sql",
          databaseUrl,
          sets: k.queries.map((q) => naiveSet(readerId, q, modules, k.endpoint === "suggestions")),
          requests: naiveRequests,
        },
        dataDir,
      );
      // The three slowest statements of the query whose statements add up to the most, for EXPLAIN.
      const perQuery = (direct.statementMs ?? []).map((set, s) =>
        set.flatMap((chain, c) =>
          chain.flatMap((t, i) => {
            const st = caps[s]?.set.chains[c]?.[i];
            return st && !/^\s*(begin|commit|select set_config)/i.test(st.text)
              ? [{ ms: t, st, kindQuery: k.queries[s] ?? "" }]
              : [];
          }),
        ),
      );
      const heaviest = perQuery.reduce(
        (best, list) => (list.reduce((a, x) => a + x.ms, 0) > best.reduce((a, x) => a + x.ms, 0) ? list : best),
        [] as KindRow["slowest"],
      );
      const slowest = [...heaviest].sort((a, b) => b.ms - a.ms).slice(0, 3);
      const modulesText = caps
        .map((c, i) =>
          k.endpoint === "search"
            ? `${k.queries[i]}: ${Object.entries(c.modules)
                .map(([m, v]) => `${m} ${v.total}`)
                .join(", ")}`
            : `${k.queries[i]}: ${c.modules.suggestions?.hits ?? 0}`,
        )
        .join("; ");
      rows.push({
        kind: k.kind,
        api: api.latencies,
        direct: direct.latencies,
        naive: naive.latencies,
        modules: `${modulesText}${k.endpoint === "suggestions" ? ` (ILIKE over ${modules.join(", ")})` : ""}`,
        statements: caps.reduce((s, c) => s + c.set.chains.flat().length, 0) / caps.length,
        slowest,
      });
      log(
        `${k.kind}: API p50 ${ms(pct(api.latencies, 50))} p95 ${ms(pct(api.latencies, 95))} ms; direct SQL p95 ${ms(pct(direct.latencies, 95))}; ILIKE p95 ${ms(pct(naive.latencies, 95))}`,
      );
    }
    for (const paceMs of [300, 0]) {
      const r = await work(
        {
          mode: "typists",
          baseUrl: server.url,
          cookie,
          words: TYPED_WORDS,
          typists,
          seconds: typingSeconds,
          paceMs,
        },
        dataDir,
      );
      const pacing = paceMs > 0 ? `a keystroke every ${paceMs} ms` : "as fast as answered";
      typing.push({ pacing, r });
      log(
        `typists (${pacing}): ${r.latencies.length} requests, p95 ${ms(pct(r.latencies, 95))} ms, ${r.errors} errors`,
      );
      for (const f of r.failures ?? []) log(`  failed: ${f}`);
    }
  } finally {
    await server.stop();
  }

  const plansFile = args["no-explain"] ? "" : await explainSlowest(databaseUrl, rows);
  printSearchReport({
    counts,
    seeded,
    reused: args.reuse,
    requests,
    naiveRequests,
    typists,
    typingSeconds,
    rows,
    typing,
    plansFile,
  });
}

/** The modules the suggestions come from now: those whose source gives any for a one-letter prefix. */
async function suggestionSources(baseUrl: string, cookie: string): Promise<string[]> {
  const found = new Set<string>();
  for (const q of ["a", "e", "m", "s", "b"]) {
    const res = await fetch(`${baseUrl}${pathOf("suggestions", q)}`, {
      headers: { cookie, accept: "application/json" },
    });
    const body = (await res.json()) as { suggestions: { module: string }[] };
    for (const s of body.suggestions ?? []) found.add(s.module);
  }
  return [...found].filter((m) => m in NAIVE);
}

try {
  await main();
} finally {
  await stopAll();
}
