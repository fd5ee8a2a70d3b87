// `npm run bench`: the server as production starts it, on its embedded PostgreSQL and on PostgreSQL + Redis, loaded from
// other processes. Prints one table (see README.md for what each figure means). Flags: see usage().

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runningClusterUrl } from "../server/src/db/embedded-postgres.js";
import { type CapacityResult, LIMITS, rampCapacity } from "./capacity.js";
import { capacityWorld } from "./capacity-world.js";
import { installStopHandlers, stopAll } from "./guard.js";
import { measureCalls } from "./measure.js";
import { type BenchOptions, parseBenchArgs } from "./options.js";
import { type RunningServer, servingPids, startServer } from "./server.js";
import { benchDataDir, type Fixture, prepareFixture, SEED_PASSWORD } from "./setup.js";
import { type BaselineServer, startBaseline } from "./start-baseline.js";

const mb = (bytes: number | null) => (bytes === null ? "–" : `${Math.round(bytes / 1024 / 1024)} MB`);
const log = (line: string) => process.stderr.write(`${line}\n`);

type DbRun = {
  kind: "embedded" | "postgres";
  firstAnswerMs: number;
  idleRss: number | null;
  idleTreeRss: number;
  /** The embedded cluster's processes, by PSS (null on a server of its own). */
  idleDbPss: number | null;
  loadedRss: number | null;
  calls: Awaited<ReturnType<typeof measureCalls>>;
  capacity: CapacityResult | null;
};

async function benchOne(kind: "embedded" | "postgres", o: BenchOptions): Promise<DbRun> {
  log(`\n== ${kind === "embedded" ? "embedded PostgreSQL" : "PostgreSQL + Redis"} ==`);
  const fixture: Fixture = o.world
    ? await capacityWorld({
        postgresUrl: o.postgres,
        redisUrl: o.redis,
        dataDir: benchDataDir(),
        sessions: o.members,
        fresh: o.freshWorld,
        log,
      })
    : await prepareFixture({
        members: o.members,
        postgresUrl: kind === "postgres" ? o.postgres : undefined,
        redisUrl: kind === "postgres" ? o.redis : undefined,
        log,
      });
  let server: RunningServer | null = null;
  let baseline: BaselineServer | null = null;
  try {
    server = await startServer({
      dataDir: fixture.dataDir,
      databaseUrl: fixture.databaseUrl,
      redisUrl: fixture.redisUrl,
      seedPassword: SEED_PASSWORD,
      profileDir: o.profileDir,
    });
    log(`server: first answer ${(server.firstAnswerMs / 1000).toFixed(1)} s after start, pid ${server.serverPid()}`);
    // Idle: 15 s after the first answer, when start-up work and its garbage have settled.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const idleRss = server.rssBytes();
    const idleTreeRss = server.treeRssBytes();
    const idleDbPss = server.databasePssBytes();
    // The baseline reads the same database: the server's embedded cluster while it runs, or the PostgreSQL server.
    const baselineDb = fixture.databaseUrl ?? runningClusterUrl(path.join(fixture.dataDir, "pg"));
    if (baselineDb && !o.world) baseline = await startBaseline(baselineDb);
    const running = server;
    // On the world the calls are not measured again: the call table has its own harness on a world of its size
    // (calls.ts), and the administrator here is in all 200 teams (their month is every team's calendar).
    const calls = o.world
      ? []
      : await measureCalls({
          url: running.url,
          baselineUrl: baseline?.url ?? null,
          fixture,
          seconds: o.seconds,
          log,
        });
    const loadedRss = server.rssBytes();
    const capacity = o.capacity
      ? await rampCapacity({
          url: running.url,
          fixture,
          start: o.step,
          step: o.step,
          max: o.maxMembers,
          stepSeconds: o.stepSeconds,
          thinkSeconds: o.thinkSeconds,
          maxSeconds: Math.max(60, (o.maxMinutes * 60) / (2 * o.dbs.length)),
          rss: () => running.rssBytes(),
          cpuPids: () => servingPids(running, fixture.databaseUrl, fixture.dataDir),
          rampAll: o.rampAll,
          log,
        })
      : null;
    return { kind, firstAnswerMs: server.firstAnswerMs, idleRss, idleTreeRss, idleDbPss, loadedRss, calls, capacity };
  } finally {
    await baseline?.stop();
    await server?.stop();
  }
}

function printTable(runs: DbRun[], o: BenchOptions, totalMs: number) {
  const out: string[] = [];
  const row = (cells: string[], widths: number[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  out.push("");
  out.push(
    `intranet bench: ${o.seconds} s per call, 10 connections, autocannon in its own process; ${new Date().toISOString()}`,
  );
  for (const r of runs) {
    out.push("");
    out.push(
      `${r.kind === "embedded" ? "embedded PostgreSQL" : "PostgreSQL + Redis"}: first answer ${(r.firstAnswerMs / 1000).toFixed(1)} s after start; server process RSS idle ${mb(r.idleRss)} (whole process tree ${mb(r.idleTreeRss)}; embedded PostgreSQL processes PSS ${mb(r.idleDbPss)}${r.idleRss !== null && r.idleDbPss !== null ? `, server and database ${mb(r.idleRss + r.idleDbPss)}` : ""}), after the calls ${mb(r.loadedRss)}`,
    );
    const w = [20, 7, 7, 7, 8, 8, 9, 8, 8, 8, 7];
    out.push(
      row(
        ["call", "req/s", "p50 ms", "p99 ms", "KB", "base r/s", "base p50", "base p99", "base KB", "× req/s", "× p99"],
        w,
      ),
    );
    for (const c of r.calls) {
      const b = c.baseline;
      out.push(
        row(
          [
            c.name,
            c.ours.requestsPerSec.toFixed(0),
            String(c.ours.p50Ms),
            String(c.ours.p99Ms),
            (c.bytes.ours / 1024).toFixed(1),
            b ? b.requestsPerSec.toFixed(0) : "–",
            b ? String(b.p50Ms) : "–",
            b ? String(b.p99Ms) : "–",
            c.bytes.baseline === null ? "–" : (c.bytes.baseline / 1024).toFixed(1),
            b ? (c.ours.requestsPerSec / b.requestsPerSec).toFixed(2) : "–",
            b ? (c.ours.p99Ms / Math.max(1, b.p99Ms)).toFixed(2) : "–",
          ],
          w,
        ),
      );
    }
  }
  const withCapacity = runs.filter((r) => r.capacity);
  if (withCapacity.length) {
    out.push("");
    out.push(
      `capacity: active members (think time ~${o.thinkSeconds} s, socket connected), each step ${o.stepSeconds} s; limits mean < ${LIMITS.meanMs} ms, p99 < ${LIMITS.p99Ms} ms, errors < ${LIMITS.errorRate * 100} %`,
    );
    const w = [20, 8, 8, 8, 9, 8, 10, 9, 8, 8, 9, 8];
    out.push(
      row(
        [
          "database",
          "members",
          "sockets",
          "req/s",
          "chat rx/s",
          "CPU",
          "server CPU",
          "load CPU",
          "mean ms",
          "p99 ms",
          "errors %",
          "RSS MB",
        ],
        w,
      ),
    );
    for (const r of withCapacity) {
      for (const s of r.capacity?.steps ?? []) {
        out.push(
          row(
            [
              r.kind,
              String(s.members),
              String(s.sockets),
              s.requestsPerSec.toFixed(0),
              s.receivedPerSec.toFixed(0),
              s.cpuCores.toFixed(2),
              s.serverCores.toFixed(2),
              s.generatorCores.toFixed(2),
              s.meanMs.toFixed(0),
              s.p99Ms.toFixed(0),
              (s.errorRate * 100).toFixed(3),
              s.rssMb === null ? "–" : String(s.rssMb),
            ],
            w,
          ),
        );
      }
      out.push(
        `  ${r.kind}: holds ${r.capacity?.held ?? 0} active members (${r.capacity?.stoppedBecause}); normalised to ${os.cpus().length} cores of their own by the server's and database's CPU: ${r.capacity?.normalisedHeld ?? 0}`,
      );
      if (o.saveCapacity) {
        const file = path.resolve(o.saveCapacity, `capacity-${r.kind}.json`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(
          file,
          JSON.stringify(
            { ...r.capacity, thinkSeconds: o.thinkSeconds, at: new Date().toISOString(), loadavg: os.loadavg() },
            null,
            2,
          ),
        );
        out.push(`  saved: ${file} (chart: npx tsx bench/capacity-chart.ts ${file} docs/capacity-ramp.png)`);
      }
    }
  }
  out.push("");
  out.push(`total run time ${(totalMs / 1000).toFixed(0)} s`);
  process.stdout.write(`${out.join("\n")}\n`);
}

async function main() {
  let o: BenchOptions;
  try {
    o = parseBenchArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(2);
  }
  installStopHandlers(o.maxMinutes * 60_000);
  const started = Date.now();
  const runs: DbRun[] = [];
  try {
    for (const kind of o.dbs) runs.push(await benchOne(kind, o));
  } finally {
    await stopAll();
  }
  printTable(runs, o, Date.now() - started);
  process.exit(0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
