// Load processes: each a node process of its own (with tsx for TypeScript), tracked so it is killed
// when the harness stops, and killed at a deadline if it overruns.
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import type { CannonJob, CannonResult } from "./autocannon-worker.js";
import { assertLoopback, killTree, track } from "./guard.js";

const here = import.meta.dirname;

/** Spawns `node --import tsx bench/<script>` in its own process group. */
export function spawnBenchScript(
  script: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; ipc?: boolean } = {},
): ChildProcess {
  return track(
    spawn(process.execPath, ["--import", "tsx", path.join(here, script), ...args], {
      cwd: here,
      detached: true,
      stdio: opts.ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...opts.env },
    }),
  );
}

/** Runs one autocannon job in a child process and returns its figures; fails on any error or non-2xx. */
export async function cannon(job: CannonJob): Promise<CannonResult> {
  assertLoopback(job.url);
  const child = spawnBenchScript("autocannon-worker.ts", [JSON.stringify(job)]);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-4_000);
  });
  const limit = setTimeout(() => void killTree(child), (job.seconds + 60) * 1000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(limit);
  const line = stdout.trim().split("\n").at(-1) ?? "";
  if (code !== 0 || !line.startsWith("{"))
    throw new Error(`autocannon on ${job.url} failed (exit ${code}):\n${stderr}`);
  return JSON.parse(line) as CannonResult;
}

/** The machine's load when a bench prints its figures, for the reader to weigh them by. */
export const loadAverageLine = () =>
  `load average (1, 5, 15 min): ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")} on ${os.cpus().length} cores`;
