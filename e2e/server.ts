import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { demoDay } from "../server/src/seed/demo-day.js";
import { startWopiStandin } from "../server/test/wopi-standin.js";

export const SEED_PASSWORD = "e2e-demo-password";

declare module "vitest" {
  export interface ProvidedContext {
    /** One started app per worker: worker n journeys against `baseUrls[n - 1]` (see `baseUrl` in browser.ts). */
    baseUrls: string[];
    seedPassword: string;
    /** Where checkA11y notes the page states it has checked in this run (see `claim` in browser.ts). */
    axeCacheDir: string;
    /** Berlin's date when the apps seeded their demo networks (their "today"), or null when seeding crossed midnight. */
    demoSeededOn: string | null;
  }
}

/**
 * How many journeys run at once, each against an app of its own (its own demo network and database), so
 * that one journey's messages, invites and groups never show up in another's counts. A journey waits on the
 * browser and the server about half the time, so a second one uses what the first leaves of the two cores
 * when nothing else runs; `npm test`, whose two journey tiers already run side by side, sets 1.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * A local stand-in for DeepL's v2 API so the translation controls are on in the journeys:
 * "translates" by upper-casing.
 */
function fakeDeepl(): Promise<{ url: string; close: () => void }> {
  const srv = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.url?.startsWith("/v2/languages")) {
        res.end(
          JSON.stringify([
            { language: "DE", name: "German" },
            { language: "EN-GB", name: "English (British)" },
            { language: "ES", name: "Spanish" },
            { language: "FR", name: "French" },
            { language: "IT", name: "Italian" },
          ]),
        );
        return;
      }
      const { text } = JSON.parse(body || "{}") as { text?: string[] };
      res.end(JSON.stringify({ translations: (text ?? []).map((t) => ({ text: t.toUpperCase() })) }));
    });
  });
  return new Promise((resolve) =>
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => srv.close() });
    }),
  );
}

/** A port nobody listens on right now: the OS picks it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function stopServer(server: ChildProcess) {
  const pid = server.pid;
  if (!pid || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-pid, "SIGTERM");
  const timer = setTimeout(() => process.kill(-pid, "SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

/** With E2E_DATABASE_URL, a fresh database on that server for this run; dropped afterwards. Without, the app
 * starts its embedded cluster in its data folder, as `npm start` does. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.E2E_DATABASE_URL;
  if (!base) return { url: "", drop: async () => {} };
  // Random as well: the tiers of `npm test` may start two journeys runs on one server at once.
  const name = `e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Starts the compiled app on a fresh data folder and database, the way `npm start` does, and waits until it answers.
 * `env`: more variables, given the app's address (a journey that starts an app of its own: DEMO=false, OIDC_*).
 */
export async function startApp(
  root: string,
  entry: string,
  deeplUrl: string,
  wopiDiscoveryUrl?: string,
  env: (baseUrl: string) => Record<string, string> = () => ({}),
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-e2e-"));
  // Without E2E_DATABASE_URL the app runs its embedded cluster in here, as its own user when the run is root's.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await freshDatabase();
  // Its own process group, so teardown stops the server and anything it starts.
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_PASSWORD,
      LOG_LEVEL: "warn",
      DATABASE_URL: database.url,
      DEEPL_AUTH_KEY: "e2e-key:fx",
      DEEPL_API_URL: deeplUrl,
      // Video meetings on, so the meeting-room journeys run (no call ever reaches this address).
      JITSI_URL: "https://meet.example.org",
      // Link previews may crawl the journeys' stand-in pages on 127.0.0.1 (tests only; never set in production).
      CRAWL_ALLOW_PRIVATE_HOSTS: "1",
      // Office documents through the WOPI stand-in (office.spec.ts), which calls this app back at its own address.
      ...(wopiDiscoveryUrl ? { WOPI_DISCOVERY_URL: wopiDiscoveryUrl, WOPI_HOST_URL: `http://127.0.0.1:${port}` } : {}),
      ...env(baseUrl),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  // Generous: migrating and seeding the demo network took 122 s with the machine's load average at 40.
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/api/v1/network`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        server.exitCode !== null
          ? `The server exited with ${server.exitCode}`
          : "The server did not start within 600 s",
      );
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { baseUrl, dataDir, stop };
}

/** Starts one app per worker (E2E_WORKERS) from the compiled server and gives the workers their addresses. */
export async function setup(project: TestProject) {
  const started = performance.now();
  const root = path.resolve(import.meta.dirname, "..");
  // `npm test` gives both journey lanes one folder, so a page state is checked by axe once per run.
  const axeCacheDir = process.env.E2E_AXE_CACHE ?? fs.mkdtempSync(path.join(os.tmpdir(), "intranet-e2e-axe-"));
  fs.mkdirSync(axeCacheDir, { recursive: true });
  const deepl = await fakeDeepl();
  // A stand-in office server (Collabora's side of WOPI) for office.spec.ts; E2E_WOPI=0 leaves office documents off.
  const office = process.env.E2E_WOPI === "0" ? null : await startWopiStandin();
  // The compiled server, as `npm start` runs it; compiled here unless the run has just built (E2E_REBUILD=0).
  const entry = path.join(root, "server/dist/main.js");
  if (process.env.E2E_REBUILD !== "0" || !fs.existsSync(entry)) {
    const build = spawnSync(process.execPath, [path.join(root, "server/build.mjs")], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("Compiling the server (server/build.mjs) failed");
  }
  const dayBefore = demoDay(0);
  const starts = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, () => startApp(root, entry, deepl.url, office?.discoveryUrl)),
  );
  const apps = starts.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const teardown = async () => {
    await Promise.all(apps.map((app) => app.stop()));
    deepl.close();
    await office?.close();
    if (!process.env.E2E_AXE_CACHE) fs.rmSync(axeCacheDir, { recursive: true, force: true });
  };
  const failed = starts.find((s) => s.status === "rejected");
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  if (process.env.E2E_TIMINGS === "1") {
    console.log(`[e2e timings] ${apps.length} servers started: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  project.provide(
    "baseUrls",
    apps.map((app) => app.baseUrl),
  );
  project.provide("seedPassword", SEED_PASSWORD);
  project.provide("axeCacheDir", axeCacheDir);
  project.provide("demoSeededOn", demoDay(0) === dayBefore ? dayBefore : null);
  return teardown;
}
