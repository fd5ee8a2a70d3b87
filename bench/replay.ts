// Measuring calls against their same-work baseline (lists.ts, calls.ts): each path is run once through the app
// built from the sources to capture the statements it sends (capture.ts), replay-server.ts replays them in its own
// process, and autocannon (10 connections, its own process) loads our compiled server and the replay in turn.
import fs from "node:fs";
import path from "node:path";
import type { CannonResult } from "./autocannon-worker.js";
import { captureStatements } from "./capture.js";
import { killTree, waitFor } from "./guard.js";
import { cannon, spawnBenchScript } from "./processes.js";
import { freePort, treeCpuMs } from "./server.js";

/** `cpuMs`: the CPU time per request of the server and of the replay (when the server's process is known). */
export type ReplayRow = {
  call: string;
  ours: CannonResult;
  baseline: CannonResult;
  statements: number;
  cpuMs?: { ours: number; baseline: number };
};

async function startReplay(databaseUrl: string, file: string) {
  const port = await freePort();
  const child = spawnBenchScript("replay-server.ts", [], {
    env: { DATABASE_URL: databaseUrl, PORT: String(port), REPLAY_FILE: file },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor("replay server", 60_000, async () => {
    if (child.exitCode !== null) throw new Error("replay server stopped");
    const res = await fetch(`${url}/-`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    return res?.status === 404 ? true : null;
  });
  return { url, pid: child.pid ?? null, stop: () => killTree(child, 5_000) };
}

/** Each [call, path] as the member of `email` on our server and as its replayed statements; a failing answer stops it. */
export async function measureAgainstReplay(opts: {
  serverUrl: string;
  databaseUrl: string;
  dataDir: string;
  email: string;
  calls: [string, string][];
  seconds: number;
  log: (line: string) => void;
  /** The server's process: its CPU time per request is read beside the replay's. */
  serverPid?: () => number | null;
}): Promise<{ rows: ReplayRow[]; failures: { call: string; answer: string }[] }> {
  const failures: { call: string; answer: string }[] = [];
  const { cookie, captured, failed } = await captureStatements(
    opts.databaseUrl,
    opts.dataDir,
    opts.email,
    opts.calls.map(([, p]) => p),
  );
  const file = path.join(opts.dataDir, `replay-${Date.now()}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(Object.fromEntries(opts.calls.map(([call, p]) => [call, captured.get(p)?.set]))),
  );
  const replay = await startReplay(opts.databaseUrl, file);
  const headers = { cookie, accept: "application/json" };
  const rows: ReplayRow[] = [];
  try {
    for (const [call, p] of opts.calls) {
      const refused = failed.get(p);
      if (refused !== undefined) {
        opts.log(`${call}: not measured, our server answered ${refused}`);
        failures.push({ call, answer: refused });
        continue;
      }
      const ours = `${opts.serverUrl}${p}`;
      const base = `${replay.url}/${encodeURIComponent(call)}`;
      const job = (u: string, s = opts.seconds) => ({ url: u, headers, connections: 10, seconds: s });
      const serverPid = opts.serverPid?.() ?? null;
      const replayPid = replay.pid;
      const cpuOf = (pid: number | null) => (pid === null ? 0 : treeCpuMs(pid));
      await cannon(job(ours, 1));
      const oursCpu = cpuOf(serverPid);
      const o = await cannon(job(ours));
      const oursCpuMs = cpuOf(serverPid) - oursCpu;
      await cannon(job(base, 1));
      const baseCpu = cpuOf(replayPid);
      const b = await cannon(job(base));
      const baseCpuMs = cpuOf(replayPid) - baseCpu;
      const cpuMs =
        serverPid !== null && replayPid !== null
          ? { ours: oursCpuMs / Math.max(o.requests, 1), baseline: baseCpuMs / Math.max(b.requests, 1) }
          : undefined;
      // A failing answer must not pass as a fast one: the call is reported as not measured (a search over its time
      // limit on a busy machine answers 400 from us and 500 from the replay).
      const bad = [
        ["ours", o],
        ["baseline", b],
      ]
        .filter(([, r]) => {
          const x = r as CannonResult;
          return x.non2xx > 0 || x.errors > 0 || x.timeouts > 0;
        })
        .map(([who, r]) => {
          const x = r as CannonResult;
          return `${who}: ${x.non2xx} non-2xx, ${x.errors} errors, ${x.timeouts} timeouts`;
        });
      if (bad.length) {
        opts.log(`${call}: not measured (${bad.join("; ")})`);
        failures.push({ call, answer: bad.join("; ") });
        continue;
      }
      const statements = captured.get(p)?.set.chains.reduce((n, c) => n + c.length, 0) ?? 0;
      opts.log(
        `${call}: ${o.requestsPerSec.toFixed(0)} req/s p99 ${o.p99Ms} ms; replay ${b.requestsPerSec.toFixed(0)} req/s p99 ${b.p99Ms} ms`,
      );
      rows.push({ call, ours: o, baseline: b, statements, cpuMs });
    }
  } finally {
    await replay.stop();
  }
  return { rows, failures };
}

export const ratioOf = (r: ReplayRow) => r.ours.requestsPerSec / r.baseline.requestsPerSec;
export const p99RatioOf = (r: ReplayRow) => r.ours.p99Ms / Math.max(r.baseline.p99Ms, 1);

/** The table of measured calls (wall.ts, channels.ts): one line per call with its ratios and statements. */
export function replayTable(measured: { rows: ReplayRow[]; failures: { call: string; answer: string }[] }): string[] {
  return [
    "| call | req/s | p99 ms | replay req/s | p99 ms | × req/s | × p99 | statements |",
    "|---|---|---|---|---|---|---|---|",
    ...measured.rows.map(
      (r) =>
        `| ${r.call} | ${r.ours.requestsPerSec.toFixed(1)} | ${r.ours.p99Ms} | ${r.baseline.requestsPerSec.toFixed(1)} | ${r.baseline.p99Ms} | ${ratioOf(r).toFixed(2)} | ${p99RatioOf(r).toFixed(2)} | ${r.statements} |`,
    ),
    ...measured.failures.map((f) => `| ${f.call} | not measured: ${f.answer} | | | | | | |`),
  ];
}

/**
 * The server's and the replay's CPU time per request and their ratio (replay ÷ ours, like × req/s): on a loaded
 * machine the req/s swing with the neighbours, the CPU a request costs much less.
 */
export const cpuColumns = (r: { cpuMs?: { ours: number; baseline: number } }) =>
  r.cpuMs
    ? `${r.cpuMs.ours.toFixed(2)} | ${r.cpuMs.baseline.toFixed(2)} | ${(r.cpuMs.baseline / Math.max(r.cpuMs.ours, 0.001)).toFixed(2)}`
    : "| |";
