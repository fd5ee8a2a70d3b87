import { gzipSync } from "node:zlib";
import type { APIRequestContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signIn, useBrowser } from "../browser.js";

/*
 * What a member's browser fetches before the first screen can draw: the entry script of the page the server sends and
 * every chunk it modulepreloads. A size, not a time: it does not depend on the machine. On 2026-11-29 it had grown
 * from 186 to 281 KB gzipped unnoticed (feature indexes re-exporting Mantine's pickers and menus, which put them in
 * the entry chunk); bench/README.md "The web client" has the history, bench/lighthouse-initial-js.ts the listing.
 * 201 KB on 2026-11-30, after the route tables, dayjs and the userbar left it; 199.5 KB with the lazy screens' icons
 * in one chunk.
 */
const BUDGET_GZ = 205 * 1024;
const ENTRY_BUDGET_GZ = 100 * 1024;
// The prerendered signed-out screens hydrate from an entry of their own (web/src/signed-out.tsx): 189 KB on 2026-11-29,
// 170 KB on 2026-11-30.
const SIGNED_OUT_BUDGET_GZ = 175 * 1024;

/** The entry script of a page and the chunks it modulepreloads, each gzipped, and their listing. */
async function initialCode(request: APIRequestContext, url: string) {
  const html = await (await request.get(url, { headers: { accept: "text/html" } })).text();
  const entry = html.match(/<script\b[^>]*type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry, "the page's entry script").toBeTruthy();
  const preloaded = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const sizes = new Map<string, number>();
  for (const file of [entry as string, ...preloaded]) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    sizes.set(file, gzipSync(await res.body(), { level: 9 }).length);
  }
  const total = [...sizes.values()].reduce((sum, n) => sum + n, 0);
  const listing = [...sizes].map(([file, n]) => `${file} ${(n / 1024).toFixed(1)} KB`).join(", ");
  return { entry: entry as string, sizes, total, listing };
}

describe("the first screen's code", () => {
  const browser = useBrowser();

  it("stays within its budget for a signed-in member", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "jonas.schneider@example.com");
    const { entry, sizes, total, listing } = await initialCode(page.request, "/");
    expect(total, `initial JavaScript gzipped: ${listing}`).toBeLessThanOrEqual(BUDGET_GZ);
    expect(sizes.get(entry), `the entry chunk: ${listing}`).toBeLessThanOrEqual(ENTRY_BUDGET_GZ);
    await context.close();
  });

  it("of a prerendered sign-in page is the signed-out entry's alone, none of the member app's", async () => {
    const { page, context } = await browser.newPage();
    const { total, listing } = await initialCode(page.request, "/users/sign_in");
    expect(listing, "the signed-out entry (src/signed-out.tsx)").toMatch(/\/assets\/signed-out-[\w-]+\.js/);
    expect(listing, "the member app's first-screen chunk").not.toMatch(/\/assets\/(app|index)-/);
    expect(total, `initial JavaScript gzipped: ${listing}`).toBeLessThanOrEqual(SIGNED_OUT_BUDGET_GZ);
    await context.close();
  });
});
