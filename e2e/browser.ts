import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const baseUrl = () => inject("baseUrl");
export const seedPassword = () => inject("seedPassword");

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Debian's Chromium, headless, with the flags this sandbox needs; one browser per spec file. */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    /** A fresh context (own cookies) with the given viewport. */
    async newPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
      if (!state.browser) throw new Error("browser not started");
      const context = await state.browser.newContext({ viewport, baseURL: baseUrl(), locale: "en-GB" });
      const page = await context.newPage();
      return { context, page };
    },
  };
}

export async function signIn(page: Page, email: string, password = seedPassword()) {
  await page.goto("/users/sign_in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/users/sign_in"));
}

/** Whether the element is on screen: Playwright's isVisible is true for a drawer slid off to the side. */
export async function inViewport(locator: Locator): Promise<boolean> {
  if ((await locator.count()) === 0) return false;
  return locator.first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.right > 1 && r.left < window.innerWidth - 1 && getComputedStyle(el).visibility !== "hidden";
  });
}

/**
 * The element's visible text once it matches what a person should read, else its last text: the caller's
 * `expect(...).toMatch` then names what was shown instead (e.g. a literal "L" where a date belongs).
 */
export async function textWhen(locator: Locator, expected: RegExp, timeoutMs = 10_000): Promise<string> {
  let text = "";
  await eventually(async () => {
    text = ((await locator.count()) > 0 ? await locator.first().innerText() : "").trim();
    return expected.test(text);
  }, timeoutMs);
  return text;
}

/** Polls until the condition holds or the timeout passes. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}
