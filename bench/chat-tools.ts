// The chat bench's tools: connecting many sockets, percentiles, the bare `ws` baseline process and its memory.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { track, waitFor } from "./guard.js";

/** Connects `count` sockets at most `parallel` at a time. */
export async function connectAll<T>(count: number, parallel: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await open(i);
      }
    }),
  );
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
export const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};
/**
 * Starts a bare ws baseline in its own process (the broadcast one, or `script` with `env`: the send's replay); its
 * URL and the pid to read its memory and CPU from.
 */
export async function startBareWs(
  script = "chat-baseline-ws.ts",
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; pid: number; stop: () => void }> {
  const child: ChildProcess = track(
    spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, script)], {
      cwd: import.meta.dirname,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    }),
  );
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  const port = await waitFor(script, 30_000, async () => /listening (\d+)/.exec(out)?.[1] ?? null);
  return {
    url: `ws://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => {
      try {
        process.kill(-(child.pid ?? 0), "SIGKILL");
      } catch {}
    },
  };
}

/** Resident set of a process in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}
