import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { members } from "../members/members.schema.js";
import { networks } from "../network/network.schema.js";
import { geocodeUrl, pointOf } from "./geocoder.js";
import { geocodePending } from "./maps.service.js";

/** A stand-in geocoder speaking Nominatim's /search: a few known places, an empty list for the rest. */
const PLACES: Record<string, { lat: string; lon: string }> = {
  Berlin: { lat: "52.5170365", lon: "13.3888599" },
  Hamburg: { lat: "53.550341", lon: "10.000654" },
  "Hauptstraße 1, 10115 Berlin, Germany": { lat: "52.53", lon: "13.38" },
};
const asked: string[] = [];
const geocoder = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  const q = url.searchParams.get("q") ?? "";
  asked.push(q);
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(url.pathname === "/search" && PLACES[q] ? [{ ...PLACES[q], display_name: q }] : []));
});

let app: App;
let tileUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`;
  tileUrl = `${base.replace("127.0.0.1", "tiles.localhost")}/tiles/{z}/{x}/{y}.png`;
  app = await createTestApp({ maps: { geocoderUrl: base, tileUrl } });
});
afterAll(() => new Promise<void>((resolve) => geocoder.close(() => resolve())));

async function setMaps(settings: Record<string, unknown>) {
  await app.ctx.db.update(networks).set({ settings: sql`${networks.settings} || ${JSON.stringify(settings)}::jsonb` });
}
async function locate(id: string, location: string | null) {
  await app.ctx.db
    .update(members)
    .set({ profile: sql`${members.profile} || ${JSON.stringify({ location })}::jsonb` })
    .where(eq(members.id, id));
}

describe("maps", () => {
  it("reads Nominatim answers", () => {
    expect(geocodeUrl("https://geo.example/nominatim", "Köln")).toBe(
      "https://geo.example/nominatim/search?q=K%C3%B6ln&format=jsonv2&limit=1",
    );
    expect(pointOf([{ lat: "50.9", lon: "6.9" }])).toEqual({ lat: 50.9, lng: 6.9 });
    expect(pointOf([])).toBeNull();
    expect(pointOf([{ lat: "x", lon: "1" }])).toBeNull();
    expect(pointOf({ error: "x" })).toBeNull();
  });

  it("is 404 while the network's maps are off, and needs a member", async () => {
    await setMaps({ maps_enabled: false });
    const asM = await as(app, await member(app));
    expect((await asM.get("/api/v1/map")).statusCode).toBe(404);
    expect((await anonymous(app).get("/api/v1/map")).statusCode).toBe(401);
  });

  it("places members by their geocoded location, and the network's location as the point of interest", async () => {
    await setMaps({
      maps_enabled: true,
      show_map: true,
      map_scope_selection: "poi",
      zoom_level: 6,
      network_location: {
        street: "Hauptstraße",
        number: "1",
        zip: "10115",
        city: "Berlin",
        state: null,
        country: "Germany",
      },
    });
    const anna = await member(app);
    const ben = await member(app);
    const nowhere = await member(app);
    await locate(anna.id, "Berlin");
    await locate(ben.id, " Hamburg ");
    await locate(nowhere.id, "Atlantis");
    expect(await geocodePending(app.ctx, 0)).toBeGreaterThanOrEqual(4);
    // Each text is asked once, however many members share it.
    const again = asked.length;
    expect(await geocodePending(app.ctx, 0)).toBe(0);
    expect(asked.length).toBe(again);

    const view = (await (await as(app, anna)).get("/api/v1/map")).json();
    expect(view).toMatchObject({
      tile_url: tileUrl,
      geocoder: true,
      zoom_level: 6,
      scope: "poi",
      center: { lat: 52.53, lng: 13.38 },
      points: [{ name: "Hauptstraße 1, 10115 Berlin, Germany", lat: 52.53, lng: 13.38 }],
      pending: 0,
    });
    const byId = new Map(view.members.map((m: { member: { id: string } }) => [m.member.id, m]));
    expect(byId.get(anna.id)).toMatchObject({ lat: 52.5170365, lng: 13.3888599, location: "Berlin" });
    expect(byId.get(ben.id)).toMatchObject({ location: "Hamburg" });
    // Not found by the geocoder: not on the map.
    expect(byId.has(nowhere.id)).toBe(false);
    // The members' layer leaves the point of interest out.
    expect((await (await as(app, anna)).get("/api/v1/map?layer=members")).json().points).toEqual([]);

    // A new location is placed by the job the map queues.
    await locate(nowhere.id, "Berlin");
    expect(
      (await (await as(app, nowhere)).get("/api/v1/map"))
        .json()
        .members.map((m: { member: { id: string } }) => m.member.id),
    ).toContain(nowhere.id);
  });

  it("shows a group's members on its map to those who read the group, while show_map is on", async () => {
    await setMaps({ maps_enabled: true, show_map: true });
    const boss = await member(app);
    const inside = await member(app);
    const outsider = await member(app);
    await locate(inside.id, "Hamburg");
    await locate(outsider.id, "Hamburg");
    const g = await group(app, { access: "closed", admin: boss, members: [inside] });
    await geocodePending(app.ctx, 0);
    const view = (await (await as(app, boss)).get(`/api/v1/groups/${g.slug}/map`)).json();
    const ids = view.members.map((m: { member: { id: string } }) => m.member.id);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(outsider.id);
    expect(view.points).toEqual([]);
    const tabs = async () =>
      ((await (await as(app, boss)).get(`/groups/${g.slug}/navigation`)).json().tabs as { key: string }[]).map(
        (t) => t.key,
      );
    expect(await tabs()).toContain("map");
    expect((await (await as(app, outsider)).get(`/api/v1/groups/${g.slug}/map`)).statusCode).toBe(404);
    await setMaps({ show_map: false });
    expect(await tabs()).not.toContain("map");
    expect((await (await as(app, boss)).get(`/api/v1/groups/${g.slug}/map`)).statusCode).toBe(404);
  });

  it("lets the browser load tiles from the tile server only", async () => {
    const res = await anonymous(app).get("/", { accept: "text/html" });
    expect(String(res.headers["content-security-policy"])).toContain(
      `img-src 'self' data: blob: ${new URL(tileUrl.replace(/\{[xyz]\}/g, "0")).origin}`,
    );
  });
});

describe("maps without a geocoder or tile server", () => {
  it("says so and places nobody", async () => {
    const bare = await createTestApp();
    const m = await member(bare);
    await bare.ctx.db.update(networks).set({ settings: sql`${networks.settings} || '{"maps_enabled":true}'::jsonb` });
    await bare.ctx.db
      .update(members)
      .set({ profile: sql`${members.profile} || '{"location":"Berlin"}'::jsonb` })
      .where(eq(members.id, m.id));
    expect(await geocodePending(bare.ctx, 0)).toBe(0);
    const view = (await (await as(bare, m)).get("/api/v1/map")).json();
    expect(view).toMatchObject({ tile_url: null, geocoder: false, members: [], pending: 0 });
  });
});

describe("the network's map theme", () => {
  /** The map a member gets with this tile template and `map_theme`. */
  async function mapWith(tileUrl: string, theme: string) {
    const themed = await createTestApp({ maps: { geocoderUrl: null, tileUrl } });
    const m = await member(themed);
    const settings = JSON.stringify({ maps_enabled: true, map_theme: theme });
    await themed.ctx.db.update(networks).set({ settings: sql`${networks.settings} || ${settings}::jsonb` });
    return (await (await as(themed, m)).get("/api/v1/map")).json();
  }

  it("is put into a tile template that names it, and reported as the theme to draw otherwise", async () => {
    expect(await mapWith("https://tiles.example.org/{theme}/{z}/{x}/{y}.png", "dark")).toMatchObject({
      tile_url: "https://tiles.example.org/dark/{z}/{x}/{y}.png",
      theme: "dark",
      theme_in_tiles: true,
    });
    expect(await mapWith("https://tiles.example.org/{z}/{x}/{y}.png", "light")).toMatchObject({
      tile_url: "https://tiles.example.org/{z}/{x}/{y}.png",
      theme: "light",
      theme_in_tiles: false,
    });
  });
});
