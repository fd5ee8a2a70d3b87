import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as Axe from "axe-core";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, expect, inject } from "vitest";
import { recordClicksAndHistory, reportPages, watchPage } from "./failure-report";

export { inViewport, pickDayIn } from "./locators";

declare global {
  interface Window {
    axe: typeof Axe;
  }
}

/** This worker's app: each worker journeys against its own (e2e/server.ts), so journeys running at once never meet. */
export const baseUrl = () => {
  const urls = inject("baseUrls");
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
};
export const seedPassword = () => inject("seedPassword");
/** The demo's "today" (Berlin's date at seeding, null if that crossed midnight): its dates stay on that day. */
export const demoSeededOn = () => inject("demoSeededOn");
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * With E2E_TIMINGS=1, where a spec file's time goes (browser start, sign-ins, axe runs), printed after it:
 * the rest of a test's time is page loads and the journey's own steps.
 */
const timings = new Map<string, { count: number; ms: number }>();
async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    const entry = timings.get(label) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += performance.now() - started;
    timings.set(label, entry);
  }
}
function printTimings() {
  if (process.env.E2E_TIMINGS !== "1" || timings.size === 0) return;
  const file = expect.getState().testPath?.split("/").pop() ?? "";
  const parts = [...timings].map(([label, t]) => `${label} ${t.count}× ${(t.ms / 1000).toFixed(1)} s`);
  console.log(`[e2e timings] ${file}: ${parts.join(", ")}`);
  timings.clear();
}

let shared: Promise<Browser> | undefined;

/**
 * Debian's chromium-headless-shell when installed (the same Blink as Chromium without the full browser's
 * headless layer, what Playwright itself runs headless: about two thirds of the CPU time per journey), else
 * Chromium; CHROMIUM_PATH overrides both.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file)) ??
  "/usr/bin/chromium";

/** Headless, with the flags this sandbox needs. */
function launch(): Promise<Browser> {
  return timed("browser start", () =>
    chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    }),
  );
}

/**
 * One browser for every spec file of the run (they share a worker, see vitest.config.ts; Playwright ends
 * it when the worker exits); each journey works in its own contexts, which it closes.
 */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    if (!shared || !(await shared).isConnected()) shared = launch();
    state.browser = await shared;
  });
  beforeEach(({ onTestFailed }) => onTestFailed(() => reportPages(state.browser)));
  afterAll(async () => {
    // What a failed journey left open, so the next file starts from a clean browser.
    await Promise.all(state.browser?.contexts().map((c) => c.close()) ?? []);
    printTimings();
  });
  return {
    /**
     * A fresh context (own cookies) with the given viewport; a browser zone and language other than the default.
     * Service workers are blocked unless a journey allows them (the PWA journeys): every other journey talks to the
     * server itself, and Playwright's request routing never sees what a worker fetches.
     */
    async newPage(
      viewport = DESKTOP,
      browserSettings: { timezoneId?: string; locale?: string; serviceWorkers?: "allow" | "block" } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      if (!state.browser) throw new Error("browser not started");
      const context = await state.browser.newContext({
        viewport,
        baseURL: baseUrl(),
        locale: "en-GB",
        reducedMotion: "reduce",
        serviceWorkers: "block",
        ...browserSettings,
      });
      for (const script of [recordToasts, recordClicksAndHistory]) await context.addInitScript(script);
      const page = await context.newPage();
      watchPage(page);
      const goto = page.goto.bind(page);
      page.goto = (url, options) => timed("page load", () => goto(url, options));
      return { context, page };
    },
  };
}

/**
 * Signs in through the API (the sign-in form is the shell's and the two-factor journey's business, see
 * `signInThroughForm`): the context gets the session cookies and the page stays where it is, so the journey
 * goes straight to the page it is about.
 */
export function signIn(page: Page, email: string, password = seedPassword()) {
  return timed("sign-in", async () => {
    const res = await page.request.post("/users/sign_in", {
      headers: { accept: "application/json" },
      data: { user: { email, password } },
    });
    expect(res.status(), `signing in ${email}`).toBe(200);
    expect((await res.json()).status).toBe("signed_in");
  });
}

/** A JSON call with the page's session and CSRF token: setting up data quickly, or probing what a member may do. */
export async function apiCall(page: Page, method: string, path: string, body?: unknown) {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === "csrf_token")?.value ?? "";
  return page.request.fetch(path, {
    method,
    headers: {
      accept: "application/json",
      "x-csrf-token": csrf,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Signs in the way a person does: the form, checked by axe, then the page it leads to. */
export function signInThroughForm(page: Page, email: string, password = seedPassword()) {
  return timed("sign-in (form)", async () => {
    await page.goto("/users/sign_in");
    await page.getByLabel("E-mail").waitFor();
    await checkA11y(page);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/users/sign_in"));
  });
}

/**
 * The element's visible text once it matches what a person should read, else its last text: the caller's
 * `expect(...).toMatch` then names what was shown instead (e.g. a literal "L" where a date belongs).
 */
export async function textWhen(locator: Locator, expected: RegExp, timeoutMs = 30_000): Promise<string> {
  let text = "";
  await eventually(async () => {
    text = ((await locator.count()) > 0 ? await locator.first().innerText() : "").trim();
    return expected.test(text);
  }, timeoutMs);
  return text;
}

/**
 * Runs in every document: notes each toast's text as it appears. A toast closes by itself after a few
 * seconds, which on a busy machine can pass before the journey looks (the page load that follows a save
 * takes longer than that), so `toastText` also reads what was shown.
 */
function recordToasts() {
  const shown: string[] = [];
  const seen = new WeakMap<Element, string>();
  (window as unknown as { __toastsShown: string[] }).__toastsShown = shown;
  new MutationObserver(() => {
    for (const el of document.querySelectorAll(".mantine-Notification-description")) {
      const text = (el.textContent ?? "").trim();
      if (text && seen.get(el) !== text) {
        seen.set(el, text);
        shown.push(text);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The text of a toast once one reads `expected` (exactly, so a lower-case spec key or a missing full stop
 * fails): one on screen, or one that showed since the last call and has closed by itself already. Else the
 * newest toast's text, for `expect(...).toBe(expected)` to show what was there.
 */
export async function toastText(page: Page, expected: string, timeoutMs = 30_000): Promise<string> {
  const toasts = page.locator(".mantine-Notification-description");
  let last = "";
  const found = await eventually(async () => {
    const onScreen = (await toasts.allInnerTexts()).map((t) => t.trim());
    const shown = await page.evaluate((text) => {
      const list = (window as unknown as { __toastsShown?: string[] }).__toastsShown ?? [];
      const at = list.indexOf(text);
      // Taken, so a later call for the same text needs a toast of its own.
      if (at >= 0) list.splice(at, 1);
      return { had: at >= 0, newest: list.at(-1) ?? "" };
    }, expected);
    last = onScreen.at(-1) ?? shown.newest;
    return shown.had || onScreen.includes(expected);
  }, timeoutMs);
  return found ? expected : last;
}

/** Polls until the condition holds or the timeout passes (30 s, as `textWhen`: a CI's three lanes are that slow). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/** The WCAG 2.0–2.2 A and AA rules axe-core has; a violation of serious or critical impact fails the journey. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Waits until no loader spins and every finite animation and transition has ended, also those that start
 * meanwhile (a toast fading in is lighter than its final colours, which axe would report as low contrast),
 * and the layout has settled two frames.
 */
async function settled(page: Page) {
  await eventually(async () => (await page.locator(".mantine-Loader-root:visible").count()) === 0, 30_000);
  // Until two frames pass with no finite animation running: one that starts while another ends (a toast
  // mounted as a dialog closes) is waited for too. Bounded, so an endless chain cannot hang the journey.
  await page.evaluate(async () => {
    const frames = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const running = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
    for (let round = 0; round < 20; round++) {
      const finite = running();
      if (finite.length === 0) {
        await frames();
        if (running().length === 0) return;
        continue;
      }
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** axe-core's browser script: put into a document once, then run there as often as the journey checks it. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/**
 * The WCAG rules axe-core keeps off until they are asked for by name (tagged `experimental`), such as 2.5.3's
 * label-in-name (`label-content-name-mismatch`): a tag alone never runs them.
 */
const EXPERIMENTAL_WCAG_RULES = [
  "label-content-name-mismatch",
  "css-orientation-lock",
  "p-as-heading",
  "table-fake-caption",
  "td-has-header",
];
const AXE_OPTIONS: Axe.RunOptions = {
  runOnly: { type: "tag", values: WCAG_TAGS },
  rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
  // Only the violations and the "needs review" are read: axe then keeps one node per passed rule instead of every node.
  resultTypes: ["violations", "incomplete"],
};

/**
 * Runs axe-core in the page as it is: injected into each frame that does not hold it yet (a frame whose
 * sandbox forbids scripts cannot, and axe leaves it out), then run once in the page, which asks its frames.
 * In place, without @axe-core/playwright's builder: that injects the 580 KB script again into every frame
 * and opens a new page to assemble every run's result, which made axe half of the journeys' time.
 */
async function runAxe(page: Page): Promise<Axe.AxeResults> {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate("typeof window.axe === 'object'").catch(() => true);
    if (!loaded) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
  return page.evaluate((options) => window.axe.run(document, options), AXE_OPTIONS);
}

async function seriousViolations(page: Page, width: number): Promise<string[]> {
  await settled(page);
  const { violations, incomplete } = await runAxe(page);
  // Text drawn in its background's own colour is invisible, yet axe only lists it as "needs review" (equalRatio).
  const invisible = incomplete.flatMap((v) => {
    const nodes = v.nodes.filter((n) => n.any.some((check) => check.data?.messageKey === "equalRatio"));
    const help = "Text must not be drawn in its background's colour";
    return v.id === "color-contrast" && nodes.length > 0 ? [{ ...v, help, nodes }] : [];
  });
  return [...violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? "")), ...invisible].map(
    (v) =>
      `${new URL(page.url()).pathname} at ${width} px: ${v.id} (${v.impact}) ${v.help}: ` +
      v.nodes
        .slice(0, 5)
        .map((n) =>
          `${n.target.join(" ")} ${n.html.slice(0, 160)} ${n.failureSummary?.split("\n").slice(1).join(" ") ?? ""}`.trim(),
        )
        .join(" | "),
  );
}

/**
 * What identifies a page state for the accessibility check: the route (ids, occurrences and numbers in the
 * path as placeholders, query keys without values), the language, and the page's structure: which test ids
 * (digits as #) and ARIA roles are present, and whether a toast shows or a field is marked invalid. An open
 * dialog, menu or toast, a form showing errors, an administrator's extra controls or a phone's list instead
 * of a month sheet are different states; the same screen with other rows in it is the same one.
 */
async function pageState(page: Page): Promise<string> {
  const url = new URL(page.url());
  const route = url.pathname
    .split("/")
    .map((part) =>
      /^[0-9a-f]{24}$/.test(part) ? ":id" : /^r-[0-9a-f]{24}-/.test(part) ? ":occurrence" : part.replace(/\d+/g, "#"),
    )
    .join("/");
  const query = [...new Set(url.searchParams.keys())].sort().join("&");
  const structure = await page.evaluate(() => {
    const marks = new Set<string>([`lang:${document.documentElement.lang}`]);
    for (const el of document.querySelectorAll("[data-testid]")) {
      marks.add(`id:${(el.getAttribute("data-testid") ?? "").replace(/\d+/g, "#")}`);
    }
    for (const el of document.querySelectorAll("[role]")) marks.add(`role:${el.getAttribute("role")}`);
    if (document.querySelector(".mantine-Notification-root")) marks.add("toast");
    if (document.querySelector('[aria-invalid="true"]')) marks.add("invalid");
    return [...marks].sort().join(" ");
  });
  return `${route}?${query} ${structure}`;
}

/**
 * Claims the check of a page state at a width for this run: true the first time, in any spec file and in
 * either journey lane of `npm test` (they share the folder through E2E_AXE_CACHE), false after. A claimed
 * check that fails fails the run where it ran. E2E_A11Y=every checks every navigation again.
 */
function claim(state: string, width: number): boolean {
  if (process.env.E2E_A11Y === "every") return true;
  const name = createHash("sha256").update(`${width} ${state}`).digest("hex").slice(0, 32);
  try {
    fs.writeFileSync(path.join(inject("axeCacheDir"), name), `${width} ${state}\n`, { flag: "wx" });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  }
}

/**
 * Runs axe-core on the page as it is now, at its own width and at the other of wide and phone, and fails
 * on any serious or critical WCAG 2.2 A/AA violation. Every journey calls it after each navigation, once
 * the page shows what it is for; a page state already checked at a width in this run is not checked
 * again (see `pageState` and `claim`) but with `again`: its controls in another state (a chosen answer drawn filled).
 */
export function checkA11y(page: Page, { again = false } = {}) {
  return timed("axe", () => checkA11yNow(page, again));
}

async function checkA11yNow(page: Page, again: boolean) {
  const own = page.viewportSize() ?? DESKTOP;
  const other = own.width > PHONE.width ? PHONE : DESKTOP;
  await settled(page);
  const state = await pageState(page);
  const found: string[] = [];
  if (again || claim(state, own.width))
    found.push(...(await timed("axe run", () => seriousViolations(page, own.width))));
  if (claim(state, other.width)) {
    await page.setViewportSize(other);
    try {
      found.push(...(await timed("axe run", () => seriousViolations(page, other.width))));
    } finally {
      await page.setViewportSize(own);
    }
    await settled(page);
  }
  expect(found, "serious or critical accessibility violations").toEqual([]);
}
