// `npm run bench:first-paint -w bench`: when each main screen's first paint happens on a cold load, and what it waited
// for. Chromium loads the start page, the month view and the inbox signed in, at 412 px, with the CPU slowed (default
// 4×) and the network shaped like Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down), and notes in the page:
// when the header and the screen's heading were inserted into the document, first contentful paint and the largest
// contentful paint (with its element), and how many requests had finished by then.
//
// Unlike Lighthouse's simulation this is a real load, so it shows an ordering: whether the first screen waits for a
// chunk it does not draw (the requests finished before the heading was inserted do not move with the machine's load;
// the times do, so compare two builds by running this on each in turn, several times, at the printed load).
//
// Run `npm run build` first. Options: --runs N (loads per screen, default 3), --cpu N (throttling factor, default
// 4), --page NAME (only screens whose name or path contains NAME, repeatable).
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { signIn, startBuiltServer } from "./built-server.js";
import { loadAverageLine } from "./processes.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SCREENS = [
  { name: "start page", path: "/" },
  { name: "month view", path: "/appointments" },
  { name: "inbox", path: "/messages" },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    cpu: { type: "string", default: "4" },
    page: { type: "string", multiple: true },
  },
});
const runs = Math.min(Math.max(Number.parseInt(args.runs ?? "3", 10) || 3, 1), 15);
const cpu = Math.min(Math.max(Number(args.cpu) || 4, 1), 20);

/** Installed before any script (plain JavaScript, run in the page): the paint entries and the first insertion of
 * the header and of the screen's heading, with how many requests had finished by then. */
const OBSERVE = `
  const log = {};
  window.__firstPaint = log;
  const finished = () => performance.getEntriesByType("resource").length;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      log.lcp = Math.round(e.startTime);
      log.lcpElement = (e.element ? e.element.tagName.toLowerCase() : "?") + " “" + (e.element?.textContent ?? "").slice(0, 30) + "”";
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") log.fcp = Math.round(e.startTime);
  }).observe({ type: "paint", buffered: true });
  const marks = { header: "header", heading: "main h1, main h2" };
  new MutationObserver(() => {
    for (const [key, selector] of Object.entries(marks)) {
      if (log[key] === undefined && document.querySelector(selector)) {
        log[key] = Math.round(performance.now());
        log[key + "Requests"] = finished();
      }
    }
  }).observe(document, { subtree: true, childList: true });
`;

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

async function main() {
  const server = await startBuiltServer("first-paint");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  const screens = args.page?.length
    ? SCREENS.filter((s) => args.page?.some((name) => s.name.includes(name) || s.path === name))
    : SCREENS;
  const results = new Map<string, Record<string, number | string>[]>();
  try {
    const cookie = await signIn(server.url, server.password);
    const origin = new URL(server.url).origin;
    for (let round = 0; round < runs; round++) {
      for (const screen of screens) {
        {
          const context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            isMobile: true,
            serviceWorkers: "block",
          });
          await context.addCookies(
            cookie.split("; ").map((c) => {
              const [name = "", ...value] = c.split("=");
              return { name, value: value.join("="), url: origin };
            }),
          );
          await context.addInitScript({ content: OBSERVE });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
          await cdp.send("Network.enable");
          await cdp.send("Network.emulateNetworkConditions", {
            offline: false,
            latency: 150,
            downloadThroughput: (1.6 * 1024 * 1024) / 8,
            uploadThroughput: (750 * 1024) / 8,
          });
          await page.goto(`${server.url}${screen.path}`, { waitUntil: "commit" });
          await page.waitForSelector("main h1, main h2", { timeout: 60_000 });
          await page.waitForLoadState("networkidle");
          const log = await page.evaluate(
            () => (globalThis as unknown as { __firstPaint: Record<string, number | string> }).__firstPaint,
          );
          const key = screen.name;
          results.set(key, [...(results.get(key) ?? []), log]);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nFirst paint: cold load, CPU ×${cpu}, slow 4G shaped, 412 px, median of ${runs} load(s)\n`);
  console.log(
    `${"screen".padEnd(16)}${"header".padStart(9)}${"heading".padStart(9)}${"requests".padStart(10)} ${"FCP".padStart(8)}${"LCP".padStart(8)}  LCP element`,
  );
  for (const [key, logs] of results) {
    const at = (field: string) => median(logs.map((l) => Number(l[field])));
    const ms = (field: string) => `${at(field)} ms`.padStart(field === "heading" || field === "header" ? 9 : 8);
    console.log(
      `${key.padEnd(16)}${ms("header")}${ms("heading")}${String(at("headingRequests")).padStart(10)} ${ms("fcp")}${ms("lcp")}  ${logs.at(-1)?.lcpElement ?? ""}`,
    );
  }
  console.log(`\n${loadAverageLine()}`);
}

await main();
