// What keeps the harness safe to run: it talks only to this machine, every loop has a count and a
// deadline, and whatever it started is stopped when it ends, fails or is interrupted.
import type { ChildProcess } from "node:child_process";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Whether a host name or address is on this machine's loopback (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase();
  if (LOOPBACK_NAMES.has(h)) return true;
  const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  return v4?.slice(1).every((octet) => Number(octet) <= 255) === true;
}

/** The URL, or an error naming it when it points anywhere but loopback (or is no http/ws/postgres/redis URL). */
export function assertLoopback(url: string, what = "target"): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`The ${what} "${url}" is not a URL.`);
  }
  if (!["http:", "ws:", "postgres:", "postgresql:", "redis:"].includes(parsed.protocol))
    throw new Error(
      `The ${what} "${url}" uses ${parsed.protocol}; the harness speaks http, ws, postgres and redis only.`,
    );
  if (!isLoopbackHost(parsed.hostname))
    throw new Error(`The ${what} "${url}" is not a loopback address: the harness loads only this machine.`);
  return parsed;
}

/** A deadline: `left()` in ms, `passed()` once it is over. Every loop in the harness checks one. */
export function deadline(ms: number) {
  const end = Date.now() + ms;
  return { left: () => Math.max(0, end - Date.now()), passed: () => Date.now() >= end };
}

/** Runs `step` at most `maxCount` times and never past `ms`; returns how often it ran. */
export async function bounded(
  maxCount: number,
  ms: number,
  step: (i: number) => Promise<boolean | undefined> | boolean | undefined,
): Promise<number> {
  const d = deadline(ms);
  let i = 0;
  for (; i < maxCount && !d.passed(); i++) if ((await step(i)) === false) return i + 1;
  return i;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value, at most `ms` long. */
export async function waitFor<T>(what: string, ms: number, check: () => Promise<T | null>): Promise<T> {
  const d = deadline(ms);
  for (let i = 0; i < 100_000 && !d.passed(); i++) {
    const value = await check().catch(() => null);
    if (value !== null) return value;
    await sleep(100);
  }
  throw new Error(`${what}: not ready within ${Math.round(ms / 1000)} s`);
}

const children = new Set<ChildProcess>();
const cleanups = new Set<() => Promise<void> | void>();

/** Remembers a child process so that it is killed (with its process group) when the harness stops. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/** Work to do when the harness stops however it stops (drop the bench database, remove temp folders). */
export function onStop(cleanup: () => Promise<void> | void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Kills one child and its process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function killTree(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig); // the group the child leads (spawned detached)
    } catch {
      try {
        child.kill(sig);
      } catch {}
    }
  };
  signal("SIGTERM");
  const timer = sleep(graceMs).then(() => "timeout");
  if ((await Promise.race([exited.then(() => "exited"), timer])) === "timeout") {
    signal("SIGKILL");
    await Promise.race([exited, sleep(2_000)]);
  }
}

let stopping: Promise<void> | null = null;

/** Stops every tracked child and runs the clean-ups, once. */
export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    await Promise.all([...children].map((c) => killTree(c)));
    for (const cleanup of [...cleanups].reverse()) await Promise.resolve(cleanup()).catch(() => {});
    cleanups.clear();
  })();
  return stopping;
}

/** Installs the handlers that stop everything on SIGINT/SIGTERM, on an uncaught error and at a hard time limit. */
export function installStopHandlers(hardLimitMs: number) {
  const stopWith = (code: number, why: string) => {
    process.stderr.write(`\nbench: ${why}; stopping the server and load processes\n`);
    void stopAll().finally(() => process.exit(code));
  };
  process.once("SIGINT", () => stopWith(130, "interrupted"));
  process.once("SIGTERM", () => stopWith(143, "terminated"));
  process.once("uncaughtException", (err) => stopWith(1, `failed: ${err.stack ?? err.message}`));
  process.once("unhandledRejection", (err) => stopWith(1, `failed: ${String(err)}`));
  // Last resort: a synchronous kill of every process group still alive when node exits.
  process.once("exit", () => {
    for (const c of children)
      if (c.pid !== undefined) {
        try {
          process.kill(-c.pid, "SIGKILL");
        } catch {}
      }
  });
  const timer = setTimeout(
    () => stopWith(3, `the run passed its limit of ${Math.round(hardLimitMs / 1000)} s`),
    hardLimitMs,
  );
  timer.unref();
}
