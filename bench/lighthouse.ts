// `npm run bench:lighthouse -w bench`: Lighthouse (mobile profile: a mid-range phone on a slow 4G link,
// simulated throttling) against the compiled server, for the sign-in page, the start page, the month view and
// the inbox. Prints LCP, total blocking time and CLS of each against its goals (`goalsOf`).
// Run `npm run build` first. Options: --url http://127.0.0.1:PORT (a running server; loopback only, and its demo
// administrator's password in SEED_PASSWORD), --runs N (median of N runs per page, default 1), --page NAME (only
// the pages whose name or path contains NAME, repeatable), --save DIR (each run's full Lighthouse report as JSON
// there: the layout shifts, long tasks and main-thread breakdown behind the figures, and the browser's trace beside
// it), --profile (with --save: the trace samples the JavaScript too; slower, so not for figures), --repeat (a repeat
// visit: storage, HTTP cache and the service worker kept from one unmeasured load of the page before the runs),
// --language CODE (the administrator's profile language set to CODE first: a member whose language this device does
// not start in).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { chromium as playwright } from "playwright-core";
import { setOwnLanguage, signIn, startBuiltServer } from "./built-server.js";
import { assertLoopback, killTree, track, waitFor } from "./guard.js";
import { initialJsReport } from "./lighthouse-initial-js.js";
import { loadAverageLine } from "./processes.js";
import { repoRoot } from "./server.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
type Goals = { lcp: number; tbt: number; cls: number };
/**
 * Issue 32's goals on Lighthouse's mobile profile: a signed-out page drawn before its scripts run, LCP ≤ 2.5 s and
 * TBT ≤ 200 ms (§1); a member's screen cold, LCP ≤ 3.5 s and TBT ≤ 600 ms (§4), and on a repeat visit LCP ≤ 1.5 s and
 * TBT ≤ 300 ms (§2); CLS ≤ 0.1 everywhere.
 */
function goalsOf(signedIn: boolean, repeat: boolean): Goals {
  if (!signedIn) return { lcp: 2500, tbt: 200, cls: 0.1 };
  return repeat ? { lcp: 1500, tbt: 300, cls: 0.1 } : { lcp: 3500, tbt: 600, cls: 0.1 };
}
const PAGES = [
  { name: "sign-in", path: "/users/sign_in", signedIn: false },
  { name: "start page", path: "/", signedIn: true },
  { name: "month view", path: "/appointments", signedIn: true },
  { name: "inbox", path: "/messages", signedIn: true },
];

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    runs: { type: "string", default: "1" },
    page: { type: "string", multiple: true },
    save: { type: "string" },
    profile: { type: "boolean", default: false },
    repeat: { type: "boolean", default: false },
    language: { type: "string" },
  },
});
const runs = Math.min(Math.max(Number.parseInt(args.runs ?? "1", 10) || 1, 1), 9);

/** Headless Chromium with a DevTools port for Lighthouse. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-lighthouse-chromium-"));
  const child = track(
    spawn(
      CHROMIUM,
      [
        "--headless=new",
        "--remote-debugging-port=0",
        `--user-data-dir=${profile}`,
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "about:blank",
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    ),
  );
  let output = "";
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const port = await waitFor("Chromium's DevTools port", 30_000, async () => {
    if (child.exitCode !== null) throw new Error(`Chromium exited: ${output}`);
    const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
    return match ? Number(match[1]) : null;
  });
  return {
    port,
    stop: async () => {
      await killTree(child);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

type Figures = { lcp: number; tbt: number; cls: number; score: number };

/**
 * Puts the session's cookies into the browser's own jar for a signed-in page, as a member's browser holds them, and
 * empties it for a signed-out one. Sent as an extra header instead, they reached the server but not the page, which
 * reads the CSRF cookie for its writes: the socket's token (`POST /api/v1/chat_token`) was refused, and no run opened
 * the live updates' socket. Lighthouse's storage reset leaves cookies alone.
 */
async function useCookies(port: number, url: string, cookie: string | null) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default context");
    await context.clearCookies();
    if (cookie) {
      await context.addCookies(
        cookie.split("; ").map((pair) => {
          const at = pair.indexOf("=");
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
        }),
      );
    }
  } finally {
    await browser.close();
  }
}

async function audit(url: string, port: number, cookie: string | null, saveAs?: string): Promise<Figures> {
  await useCookies(port, url, cookie);
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      // Generous on a busy machine; the figures are simulated from the trace, not these waits.
      maxWaitForFcp: 120_000,
      maxWaitForLoad: 180_000,
    },
    // The default configuration is the mobile profile (Moto G Power, slow 4G, 4x CPU slowdown, simulated).
    {
      extends: "lighthouse:default",
      settings: {
        // --repeat: what the last load left (cache, IndexedDB, the service worker) stays for this one.
        ...(args.repeat && { disableStorageReset: true }),
        // --profile: the saved trace also samples the JavaScript (which functions the long tasks run). The
        // sampling slows the page down: the figures of such a run are not comparable with others.
        ...(saveAs && args.profile && { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" }),
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  if (saveAs) {
    fs.writeFileSync(saveAs, JSON.stringify(result.lhr));
    // The browser's trace of the load, for a closer look at the long tasks (chrome://tracing, DevTools).
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) fs.writeFileSync(saveAs.replace(/\.json$/, ".trace.json"), JSON.stringify(trace));
  }
  return {
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    score: (categories.performance?.score ?? Number.NaN) * 100,
  };
}

/** An audit that failed (a busy machine sometimes loses the trace: NO_NAVSTART) is run once more. */
async function auditWithRetry(
  url: string,
  port: number,
  cookie: string | null,
  saveAs?: string,
): Promise<Figures | null> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await audit(url, port, cookie, saveAs);
    } catch (err) {
      console.error(`${url}, attempt ${attempt}: ${err instanceof Error ? err.message : err}`);
    }
  }
  return null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  if (args.url) assertLoopback(args.url);
  const server = args.url
    ? { url: args.url.replace(/\/$/, ""), password: process.env.SEED_PASSWORD ?? "", stop: async () => {} }
    : await startBuiltServer("lighthouse");
  const chromium = await startChromium();
  const rows: (Figures & { name: string; goals: Goals })[] = [];
  try {
    const cookie = await signIn(server.url, server.password);
    if (args.language) await setOwnLanguage(server.url, cookie, args.language);
    const pages = args.page?.length
      ? PAGES.filter((p) => args.page?.some((name) => p.name.includes(name) || p.path === name))
      : PAGES;
    if (args.save) fs.mkdirSync(args.save, { recursive: true });
    for (const page of pages) {
      const figures: Figures[] = [];
      // A repeat visit needs a first one: it installs the service worker and fills the caches, unmeasured.
      if (args.repeat) await auditWithRetry(`${server.url}${page.path}`, chromium.port, page.signedIn ? cookie : null);
      for (let i = 0; i < runs; i++) {
        const saveAs = args.save && path.join(args.save, `${page.name.replace(/\W+/g, "-")}-${i + 1}.json`);
        const run = await auditWithRetry(
          `${server.url}${page.path}`,
          chromium.port,
          page.signedIn ? cookie : null,
          saveAs || undefined,
        );
        if (run) figures.push(run);
      }
      rows.push({
        name: `${page.name} (${page.path})`,
        goals: goalsOf(page.signedIn, Boolean(args.repeat)),
        lcp: median(figures.map((f) => f.lcp)),
        tbt: median(figures.map((f) => f.tbt)),
        cls: median(figures.map((f) => f.cls)),
        score: median(figures.map((f) => f.score)),
      });
      console.error(`${page.name}: ${figures.length} of ${runs} run(s) measured`);
    }
  } finally {
    await chromium.stop();
    await server.stop();
  }
  const mark = (ok: boolean) => (ok ? "  " : " !");
  console.log(
    `\nLighthouse, mobile profile, ${args.repeat ? "repeat visit (storage kept)" : "cold"}, ${runs} run(s) per page (median); "!" marks a missed goal\n`,
  );
  console.log(
    `${"page".padEnd(30)}${"LCP".padStart(10)}${"TBT".padStart(11)}${"CLS".padStart(9)}${"score".padStart(8)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(30)}${`${(r.lcp / 1000).toFixed(2)} s`.padStart(8)}${mark(r.lcp <= r.goals.lcp)}` +
        `${`${Math.round(r.tbt)} ms`.padStart(9)}${mark(r.tbt <= r.goals.tbt)}` +
        `${r.cls.toFixed(3).padStart(7)}${mark(r.cls <= r.goals.cls)}${String(Math.round(r.score)).padStart(6)}` +
        `   goals ${r.goals.lcp / 1000} s, ${r.goals.tbt} ms, ${r.goals.cls}`,
    );
  }
  console.log(loadAverageLine());
  if (!args.url) console.log(`\n${initialJsReport(path.join(repoRoot, "web/dist"), false).join("\n")}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
