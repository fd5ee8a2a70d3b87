// Capacity: active members added step by step until a health limit breaks (Mattermost's: mean latency
// under 100 ms, p99 under 2 s, errors under 0.025 %). The members live in two worker processes.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { deadline, killTree, sleep } from "./guard.js";
import type { ActiveMember, WorkerConfig, WorkerMessage, WorkerReport } from "./members-worker.js";
import { spawnBenchScript } from "./processes.js";
import type { Fixture } from "./setup.js";

export const LIMITS = { meanMs: 100, p99Ms: 2_000, errorRate: 0.000_25 };

export type CapacityOptions = {
  url: string;
  fixture: Fixture;
  start: number;
  step: number;
  max: number;
  stepSeconds: number;
  thinkSeconds: number;
  maxSeconds: number;
  /** Resident set of the serving process, sampled at the end of each step. */
  rss: () => number | null;
  /** The server's process (first) and the database processes that serve it, whose CPU time each step reads. */
  cpuPids: () => Promise<number[]>;
  /** Go on to `max` after a limit broke (for the chart); `held` is still the last healthy step before it. */
  rampAll: boolean;
  log: (line: string) => void;
};

export type CapacityStep = {
  members: number;
  sockets: number;
  requestsPerSec: number;
  meanMs: number;
  p99Ms: number;
  errorRate: number;
  rssMb: number | null;
  /** CPU the server and database processes used during the step, in cores (1 = one core busy all the time). */
  cpuCores: number;
  /**
   * Of `cpuCores`, the server's own process (its event loop runs on one thread: near 1 core it is the limit whatever
   * the machine's other core does).
   */
  serverCores: number;
  /** CPU the load generator's member processes used during the step, in cores: the rest of the shared machine. */
  generatorCores: number;
  /** Chat messages that arrived on the members' sockets per second. */
  receivedPerSec: number;
  healthy: boolean;
  errorSamples: string[];
};

export type CapacityResult = {
  steps: CapacityStep[];
  held: number;
  /** `held` scaled to the machine's cores by the CPU the server and database used at that step (linear). */
  normalisedHeld: number;
  stoppedBecause: string;
};

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
export const TICKS = 100;

/** utime + stime of each process, in ticks (a process gone meanwhile is left out). */
export function cpuTicks(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command (which may hold spaces), from the closing parenthesis: state is field 3.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {}
  }
  return out;
}

const WORKERS = 2;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

export async function rampCapacity(opts: CapacityOptions): Promise<CapacityResult> {
  const run = deadline(opts.maxSeconds * 1000);
  const workerConfig: WorkerConfig = {
    url: opts.url,
    thinkSeconds: opts.thinkSeconds,
    month: opts.fixture.month,
    appointmentId: opts.fixture.appointmentId,
    folderId: opts.fixture.folderId,
    peers: opts.fixture.members.map((m) => m.memberId),
    maxSeconds: opts.maxSeconds + 30,
  };
  const workers: ChildProcess[] = [];
  let window: WorkerReport[] = [];
  const sockets = new Map<ChildProcess, number>();
  for (let i = 0; i < WORKERS; i++) {
    const w = spawnBenchScript("members-worker.ts", [JSON.stringify(workerConfig)], { ipc: true });
    w.stderr?.on("data", (c: Buffer) => opts.log(`members worker: ${c.toString().trim()}`));
    w.on("message", (r: WorkerReport) => {
      window.push(r);
      sockets.set(w, r.sockets);
    });
    workers.push(w);
  }
  const steps: CapacityStep[] = [];
  let held = 0;
  let stoppedBecause = `reached ${opts.max} members (the most the set-up made)`;
  let active = 0;
  const available = opts.fixture.members;
  try {
    // Bounded by the member count, the step count and the run's deadline.
    for (let stepNo = 0; stepNo < 1_000; stepNo++) {
      const target = Math.min(opts.max, available.length, stepNo === 0 ? opts.start : active + opts.step);
      if (target <= active && stepNo > 0) break;
      const joining = available.slice(active, target);
      for (const [i, w] of workers.entries()) {
        const mine: ActiveMember[] = joining.filter((_, k) => k % WORKERS === i);
        w.send({ add: mine } satisfies WorkerMessage);
      }
      active = target;
      // New members join spread over one think time; the step is measured after that.
      await sleep(Math.min(opts.thinkSeconds * 1000, run.left()));
      window = [];
      const pids = await opts.cpuPids();
      const generatorPids = workers.flatMap((w) => (w.pid ? [w.pid] : []));
      const before = cpuTicks(pids);
      const generatorBefore = cpuTicks(generatorPids);
      const stepStarted = performance.now();
      await sleep(Math.min(opts.stepSeconds * 1000, run.left()));
      const after = cpuTicks(pids);
      const generatorAfter = cpuTicks(generatorPids);
      const stepSeconds = (performance.now() - stepStarted) / 1000;
      const spent = (from: Map<number, number>, to: Map<number, number>) =>
        [...to].reduce((sum, [pid, t]) => sum + t - (from.get(pid) ?? t), 0) / TICKS / stepSeconds;
      const reports = window;
      const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
      const requests = reports.reduce((s, r) => s + r.requests, 0);
      const errors = reports.reduce((s, r) => s + r.errors, 0);
      const mean = latencies.length ? latencies.reduce((s, v) => s + v, 0) / latencies.length : 0;
      const step: CapacityStep = {
        members: active,
        sockets: [...sockets.values()].reduce((s, v) => s + v, 0),
        requestsPerSec: requests / opts.stepSeconds,
        meanMs: mean,
        p99Ms: percentile(latencies, 99),
        errorRate: requests ? errors / requests : 0,
        rssMb: opts.rss() === null ? null : Math.round((opts.rss() ?? 0) / 1024 / 1024),
        cpuCores: spent(before, after),
        serverCores: spent(new Map([...before].slice(0, 1)), new Map([...after].slice(0, 1))),
        generatorCores: spent(generatorBefore, generatorAfter),
        receivedPerSec: reports.reduce((s, r) => s + r.received, 0) / opts.stepSeconds,
        healthy: false,
        errorSamples: [...new Set(reports.flatMap((r) => r.errorSamples))].slice(0, 3),
      };
      step.healthy = step.meanMs < LIMITS.meanMs && step.p99Ms < LIMITS.p99Ms && step.errorRate < LIMITS.errorRate;
      steps.push(step);
      opts.log(
        `capacity: ${step.members} members, ${step.sockets} sockets, ${step.requestsPerSec.toFixed(0)} req/s, server+database CPU ${step.cpuCores.toFixed(2)} cores (the server ${step.serverCores.toFixed(2)}), load generator ${step.generatorCores.toFixed(2)}, mean ${step.meanMs.toFixed(0)} ms, p99 ${step.p99Ms.toFixed(0)} ms, errors ${(step.errorRate * 100).toFixed(3)} %${step.healthy ? "" : "  ← limit broken"}${step.errorSamples.length ? ` (${step.errorSamples.join("; ")})` : ""}`,
      );
      if (!step.healthy) {
        if (stoppedBecause.startsWith("reached")) stoppedBecause = `a limit broke at ${step.members} members`;
        // --ramp-all: the chart's later points, while `held` stays the last step before the first break.
        if (!opts.rampAll) break;
      } else if (stoppedBecause.startsWith("reached")) held = step.members;
      if (run.passed()) {
        stoppedBecause = `the ramp's time limit (${opts.maxSeconds} s) passed`;
        break;
      }
      if (active >= Math.min(opts.max, available.length)) break;
    }
  } finally {
    for (const w of workers) if (w.connected) w.send({ stop: true } satisfies WorkerMessage);
    await sleep(500);
    await Promise.all(workers.map((w) => killTree(w, 3_000)));
  }
  const heldStep = steps.find((st) => st.members === held);
  const cores = os.cpus().length;
  const normalisedHeld = heldStep && heldStep.cpuCores > 0 ? Math.round((held * cores) / heldStep.cpuCores) : held;
  return { steps, held, normalisedHeld, stoppedBecause };
}
