import type { Browser, Page, Request } from "playwright-core";

/**
 * What a failed journey's pages were doing, printed with its failure: where each page is, the dialogs it shows,
 * the requests still unanswered, and its last errors, failed requests and navigations. A journey that fails only
 * on a loaded CI machine (a click that never reaches its address) can then be read from the CI's log.
 */
const journals = new WeakMap<Page, { lines: string[]; pending: Map<Request, number> }>();
const KEPT_LINES = 40;

const clock = () => new Date().toISOString().slice(11, 23);

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
    for (const line of journal?.lines ?? []) out.push(`  ${line}`);
    console.log(out.join("\n"));
  }
}
