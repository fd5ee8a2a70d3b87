import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { eventually, PHONE, signIn, signInThroughForm, useBrowser } from "../browser.js";

/** The members whose screens this device keeps (lib/member-cache.ts), as IndexedDB holds them. */
const keptMembers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("intranet-cache");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("members")) return resolve([]);
          const keys = db.transaction("members").objectStore("members").getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );

/** Waits until the service worker controls the page (it claims the page it was installed from). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

describe("the installable app", () => {
  const browser = useBrowser();

  it("serves its manifest with the name, icons and theme colour", async () => {
    const { page, context } = await browser.newPage();
    await page.goto("/users/sign_in");
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    const res = await page.request.get("/manifest.webmanifest");
    expect(res.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: "Intranet", display: "standalone", theme_color: "#1971c2" });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512", "512x512"]);
    const sw = await page.request.get("/sw.js");
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    await context.close();
  });

  it("registers the service worker, and offline says so instead of failing", async () => {
    const { page, context } = await browser.newPage(PHONE, { serviceWorkers: "allow" });
    await signIn(page, "jonas.schneider@example.com");
    await page.goto("/");
    await page.getByTestId("home-greeting").waitFor();
    await controlled(page);
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "");
    expect(new URL(script).pathname).toBe("/sw.js");

    await context.setOffline(true);
    // The shell comes from the worker; the app says the device is offline.
    await page.reload();
    await page.getByTestId("offline-notice").getByText("You are offline").waitFor();
    // A page the shell does not draw (the API's documentation) gets the offline page, not the browser's error.
    await page.goto("/api/docs");
    await page.getByRole("heading", { name: "You are offline" }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it("keeps one member's screens on the device, and none of them once another member signs in there", async () => {
    const { page, context } = await browser.newPage(undefined, { serviceWorkers: "allow" });
    await signInThroughForm(page, "sofia.klein@example.com");
    await page.getByTestId("home-greeting").getByText("Sofia").waitFor();
    const sofia = await page.evaluate(async () => (await (await fetch("/api/v1/network")).json()).current_member.id);
    // Saved a second after the start page's lists answered.
    expect(await eventually(async () => (await keptMembers(page)).includes(sofia))).toBe(true);
    expect(await keptMembers(page)).toEqual([sofia]);

    await page.getByRole("button", { name: "Profile menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL(/\/users\/sign_in/);
    expect(await keptMembers(page)).toEqual([]);

    await signInThroughForm(page, "lea.fischer@example.com");
    await page.getByTestId("home-greeting").getByText("Lea").waitFor();
    const lea = await page.evaluate(async () => (await (await fetch("/api/v1/network")).json()).current_member.id);
    expect(await eventually(async () => (await keptMembers(page)).includes(lea))).toBe(true);
    expect(await keptMembers(page)).toEqual([lea]);
    // Reloaded (from the worker's shell), Lea's start page shows Lea, never what Sofia saw.
    await page.reload();
    await page.getByTestId("home-greeting").getByText("Lea").waitFor();
    expect(await page.getByText("Hello, Sofia!").count()).toBe(0);
    // Offline, the worker's shell says so and shows nothing kept of anyone (no API answer is in its cache).
    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId("offline-notice").waitFor();
    expect(await page.getByText("Hello, Sofia!").count()).toBe(0);
    await context.setOffline(false);
    await context.close();
  });
});
