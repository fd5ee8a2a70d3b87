import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkA11y, eventually, PHONE, seedPassword, toastText, useBrowser } from "../browser.js";
import { startApp } from "../server.js";

/** A 1×1 PNG: every tile of the stand-in tile server. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PLACES: Record<string, [string, string]> = {
  Berlin: ["52.5170365", "13.3888599"],
  "Hauptstraße 1, 10115 Berlin, Germany": ["52.53", "13.38"],
};

/**
 * The maps with a stand-in tile server and a stand-in geocoder (Nominatim's /search) on local ports, in an app of this
 * journey's own (GEOCODER_URL and MAP_TILE_URL are read at start).
 */
describe("maps", { timeout: 600_000 }, () => {
  const browser = useBrowser();
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  const tiles: string[] = [];
  const standin = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname.startsWith("/tiles/")) {
      tiles.push(url.pathname);
      res.setHeader("content-type", "image/png");
      res.end(TILE);
      return;
    }
    const place = PLACES[url.searchParams.get("q") ?? ""];
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(place ? [{ lat: place[0], lon: place[1] }] : []));
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => standin.listen(0, "127.0.0.1", resolve));
    const stand = `http://127.0.0.1:${(standin.address() as AddressInfo).port}`;
    const root = path.resolve(import.meta.dirname, "../..");
    app = await startApp(root, path.join(root, "server/dist/main.js"), "http://127.0.0.1:9", undefined, () => ({
      GEOCODER_URL: stand,
      MAP_TILE_URL: `${stand}/tiles/{z}/{x}/{y}.png`,
    }));
  }, 600_000);
  afterAll(async () => {
    await app?.stop();
    await new Promise<void>((resolve) => standin.close(() => resolve()));
  });

  type Page = import("playwright-core").Page;
  const baseOf = () => {
    if (!app) throw new Error("app not started");
    return app.baseUrl;
  };
  const call = async (page: Page, method: string, url: string, data?: unknown) => {
    const csrf = (await page.context().cookies()).find((c) => c.name === "csrf_token")?.value ?? "";
    return page.request.fetch(`${baseOf()}${url}`, {
      method,
      headers: { accept: "application/json", "x-csrf-token": csrf },
      data,
    });
  };
  const signInTo = async (page: Page, email: string) => {
    const res = await page.request.post(`${baseOf()}/users/sign_in`, {
      headers: { accept: "application/json" },
      data: { user: { email, password: seedPassword() } },
    });
    expect(res.status()).toBe(200);
  };
  /** Maps on, centred on the network's location in Berlin at zoom 10. */
  const mapsOn = async (admin: Page) => {
    const saved = await call(admin, "PUT", "/administration/settings", {
      maps_enabled: true,
      show_map: true,
      map_scope_selection: "poi",
      zoom_level: 10,
      network_location: {
        street: "Hauptstraße",
        number: "1",
        zip: "10115",
        city: "Berlin",
        state: null,
        country: "Germany",
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };

  it("the administrator switches maps on; Anna finds herself on the map, wide and on a phone", async () => {
    const base = baseOf();
    const admin = await browser.newPage();
    await signInTo(admin.page, "admin@example.com");
    await mapsOn(admin.page);

    const anna = await browser.newPage();
    await signInTo(anna.page, "anna.becker@example.com");
    const me = (await (await call(anna.page, "GET", "/api/v1/network")).json()) as { current_member: { id: string } };
    const moved = await call(anna.page, "PUT", `/members/${me.current_member.id}`, {
      member: { profile: { location: "Berlin" } },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    // The first look queues the geocoding; she appears once the job has asked the stand-in.
    await anna.page.goto(`${base}/map`);
    await anna.page.getByTestId("map-page").waitFor();
    expect(
      await eventually(async () => {
        await anna.page.reload();
        await anna.page.getByTestId("map-page").waitFor();
        return (await anna.page.getByTestId("map-member").filter({ hasText: "Anna Becker" }).count()) > 0;
      }, 120_000),
    ).toBe(true);
    await anna.page.getByTestId("map-poi").filter({ hasText: "Hauptstraße 1, 10115 Berlin, Germany" }).waitFor();
    // Tiles come from the stand-in tile server at the network's zoom level.
    await anna.page.locator("img.leaflet-tile").first().waitFor({ state: "attached" });
    expect(await eventually(async () => tiles.some((t) => t.startsWith("/tiles/10/")), 30_000)).toBe(true);
    expect(await anna.page.locator("path.leaflet-interactive").count()).toBe(2);
    await checkA11y(anna.page);

    const phone = await browser.newPage(PHONE);
    await signInTo(phone.page, "anna.becker@example.com");
    await phone.page.goto(`${base}/members/map`);
    await phone.page.getByTestId("map-member").filter({ hasText: "Anna Becker" }).waitFor();
    expect(await phone.page.getByTestId("map-poi").count()).toBe(0);
    await checkA11y(phone.page);
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    for (const p of [admin, anna, phone]) await p.context.close();
  });

  it("the administrator adds, edits and deletes a point of interest; a member finds it on the map", async () => {
    const base = baseOf();
    const word = Date.now().toString(36);
    const [name, renamed] = [`Lakeside café ${word}`, `Lakeside boathouse ${word}`];
    const admin = await browser.newPage();
    await signInTo(admin.page, "admin@example.com");
    await mapsOn(admin.page);

    await admin.page.goto(`${base}/administration/map/pois`);
    const screen = admin.page.getByTestId("pois-admin");
    await screen.getByRole("heading", { name: "Add a point of interest" }).waitFor();
    await checkA11y(admin.page);
    await screen.getByLabel("Name").fill(name);
    await screen.getByLabel("Description").fill("Müggelseedamm 2, 12587 Berlin");
    await screen.getByLabel("Latitude").fill("52.47");
    await screen.getByLabel("Longitude").fill("13.55");
    await screen.getByRole("button", { name: "Save" }).click();
    expect(await toastText(admin.page, "The point of interest has been saved.")).toBe(
      "The point of interest has been saved.",
    );
    const row = screen.getByTestId("poi-row").filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain("Müggelseedamm 2, 12587 Berlin");
    expect(await row.textContent()).toContain("52.47, 13.55");

    // Edited: a new name and a corrected position.
    await row.getByRole("button", { name: `Edit ${name}` }).click();
    await screen.getByRole("heading", { name: "Edit the point of interest" }).waitFor();
    expect(await screen.getByLabel("Name").inputValue()).toBe(name);
    await screen.getByLabel("Name").fill(renamed);
    await screen.getByLabel("Latitude").fill("52.4701");
    await screen.getByRole("button", { name: "Save" }).click();
    expect(await toastText(admin.page, "The point of interest has been saved.")).toBe(
      "The point of interest has been saved.",
    );
    const edited = screen.getByTestId("poi-row").filter({ hasText: renamed });
    await edited.waitFor();
    expect(await edited.textContent()).toContain("52.4701, 13.55");
    expect(await screen.getByTestId("poi-row").filter({ hasText: name }).count()).toBe(0);
    await checkA11y(admin.page);

    // Anna sees it on /map: listed under "Points of interest", and as an orange marker whose popup names it.
    const anna = await browser.newPage();
    await signInTo(anna.page, "anna.becker@example.com");
    await anna.page.goto(`${base}/map`);
    await anna.page.getByTestId("map-poi-item").filter({ hasText: renamed }).waitFor();
    expect(await anna.page.getByTestId("map-poi-item").filter({ hasText: renamed }).textContent()).toContain(
      "Müggelseedamm 2, 12587 Berlin",
    );
    const marker = anna.page.locator('path.leaflet-interactive[stroke="#d9480f"]');
    expect(await eventually(async () => (await marker.count()) === 1, 30_000)).toBe(true);
    await marker.dispatchEvent("click");
    await anna.page.locator(".leaflet-popup-content").filter({ hasText: renamed }).waitFor();
    await checkA11y(anna.page);

    // On her phone, 390 px wide.
    const phone = await browser.newPage(PHONE);
    await signInTo(phone.page, "anna.becker@example.com");
    await phone.page.goto(`${base}/map`);
    await phone.page.getByTestId("map-poi-item").filter({ hasText: renamed }).waitFor();
    await checkA11y(phone.page);
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // The administrator's phone shows the table; deleting asks first.
    const adminPhone = await browser.newPage(PHONE);
    await signInTo(adminPhone.page, "admin@example.com");
    await adminPhone.page.goto(`${base}/administration/map/pois`);
    const phoneRow = adminPhone.page.getByTestId("poi-row").filter({ hasText: renamed });
    await phoneRow.waitFor();
    await checkA11y(adminPhone.page);
    await phoneRow.getByRole("button", { name: `Delete ${renamed}` }).click();
    const dialog = adminPhone.page.getByRole("dialog");
    await dialog.getByText(`Delete “${renamed}” from the map? This cannot be undone.`).waitFor();
    await dialog.getByTestId("confirm-ok").click();
    expect(await toastText(adminPhone.page, "The point of interest has been deleted.")).toBe(
      "The point of interest has been deleted.",
    );
    expect(await eventually(async () => (await phoneRow.count()) === 0)).toBe(true);

    // Gone from Anna's map after a reload.
    await anna.page.reload();
    await anna.page.getByTestId("map-page").waitFor();
    await anna.page.getByRole("heading", { name: "On the map" }).waitFor();
    expect(await anna.page.getByTestId("map-poi-item").filter({ hasText: renamed }).count()).toBe(0);
    expect(await anna.page.locator('path.leaflet-interactive[stroke="#d9480f"]').count()).toBe(0);

    for (const p of [admin, anna, phone, adminPhone]) await p.context.close();
  });
});
