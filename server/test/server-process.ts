import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

// Server processes for the tests that kill one (the chat durability test, the web chat client's restart test): a
// free port, a process from the sources, the wait until it answers, and one address in front of the processes.

const repoRoot = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** A new empty database on the PostgreSQL server of `serverUrl`: its URL, and the drop for the end. */
export async function newDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const errors = new Map<number, string>();

/** A server process from the sources, as `npm run dev` runs them, without the watcher. */
export function startProcess(port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  });
  // Read (so the pipe never fills), kept short for a failure's message.
  child.stderr?.on("data", (chunk: Buffer) => {
    errors.set(port, `${errors.get(port) ?? ""}${chunk}`.slice(-4000));
  });
  return child;
}

export async function waitUntilUp(port: number, ms = 240_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/network`, { headers: { accept: "application/json" } });
      if (res.ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`the server on ${port} did not come up: ${errors.get(port) ?? ""}`);
}

/**
 * One address in front of the instances: each new connection goes to the next of `backends()` that accepts it (all
 * the instances, round robin; or the one a test names, to move its clients from a killed instance to another).
 */
export function startProxy(port: number, backends: () => number[]): net.Server {
  let next = 0;
  const server = net.createServer((client) => {
    client.on("error", () => {});
    const tryConnect = (left: number) => {
      const targets = backends();
      const target = targets[next++ % targets.length] as number;
      const upstream = net.connect(target, "127.0.0.1");
      upstream.once("connect", () => {
        client.pipe(upstream).pipe(client);
      });
      upstream.on("error", () => {
        if (left > 1 && !upstream.readableEnded) tryConnect(left - 1);
        else client.destroy();
      });
      upstream.on("close", () => client.destroy());
      client.on("close", () => upstream.destroy());
    };
    tryConnect(backends().length);
  });
  server.listen(port, "127.0.0.1");
  return server;
}
