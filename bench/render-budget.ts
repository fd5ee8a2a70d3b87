// `npm run bench:render-budget -w bench`: how much React work the first load of each main screen takes — commits,
// render time and which components it goes to — measured with React's profiling build in Chromium.
//
// The profiling build (`REACT_PROFILING=1`, web/vite.config.ts: react-dom/profiling, unminified so components keep
// their names) goes to web/dist-profiling; the compiled server runs as `npm start` runs it, and this script hands
// the browser that build's index.html and chunks instead of the production ones. A stand-in of React DevTools' global
// hook, installed before any script runs, receives every commit and walks the fibers that rendered in it (a child
// list its parent did not clone was not rendered again), adding each fiber's own time (its actual duration minus its
// children's) to the nearest component.
//
// Run `npm run build` first. Options: --runs N (median of N loads per screen, default 3), --cpu N (Chromium's CPU
// throttling factor, default 4 like Lighthouse's mobile profile), --top N (components listed per screen, default 12),
// --no-build (reuse web/dist-profiling), --page NAME (only screens whose name or path contains NAME, repeatable).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { signIn, startBuiltServer } from "./built-server.js";
import { loadAverageLine } from "./processes.js";
import { repoRoot } from "./server.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SCREENS = [
  { name: "start page", path: "/" },
  { name: "month view", path: "/appointments" },
  { name: "inbox", path: "/messages" },
];
const PROFILING_DIST = path.join(repoRoot, "web/dist-profiling");

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    cpu: { type: "string", default: "4" },
    top: { type: "string", default: "12" },
    "no-build": { type: "boolean", default: false },
    page: { type: "string", multiple: true },
  },
});
const bounded = (value: string | undefined, fallback: number, max: number) =>
  Math.min(Math.max(Number.parseInt(value ?? "", 10) || fallback, 1), max);
const runs = bounded(args.runs, 3, 9);
const cpu = bounded(args.cpu, 4, 20);
const top = bounded(args.top, 12, 50);

/** What one load of a screen committed, as the hook below collects it in the page. */
type Profile = {
  commits: number;
  renderMs: number;
  /** Rendering in synchronous commits (React's SyncLane: an external store's update, a discrete event's): one task. */
  syncMs: number;
  /** The longest of those. */
  longestSyncMs: number;
  components: Record<string, { renders: number; selfMs: number }>;
};

/**
 * Runs in the page before React: the DevTools hook React's profiling build reports each commit to. Kept free of
 * closures over this module (it is serialised into the page).
 */
function installHook() {
  type Fiber = {
    tag: number;
    type: unknown;
    flags: number;
    actualDuration?: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const PERFORMED_WORK = 1;
  const profile = {
    commits: 0,
    renderMs: 0,
    syncMs: 0,
    longestSyncMs: 0,
    components: {} as Record<string, { renders: number; selfMs: number }>,
  };
  const nameOf = (type: unknown): string => {
    if (!type) return "?";
    if (typeof type === "function") {
      const fn = type as { displayName?: string; name?: string };
      return fn.displayName || fn.name || "anonymous";
    }
    if (typeof type === "object") {
      const t = type as { displayName?: string; type?: unknown; render?: unknown };
      return t.displayName || nameOf(t.type ?? t.render);
    }
    return String(type);
  };
  const bucket = (name: string) => {
    profile.components[name] ??= { renders: 0, selfMs: 0 };
    return profile.components[name];
  };
  const walk = (fiber: Fiber, owner: string) => {
    const isComponent = COMPONENT_TAGS.has(fiber.tag);
    const name = isComponent ? nameOf(fiber.type) : owner;
    if (isComponent && fiber.flags & PERFORMED_WORK) bucket(name).renders += 1;
    // Children its render (or clone) did not touch are the last commit's: not part of this one.
    const fresh = fiber.alternate === null || fiber.child !== fiber.alternate.child;
    let children = 0;
    if (fresh) {
      for (let child = fiber.child; child; child = child.sibling) {
        children += child.actualDuration ?? 0;
        walk(child, name);
      }
    }
    const self = (fiber.actualDuration ?? 0) - children;
    if (self > 0) bucket(name).selfMs += self;
  };
  (globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    checkDCE() {},
    inject() {
      return 1;
    },
    // React passes the commit's priority as the scheduler's: 1 (Immediate) for a synchronous render, which React
    // does not split; 3 (Normal) for a default one, a transition's or a Suspense retry's.
    onCommitFiberRoot(_id: number, root: { current: Fiber }, priority?: number) {
      const ms = root.current.actualDuration ?? 0;
      profile.commits += 1;
      profile.renderMs += ms;
      if (priority === 1) {
        profile.syncMs += ms;
        profile.longestSyncMs = Math.max(profile.longestSyncMs, ms);
      }
      walk(root.current, "(root)");
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
  (globalThis as unknown as { __renderProfile: unknown }).__renderProfile = profile;
}

/** The browser gets the profiling build's page and chunks; everything else comes from the server. */
async function serveProfilingBuild(context: BrowserContext, origin: string) {
  const index = fs.readFileSync(path.join(PROFILING_DIST, "index.html"));
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.resourceType() === "document") {
        await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: index });
        return;
      }
      const file = path.join(PROFILING_DIST, path.normalize(url.pathname));
      if (url.pathname.startsWith("/assets/") && file.startsWith(PROFILING_DIST) && fs.existsSync(file)) {
        await route.fulfill({ status: 200, path: file });
        return;
      }
      await route.continue();
    },
  );
}

/**
 * The screen's first load is over: React has committed at least once and then not again for 1.5 s. The network
 * going idle is not enough at 4x CPU: the scripts may still be running, nothing committed yet.
 */
async function settled(page: Page) {
  const commits = () => page.evaluate("globalThis.__renderProfile.commits") as Promise<number>;
  await page.waitForFunction("globalThis.__renderProfile.commits > 0", undefined, { timeout: 60_000 });
  for (let last = -1, now = await commits(); now !== last; last = now, now = await commits())
    await page.waitForTimeout(1_500);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  if (!args["no-build"] || !fs.existsSync(path.join(PROFILING_DIST, "index.html"))) {
    console.error("building React's profiling build into web/dist-profiling …");
    const built = spawnSync("npx", ["vite", "build"], {
      cwd: path.join(repoRoot, "web"),
      env: { ...process.env, REACT_PROFILING: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (built.status !== 0) throw new Error("the profiling build failed");
  }
  const server = await startBuiltServer("render-budget");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  const screens = args.page?.length
    ? SCREENS.filter((s) => args.page?.some((name) => s.name.includes(name) || s.path === name))
    : SCREENS;
  const results: { name: string; profiles: Profile[] }[] = [];
  try {
    const cookie = await signIn(server.url, server.password);
    const host = new URL(server.url).hostname;
    for (const screen of screens) {
      const profiles: Profile[] = [];
      for (let i = 0; i < runs; i++) {
        // A new context each load: a cold first load, nothing kept from the last one (no service worker either).
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          serviceWorkers: "block",
        });
        await context.addCookies(
          cookie.split("; ").map((pair) => {
            const [name, ...value] = pair.split("=");
            return { name: name ?? "", value: value.join("="), domain: host, path: "/" };
          }),
        );
        await serveProfilingBuild(context, server.url);
        // As source text: tsx's transform may name functions through a helper (`__name`) the page does not have.
        await context.addInitScript({ content: `var __name = (f) => f; (${installHook.toString()})();` });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
        await page.goto(`${server.url}${screen.path}`, { waitUntil: "networkidle" });
        await settled(page);
        profiles.push(
          await page.evaluate(() => (globalThis as unknown as { __renderProfile: Profile }).__renderProfile),
        );
        await context.close();
      }
      results.push({ name: `${screen.name} (${screen.path})`, profiles });
      console.error(`${screen.name}: ${profiles.length} load(s)`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`\nRender budget: first load, React profiling build, CPU ×${cpu}, 412 px, median of ${runs} load(s)\n`);
  for (const { name, profiles } of results) {
    const names = new Set(profiles.flatMap((p) => Object.keys(p.components)));
    const components = [...names].map((component) => ({
      component,
      renders: median(profiles.map((p) => p.components[component]?.renders ?? 0)),
      selfMs: median(profiles.map((p) => p.components[component]?.selfMs ?? 0)),
    }));
    const renders = median(profiles.map((p) => Object.values(p.components).reduce((sum, c) => sum + c.renders, 0)));
    const ms = (pick: (p: Profile) => number) => median(profiles.map(pick)).toFixed(1);
    console.log(
      `${name}: ${median(profiles.map((p) => p.commits))} commits, ${ms((p) => p.renderMs)} ms rendering, ${renders} component renders; ${ms((p) => p.syncMs)} ms in synchronous renders, the longest ${ms((p) => p.longestSyncMs)} ms`,
    );
    console.log(`  ${"component".padEnd(44)}${"renders".padStart(8)}${"self ms".padStart(10)}`);
    for (const c of components.sort((a, b) => b.selfMs - a.selfMs).slice(0, top)) {
      console.log(
        `  ${c.component.slice(0, 43).padEnd(44)}${String(c.renders).padStart(8)}${c.selfMs.toFixed(1).padStart(10)}`,
      );
    }
    console.log("");
  }
  console.log(loadAverageLine());
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
