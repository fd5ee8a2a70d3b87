// The server as production runs it: the root package's `serve` script, read at run time so the
// harness follows whatever that script becomes, in its own process group. Its memory is the resident
// set of the node process that actually serves (found through the process tree, not npm's wrapper).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { freePort } from "../server/test/server-process.js";
import { assertLoopback, killTree, track, waitFor } from "./guard.js";

export { freePort };

export const repoRoot = path.resolve(import.meta.dirname, "..");

export type ServerEnv = {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  seedPassword: string;
  /** Where the server writes a V8 CPU profile when it stops (node --cpu-prof), or null. */
  profileDir?: string | null;
};

export type RunningServer = {
  url: string;
  /** The spawned shell running the serve script (the group leader). */
  child: ChildProcess;
  /** From spawn to the first answer of GET /api/v1/network, in ms. */
  firstAnswerMs: number;
  /** The pid of the node process that serves, and its resident set in bytes now. */
  serverPid: () => number | null;
  rssBytes: () => number | null;
  /** RSS of every process of the tree (npm, sh, tsx wrappers included), in bytes. */
  treeRssBytes: () => number;
  /**
   * The embedded PostgreSQL's processes (the postmaster of DATA_DIR/pg and its children; pg_ctl detaches them from
   * the server's tree): their proportional set size summed (shared buffers counted once), in bytes; null on a
   * PostgreSQL server of its own.
   */
  databasePssBytes: () => number | null;
  output: () => string;
  stop: () => Promise<void>;
};

/** The command of the root package's `serve` script, as it is today. */
export function serveCommand(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));
  const cmd = pkg.scripts?.serve;
  if (typeof cmd !== "string" || cmd.trim() === "") throw new Error("The root package.json has no serve script.");
  return cmd;
}

/** Children of every process, from /proc (Linux). */
function processTree(): Map<number, { ppid: number; comm: string; rss: number }> {
  const tree = new Map<number, { ppid: number; comm: string; rss: number }>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const comm = /^Name:\s+(.+)$/m.exec(status)?.[1] ?? "";
      const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
      tree.set(Number(entry), { ppid, comm, rss });
    } catch {}
  }
  return tree;
}

function descendants(root: number, tree = processTree()): number[] {
  const out: number[] = [];
  const walk = (pid: number) => {
    for (const [child, info] of tree)
      if (info.ppid === pid) {
        out.push(child);
        walk(child);
      }
  };
  walk(root);
  return out;
}

/**
 * CPU time (user + system, ms) the process and its descendants have used so far, from /proc/<pid>/stat (clock
 * ticks of 10 ms): what a call cost the server whatever else the machine runs.
 */
export function treeCpuMs(root: number): number {
  let ticks = 0;
  for (const pid of [root, ...descendants(root)]) {
    try {
      // The fields after the command's closing parenthesis: state is the 3rd, utime the 14th, stime the 15th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {}
  }
  return ticks * 10;
}

/** Whether the process runs a node binary (its name is no guide: node calls its main thread "MainThread"). */
function isNode(pid: number): boolean {
  try {
    return path.basename(fs.readlinkSync(`/proc/${pid}/exe`)).startsWith("node");
  } catch {
    return false;
  }
}

/**
 * The serving process: the deepest `node` process under the script (npm, sh and loader wrappers
 * sit above it). Whatever runs the server, the one that holds the listening socket is the last node.
 */
function servingPid(root: number): number | null {
  const tree = processTree();
  const nodes = [root, ...descendants(root, tree)].filter((pid) => isNode(pid));
  const depth = (pid: number) => {
    let d = 0;
    for (let p = pid; p !== root && d < 64; d++) p = tree.get(p)?.ppid ?? root;
    return d;
  };
  return nodes.sort((a, b) => depth(b) - depth(a))[0] ?? null;
}

const rssOf = (pid: number | null) => {
  if (pid === null) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return null;
  }
};

const pssOf = (pid: number) => {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

/** The embedded cluster's processes: its postmaster (postmaster.pid's first line) and every child; [] when none. */
export function embeddedPids(dataDir: string): number[] {
  try {
    const postmaster = Number(
      fs.readFileSync(path.join(dataDir, "pg", "data", "postmaster.pid"), "utf8").split("\n")[0],
    );
    return [postmaster, ...descendants(postmaster)];
  } catch {
    return [];
  }
}

/** The embedded cluster's memory: its processes by PSS. */
function embeddedPss(dataDir: string): number | null {
  const pids = embeddedPids(dataDir);
  return pids.length ? pids.reduce((sum, p) => sum + pssOf(p), 0) : null;
}

/** Starts the server through the serve script and waits (at most `startMs`) for its first answer. */
export async function startServer(env: ServerEnv, startMs = 180_000): Promise<RunningServer> {
  if (env.databaseUrl) assertLoopback(env.databaseUrl, "database");
  if (env.redisUrl) assertLoopback(env.redisUrl, "Redis server");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const started = performance.now();
  const child = track(
    spawn(serveCommand(), {
      shell: true,
      cwd: repoRoot,
      detached: true, // its own process group, so the whole tree can be stopped at once
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        // The demo network the scenarios sign in to (a production start is empty by default).
        DEMO: "true",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: env.dataDir,
        DATABASE_URL: env.databaseUrl ?? "",
        REDIS_URL: env.redisUrl ?? "",
        SEED_PASSWORD: env.seedPassword,
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        DEEPL_AUTH_KEY: "",
        ...(env.profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${env.profileDir}` } : {}),
      },
    }),
  );
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) =>
      reject(
        new Error(
          `The server (\`${serveCommand()}\`) stopped (exit ${code}) before answering; has \`npm run build\` run?\n${output}`,
        ),
      ),
    ),
  );
  exited.catch(() => {});
  await Promise.race([
    waitFor("server start", startMs, async () => {
      const res = await fetch(`${url}/api/v1/network`, { signal: AbortSignal.timeout(2_000) });
      return res.ok ? true : null;
    }),
    exited,
  ]);
  const firstAnswerMs = performance.now() - started;
  const pid = child.pid ?? 0;
  return {
    url,
    child,
    firstAnswerMs,
    serverPid: () => servingPid(pid),
    rssBytes: () => rssOf(servingPid(pid)),
    treeRssBytes: () => [pid, ...descendants(pid)].reduce((sum, p) => sum + (rssOf(p) ?? 0), 0),
    databasePssBytes: () => (env.databaseUrl ? null : embeddedPss(env.dataDir)),
    output: () => output,
    stop: () => killTree(child, 15_000),
  };
}

/**
 * The processes whose CPU the capacity ramp reads: the serving node process and the database's: on PostgreSQL the
 * backends connected to the bench's database (pg_stat_activity; the server's pool keeps them open), on the embedded
 * cluster all of its processes.
 */
export async function servingPids(
  server: RunningServer,
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<number[]> {
  const own = server.serverPid();
  const pids = own === null ? [] : [own];
  if (!databaseUrl) return [...pids, ...embeddedPids(dataDir)];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return [...pids, ...rows.map((r) => r.pid)];
  } finally {
    await client.end();
  }
}
