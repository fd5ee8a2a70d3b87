// `npm test`: every tier, each reported with its result, its counts and its time, all on PostgreSQL:
// TEST_DATABASE_URL's server when set, otherwise an embedded cluster (server/src/db/embedded-postgres.ts) that this
// run starts in a temporary folder and removes at the end. TEST_REDIS_URL adds Redis where a tier uses it.
//
//   server + web        Vitest: the server tests over HTTP (each file on a copy of one migrated template) and the web
//                       component tests
//   journeys (2 halves) Playwright in Chromium against the built app, each half on a database of its own
//   chat durability     last and alone: an app on its embedded cluster killed mid-burst, and (with TEST_REDIS_URL and
//                       TEST_DATABASE_URL) two processes on PostgreSQL + Redis; the web chat client through a server
//                       killed mid-resync
//
// Three lanes run side by side and take the tiers in the order above; each journey tier runs one spec file at a time
// (E2E_WORKERS=1). Both journey tiers share one record of the page states axe has checked (E2E_AXE_CACHE), so each
// state is checked once per run. Each tier's output is printed as one block when it ends; a tier that cannot run is
// reported as SKIPPED with the reason. TEST_LANES=1 runs every tier one after the other (for a slow or a one-core
// machine).
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";

const env = { ...process.env };
const redisUrl = env.TEST_REDIS_URL;
// The same choice as e2e/browser.ts: chromium-headless-shell when installed, else Chromium.
const chromium =
  env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync);
const lanes = env.TEST_LANES === "1" ? 1 : 3;
const tmp = mkdtempSync(path.join(os.tmpdir(), "intranet-test-"));
// The embedded cluster's own user (when the tests run as root) must be able to enter it.
chmodSync(tmp, 0o755);
const e2eConfig = ["--config", "e2e/vitest.config.ts"];
// Both journey tiers note here which page states axe has checked (e2e/browser.ts): each state once per run.
const axeCache = path.join(tmp, "axe-checked");

/** The run's PostgreSQL: the given server, or an embedded cluster stopped and removed when the run ends. */
let cluster = null;
if (!env.TEST_DATABASE_URL) {
  const { startEmbeddedPostgres } = await tsImport("../server/src/db/embedded-postgres.ts", import.meta.url);
  const t = Date.now();
  cluster = await startEmbeddedPostgres({ dir: path.join(tmp, "pg"), ephemeral: true });
  env.TEST_DATABASE_URL = cluster.adminUrl;
  console.log(`embedded PostgreSQL for this run started in ${Date.now() - t} ms (${path.join(tmp, "pg")})`);
}
env.E2E_DATABASE_URL ??= env.TEST_DATABASE_URL;
const stopCluster = async () => {
  await cluster?.stop();
  cluster = null;
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stopCluster().finally(() => {
      rmSync(tmp, { recursive: true, force: true });
      process.exit(130);
    });
  });

/**
 * The journey spec files in two halves of about equal running time, the largest file first into the
 * lighter half (a file's size stands for its time: both grow with its steps). Deterministic, so a journey
 * that fails on one database fails there again.
 */
function splitJourneys() {
  const dir = "e2e/specs";
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".spec.ts"))
    .map((f) => ({ file: `specs/${f}`, weight: statSync(path.join(dir, f)).size }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const halves = [
    { files: [], weight: 0 },
    { files: [], weight: 0 },
  ];
  for (const f of files) {
    const lighter = halves[0].weight <= halves[1].weight ? halves[0] : halves[1];
    lighter.files.push(f.file);
    lighter.weight += f.weight;
  }
  return halves.map((h) => h.files.sort());
}
const [firstJourneys, secondJourneys] = chromium ? splitJourneys() : [[], []];
const ofJourneys = (files) => (files.length ? ` (${files.map((f) => path.basename(f, ".spec.ts")).join(", ")})` : "");

/** @typedef {{ name: string, args?: string[], env?: Record<string, string | undefined>, skip?: string }} Tier */

// The chat durability tests start server processes of their own and kill them: the server's kills one mid-burst and
// drives 200 sockets, the web client's kills one mid-resync. They run alone after the lanes, on a machine no other
// tier loads, where their timings mean what they say.
const DURABILITY = ["server/test/chat-durability.test.ts", "web/src/features/chat/chat-restart.test.ts"];
const apartFromDurability = DURABILITY.flatMap((file) => ["--exclude", `**/${path.basename(file)}`]);

const noChromium = "no Chromium (install Debian's `chromium-headless-shell` or `chromium`, or set CHROMIUM_PATH)";
const journeys = (name, files) =>
  chromium
    ? {
        name: `${name}${ofJourneys(files)}`,
        args: [...e2eConfig, ...files],
        env: { CHROMIUM_PATH: chromium, E2E_AXE_CACHE: axeCache },
      }
    : { name, skip: noChromium };

/** Every tier, in the order they start. @type {Tier[]} */
const plan = [
  { name: `server + web${redisUrl ? " (+ Redis)" : ""}`, args: [...apartFromDurability] },
  journeys("journeys, first half", firstJourneys),
  journeys("journeys, second half", secondJourneys),
];

/** Counts from Vitest's JSON report, when it wrote one. */
function counts(file) {
  if (!existsSync(file)) return "";
  try {
    const r = JSON.parse(readFileSync(file, "utf8"));
    const parts = [`${r.numPassedTests} passed`];
    if (r.numFailedTests) parts.push(`${r.numFailedTests} failed`);
    if (r.numPendingTests + r.numTodoTests) parts.push(`${r.numPendingTests + r.numTodoTests} skipped`);
    return `${parts.join(", ")}, ${r.testResults.length} files`;
  } catch {
    return "";
  }
}

/** Runs one tier to the end, its output kept in a file and printed as one block. */
function runTier(tier, index) {
  if (tier.skip) return Promise.resolve({ name: tier.name, status: "SKIPPED", detail: tier.skip, seconds: 0 });
  const log = path.join(tmp, `tier-${index}.log`);
  const json = path.join(tmp, `tier-${index}.json`);
  const args = ["vitest", "run", ...tier.args, "--reporter=default", "--reporter=json", `--outputFile.json=${json}`];
  const started = Date.now();
  console.log(`▶ ${tier.name} started`);
  return new Promise((resolve) => {
    const child = spawn("npx", args, {
      // Plain text: the output is kept and printed later, often into a log file.
      env: { ...env, ...tier.env, ...(env.FORCE_COLOR ? {} : { NO_COLOR: "1" }) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const chunks = [];
    child.stdout.on("data", (c) => chunks.push(c));
    child.stderr.on("data", (c) => chunks.push(c));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const output = Buffer.concat(chunks).toString();
      writeFileSync(log, output);
      console.log(`\n===== ${tier.name}: ${code === 0 ? "passed" : "FAILED"} (${seconds} s) =====\n${output}`);
      resolve({ name: tier.name, status: code === 0 ? "passed" : "FAILED", detail: counts(json), seconds });
    });
  });
}

/** Runs the tiers in plan order, at most `lanes` at a time: a lane that ends its tier starts the next one. */
async function runAll() {
  const results = new Array(plan.length);
  let next = 0;
  async function lane() {
    while (next < plan.length) {
      const index = next++;
      results[index] = await runTier(plan[index], index);
    }
  }
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}

const started = Date.now();
// The journeys run what `npm start` runs: the built web client and the compiled server.
const built = ["web/dist/index.html", "server/dist/main.js"].every((file) => existsSync(file));
if (chromium && (!built || env.E2E_REBUILD !== "0")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Built just now (or on purpose not): the journey tiers start the compiled server without compiling it again.
env.E2E_REBUILD = "0";
// Both databases' journeys already run side by side here, next to the Vitest tiers: one journey at a time in
// each (two apps, two browsers) keeps the two cores busy; two each (`npm run test:e2e`'s default) starved the
// server and web tests (load average 28, npm test 726 s instead of 650 s).
if (lanes > 1) env.E2E_WORKERS ??= "1";
const results = await runAll();
// Alone once the lanes are done: the embedded tier always, PostgreSQL + Redis when TEST_REDIS_URL is set.
results.push(
  await runTier(
    {
      name: `chat durability (embedded${redisUrl ? "; PostgreSQL + Redis" : ""}; the web client mid-resync)`,
      args: ["--no-file-parallelism", ...DURABILITY],
    },
    results.length,
  ),
);
await stopCluster();
rmSync(tmp, { recursive: true, force: true });

const width = Math.max(...results.map((r) => r.name.length));
console.log(`\nnpm test: ${Math.round((Date.now() - started) / 1000)} s in all, ${lanes} lane(s)`);
for (const r of results) {
  const time = r.status === "SKIPPED" ? "" : `${r.seconds} s`;
  console.log(`  ${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${time.padStart(6)}  ${r.detail}`);
}
process.exit(results.some((r) => r.status === "FAILED") ? 1 : 0);
