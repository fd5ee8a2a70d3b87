import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, DESKTOP, PHONE, seedPassword, signIn, useBrowser } from "../browser.js";

/**
 * The signed-out screens come prerendered (web/scripts/prerender.mjs, server http/prerendered.ts): drawn before any
 * script runs, in the browser's language, with the network's name, and taken over by React without a mismatch.
 */
// The sign-up screen is prerendered for a network open to sign-ups (the demo network is not: settings-join.spec.ts).
const SCREENS = ["/users/sign_in", "/users/password/new", "/legal", "/imprint"];

/** Every console error and uncaught exception of the page: a hydration mismatch is reported as one (React #418 …). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

describe("signed-out screens drawn before any script runs", () => {
  const browser = useBrowser();

  it("shows the sign-in form without JavaScript, in the browser's language, with the network's name", async () => {
    const { page, context } = await browser.newPage(PHONE, { locale: "de-DE", javaScriptEnabled: false } as never);
    await page.goto("/users/sign_in");
    await page.getByRole("heading", { name: "Anmelden" }).waitFor();
    expect(await page.getByText("Willkommen bei Acme Intranet").count()).toBe(1);
    expect(await page.getByLabel("E-Mail").count()).toBe(1);
    expect(await page.title()).toBe("Anmelden · Acme Intranet");
    await context.close();
  });

  for (const [width, viewport] of [
    ["1366", { width: 1366, height: 900 }],
    ["390", PHONE],
  ] as const) {
    it(`hydrates every signed-out screen without a mismatch at ${width} px`, async () => {
      const { page, context } = await browser.newPage(viewport);
      const errors = collectErrors(page);
      for (const path of SCREENS) {
        const html = await (await page.request.get(path, { headers: { accept: "text/html" } })).text();
        expect(html, path).toContain('id="prerendered"');
        // The screen's heading is in the HTML itself, and the same once React has taken it over.
        const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
        expect(heading, path).toBeTruthy();
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(errors, path).toEqual([]);
        expect(await page.getByRole("heading", { level: 1 }).first().textContent(), path).toBe(heading);
        if (path === "/users/sign_in") {
          // Hydrated: the button follows what is typed (disabled while the form is empty).
          const submit = page.getByRole("button", { name: "Sign in" });
          expect(await submit.isDisabled()).toBe(true);
          await page.getByLabel("E-mail").fill("admin@example.com");
          await page.getByLabel("Password", { exact: true }).fill("something");
          await expect.poll(() => submit.isEnabled()).toBe(true);
          await checkA11y(page);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("draws the administration's texts around the sign-in form into the HTML, so hydrating them matches", async () => {
    const admin = await browser.newPage(DESKTOP);
    await signIn(admin.page, "admin@example.com");
    const original = await (await apiCall(admin.page, "GET", "/administration/settings")).json();
    const texts = { before: `Welcome <b>${Date.now()}</b> & more`, after: `Questions? Ask "IT" ${Date.now()}` };
    const { page, context } = await browser.newPage(PHONE);
    const errors = collectErrors(page);
    try {
      const set = { devise_text_before: texts.before, devise_text_between: null, devise_text_after: texts.after };
      expect((await apiCall(admin.page, "PUT", "/administration/settings", set)).status()).toBe(200);
      const html = await (await page.request.get("/users/sign_in", { headers: { accept: "text/html" } })).text();
      expect(html).toContain('id="prerendered"');
      expect(html).toContain("Welcome &lt;b&gt;");
      await page.goto("/users/sign_in");
      await page.waitForLoadState("networkidle");
      expect(await page.getByText(texts.before).count()).toBe(1);
      expect(await page.getByText(texts.after).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      // Other journeys share this network: the sign-in page gets its texts back.
      const { devise_text_before, devise_text_between, devise_text_after } = original;
      const back = { devise_text_before, devise_text_between, devise_text_after };
      await apiCall(admin.page, "PUT", "/administration/settings", back);
      await admin.context.close();
      await context.close();
    }
  });

  it("keeps what is typed and the Enter pressed before the scripts have run, and signs in with them", async () => {
    const { page, context } = await browser.newPage(PHONE);
    const errors = collectErrors(page);
    // The page's scripts are held back until the form is filled in: the visitor types into the prerendered HTML.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue();
    });
    // The held scripts hold the page's load event back too: the journey goes on once the HTML has arrived.
    await page.goto("/users/sign_in", { waitUntil: "commit" });
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    // The page's first script (public/before-hydration.js, not held back) keeps the submit.
    await page.waitForFunction("typeof window.__takeSubmitBeforeHydration === 'function'");
    await page.getByLabel("E-mail").fill("admin@example.com");
    await page.getByLabel("Password", { exact: true }).fill(seedPassword());
    await page.getByLabel("Password", { exact: true }).press("Enter");
    // Nothing was sent: the prerendered button is disabled until React has the form.
    expect(await page.getByRole("button", { name: "Sign in" }).isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/users/sign_in");
    release();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Here is what is on today.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the language the browser asks for once hydrated, and gives a member the app instead", async () => {
    const { page, context } = await browser.newPage(DESKTOP, { locale: "fr-FR" });
    const errors = collectErrors(page);
    await page.goto("/users/sign_in");
    const heading = page.getByRole("heading", { level: 1 });
    await page.waitForLoadState("networkidle");
    expect(await heading.textContent()).toBe("Se connecter");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(errors).toEqual([]);
    await signIn(page, "admin@example.com");
    const html = await (await page.request.get("/users/sign_in", { headers: { accept: "text/html" } })).text();
    expect(html).not.toContain('id="prerendered"');
    await page.goto("/users/sign_in");
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });
});
