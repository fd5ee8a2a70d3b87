// `npm test`: every tier, each reported with its result, its counts and its time.
//
//   server + web        Vitest on embedded PGlite (the web tests need no database, so they run once)
//   journeys on PGlite  Playwright in Chromium against the built app on embedded PGlite
//   journeys on PostgreSQL  against the app on E2E_DATABASE_URL (default TEST_DATABASE_URL), when set
//   server on PostgreSQL  the server tests again on TEST_DATABASE_URL (+ TEST_REDIS_URL), when set
//
// Every server test runs on both databases: that is where their SQL differs. Every journey runs once: with
// PostgreSQL set, the journey spec files are split between the two databases' tiers (`splitJourneys`), so a
// run drives the screens against both without driving each screen twice. `npm run test:e2e` runs every
// journey on one database (PostgreSQL when E2E_DATABASE_URL is set).
//
// Three lanes run side by side and take the tiers in the order above: server + web and each database's
// journeys start at once (the journeys mostly wait for the browser and their own server), and the lane that
// ends first runs the server on PostgreSQL; each journey tier runs one spec file at a time (E2E_WORKERS=1).
// Both journey tiers share one record of the page states axe has
// checked (E2E_AXE_CACHE), so each state is checked once per run. Each tier's output is printed as one
// block when it ends; a tier that cannot run is reported as SKIPPED with the reason. TEST_LANES=1 runs
// every tier one after the other (for a slow or a one-core machine).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const env = { ...process.env };
const pgUrl = env.TEST_DATABASE_URL;
const e2ePgUrl = env.E2E_DATABASE_URL ?? pgUrl;
const redisUrl = env.TEST_REDIS_URL;
// The embedded tiers must not pick up the PostgreSQL or Redis settings meant for the others.
const embedded = { TEST_DATABASE_URL: undefined, TEST_REDIS_URL: undefined, E2E_DATABASE_URL: undefined };
// The same choice as e2e/browser.ts: chromium-headless-shell when installed, else Chromium.
const chromium =
  env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync);
const lanes = env.TEST_LANES === "1" ? 1 : 3;
const tmp = mkdtempSync(path.join(os.tmpdir(), "intranet-test-"));
const e2eConfig = ["--config", "e2e/vitest.config.ts"];
// Both journey tiers note here which page states axe has checked (e2e/browser.ts): each state once per run.
const axeCache = path.join(tmp, "axe-checked");

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
const [pgliteJourneys, postgresJourneys] = chromium && e2ePgUrl ? splitJourneys() : [[], []];
const ofJourneys = (files) => (files.length ? ` (${files.map((f) => path.basename(f, ".spec.ts")).join(", ")})` : "");

/** @typedef {{ name: string, args?: string[], env?: Record<string, string | undefined>, skip?: string }} Tier */

// The chat durability test starts server processes of its own, kills one mid-burst and drives 200 sockets: it runs
// alone after the lanes (`serialPlan`), on a machine no other tier loads, where its timings mean what they say.
const DURABILITY = "server/test/chat-durability.test.ts";
const apartFromDurability = ["--exclude", `**/${path.basename(DURABILITY)}`];

/** Every tier, in the order they start. @type {Tier[]} */
const plan = [
  { name: "server + web on PGlite", args: [...apartFromDurability], env: embedded },
  chromium
    ? {
        name: `journeys on PGlite${ofJourneys(pgliteJourneys)}`,
        args: [...e2eConfig, ...pgliteJourneys],
        env: { ...embedded, CHROMIUM_PATH: chromium, E2E_AXE_CACHE: axeCache },
      }
    : {
        name: "journeys on PGlite",
        skip: "no Chromium (install Debian's `chromium-headless-shell` or `chromium`, or set CHROMIUM_PATH)",
      },
  !chromium
    ? { name: "journeys on PostgreSQL", skip: "no Chromium" }
    : e2ePgUrl
      ? {
          name: `journeys on PostgreSQL${ofJourneys(postgresJourneys)}`,
          args: [...e2eConfig, ...postgresJourneys],
          env: {
            CHROMIUM_PATH: chromium,
            E2E_DATABASE_URL: e2ePgUrl,
            TEST_DATABASE_URL: undefined,
            E2E_AXE_CACHE: axeCache,
          },
        }
      : { name: "journeys on PostgreSQL", skip: "neither E2E_DATABASE_URL nor TEST_DATABASE_URL is set" },
  pgUrl
    ? {
        name: `server on PostgreSQL${redisUrl ? " + Redis" : ""}`,
        args: ["--project", "server", ...apartFromDurability],
      }
    : { name: "server on PostgreSQL", skip: "TEST_DATABASE_URL is not set" },
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
/** Run one after the other once the lanes are done. @type {Tier[]} */
const serialPlan = [
  { name: "chat durability on PGlite (one process killed)", args: ["--project", "server", DURABILITY], env: embedded },
  pgUrl && redisUrl
    ? { name: "chat durability on PostgreSQL + Redis (two processes)", args: ["--project", "server", DURABILITY] }
    : { name: "chat durability on PostgreSQL + Redis", skip: "TEST_DATABASE_URL or TEST_REDIS_URL is not set" },
];
for (const tier of serialPlan) results.push(await runTier(tier, results.length));
rmSync(tmp, { recursive: true, force: true });

const width = Math.max(...results.map((r) => r.name.length));
console.log(`\nnpm test: ${Math.round((Date.now() - started) / 1000)} s in all, ${lanes} lane(s)`);
for (const r of results) {
  const time = r.status === "SKIPPED" ? "" : `${r.seconds} s`;
  console.log(`  ${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${time.padStart(6)}  ${r.detail}`);
}
process.exit(results.some((r) => r.status === "FAILED") ? 1 : 0);
