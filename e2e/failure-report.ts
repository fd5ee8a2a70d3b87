import type { Browser, Page, Request } from "playwright-core";

/**
 * What a failed journey's pages were doing, printed with its failure: where each page is, the dialogs it shows,
 * the requests still unanswered, and its last errors, failed requests and navigations. A journey that fails only
 * on a loaded CI machine (a click that never reaches its address) can then be read from the CI's log.
 */
const journals = new WeakMap<Page, { lines: string[]; pending: Map<Request, number> }>();
const KEPT_LINES = 40;

const clock = (at = Date.now()) => new Date(at).toISOString().slice(11, 23);

/**
 * Runs in every document: notes the last clicks and keys that are not text (what they hit, where, and whether a
 * handler took them: a router link prevents the browser's default and navigates itself) and the history entries the
 * app pushed. A click that
 * "did not navigate" then shows whether it reached the link, and whether the router started the navigation.
 * `useBrowser` adds it to every context.
 */
export function recordClicksAndHistory() {
  type Seen = { at: number; what: string };
  const seen: Seen[] = [];
  (window as unknown as { __interactionsSeen: Seen[] }).__interactionsSeen = seen;
  const note = (what: string) => {
    seen.push({ at: Date.now(), what });
    if (seen.length > 12) seen.shift();
  };
  const describe = (node: EventTarget | null) => {
    if (!(node instanceof Element)) return String(node);
    const el = node.closest("a,button,[role=menuitem],[role=tab],input,textarea,label") ?? node;
    const attrs = ["href", "data-testid", "role", "aria-label"].map(
      (a) => el.getAttribute(a) && `${a}=${el.getAttribute(a)}`,
    );
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return `<${el.tagName.toLowerCase()} ${attrs.filter(Boolean).join(" ")}> "${text}"`;
  };
  // A press and its release on different elements make no click (a re-render that replaced the link between them).
  window.addEventListener("mousedown", (event) => note(`mousedown on ${describe(event.target)}`), true);
  // On the window, in the bubbling phase: after React's handlers on its root, so `defaultPrevented` tells
  // whether a link's handler took the click.
  window.addEventListener("click", (event) => {
    note(
      `click at ${event.clientX},${event.clientY} on ${describe(event.target)}, default prevented: ${event.defaultPrevented}`,
    );
  });
  // The keys that are not text (Enter, Space, the arrows, Escape, Tab), in the same phase: whether a handler took
  // each one (a keyboard drag takes its arrows; a key pressed before its handler listens goes unheeded).
  window.addEventListener("keydown", (event) => {
    if (event.key.length === 1 && event.key !== " ") return;
    note(`keydown ${event.code} on ${describe(event.target)}, default prevented: ${event.defaultPrevented}`);
  });
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method].bind(history);
    history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      note(`history.${method} ${String(url ?? "")}`);
      original(data, unused, url);
    };
  }
}

/** Starts keeping the page's journal (every page a journey opens, see `useBrowser`). */
export function watchPage(page: Page) {
  const lines: string[] = [];
  const pending = new Map<Request, number>();
  journals.set(page, { lines, pending });
  const note = (line: string) => {
    lines.push(`${clock()} ${line}`);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  page.on("console", (m) => {
    // The journeys block service workers (browser.ts), which Chromium reports on every load: not news.
    if (m.text().startsWith("Service Worker registration blocked")) return;
    if (m.type() === "error" || m.type() === "warning") note(`console.${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on("pageerror", (error) => note(`page error: ${error.message.slice(0, 300)}`));
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  page.on("request", (request) => pending.set(request, Date.now()));
  page.on("requestfinished", async (request) => {
    pending.delete(request);
    const status = (await request.response().catch(() => null))?.status() ?? 0;
    if (status >= 400) note(`${status} ${request.method()} ${request.url()}`);
  });
  page.on("requestfailed", (request) => {
    pending.delete(request);
    note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ""}`);
  });
}

/** Prints every open page's state (see above); never throws, whatever state the browser is in. */
export async function reportPages(browser: Browser | undefined) {
  const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
  for (const [i, page] of pages.entries()) {
    const out = [`[journey failed] page ${i + 1} of ${pages.length}: ${page.url()}`];
    const dialogs = await page
      .locator("[role=dialog], [role=alertdialog], [role=menu]")
      .allInnerTexts()
      .catch(() => []);
    for (const text of dialogs) out.push(`  open: ${text.replace(/\s+/g, " ").slice(0, 200)}`);
    const journal = journals.get(page);
    for (const [request, since] of journal?.pending ?? []) {
      out.push(`  unanswered for ${Date.now() - since} ms: ${request.method()} ${request.url()}`);
    }
    const interactions = await page
      .evaluate(() => (window as unknown as { __interactionsSeen?: { at: number; what: string }[] }).__interactionsSeen)
      .catch(() => undefined);
    // One timeline: each line starts with its clock time.
    const timeline = [...(journal?.lines ?? []), ...(interactions ?? []).map(({ at, what }) => `${clock(at)} ${what}`)];
    for (const line of timeline.sort()) out.push(`  ${line}`);
    console.log(out.join("\n"));
  }
}
