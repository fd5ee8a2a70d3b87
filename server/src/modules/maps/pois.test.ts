import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { networks } from "../network/network.schema.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp({ maps: { geocoderUrl: null, tileUrl: "https://tiles.localhost/{z}/{x}/{y}.png" } });
});

async function setMaps(settings: Record<string, unknown>) {
  await app.ctx.db.update(networks).set({ settings: sql`${networks.settings} || ${JSON.stringify(settings)}::jsonb` });
}

describe("points of interest", () => {
  it("are written by administrators only, with validated coordinates, and read by members while maps are on", async () => {
    await setMaps({ maps_enabled: false, map_scope_selection: "poi" });
    const asA = await as(app, await admin(app));
    const asM = await as(app, await member(app));

    const created = await asA.post("/api/v1/map/pois", {
      name: "  Head office ",
      description: "Reception on the ground floor",
      lat: 52.52,
      lng: 13.405,
    });
    expect(created.statusCode).toBe(201);
    const poi = created.json();
    expect(poi).toMatchObject({ name: "Head office", description: "Reception on the ground floor", lat: 52.52 });

    // a member may not write
    const denied = await asM.post("/api/v1/map/pois", { name: "Mine", lat: 1, lng: 1 });
    expect(denied.statusCode).toBe(403);
    expect((await asM.put(`/api/v1/map/pois/${poi.id}`, { name: "X", lat: 1, lng: 1 })).statusCode).toBe(403);
    expect((await asM.delete(`/api/v1/map/pois/${poi.id}`)).statusCode).toBe(403);
    expect((await anonymous(app).get("/api/v1/map/pois")).statusCode).toBe(401);

    // coordinates out of range and an empty name are field errors
    const bad = await asA.post("/api/v1/map/pois", { name: "", lat: 91, lng: -181 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors ?? {}).sort()).toEqual(["lat", "lng", "name"]);
    expect((await asA.put(`/api/v1/map/pois/${poi.id}`, { name: "Y", lat: -90.5, lng: 0 })).statusCode).toBe(422);

    // while maps are off a member cannot read the list; the administrator can (to prepare it)
    expect((await asM.get("/api/v1/map/pois")).statusCode).toBe(404);
    expect((await asA.get("/api/v1/map/pois")).json().pois).toHaveLength(1);

    await setMaps({ maps_enabled: true });
    expect((await asM.get("/api/v1/map/pois")).json().pois.map((p: { name: string }) => p.name)).toEqual([
      "Head office",
    ]);

    const changed = await asA.put(`/api/v1/map/pois/${poi.id}`, {
      name: "Office",
      description: "",
      lat: -33.9,
      lng: 151.2,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: poi.id, name: "Office", description: "", lat: -33.9, lng: 151.2 });

    // the network map shows them as points with their description; the members layer does not
    const map = (await asM.get("/api/v1/map")).json();
    expect(map.points).toContainEqual({ name: "Office", description: "", lat: -33.9, lng: 151.2 });
    expect((await asM.get("/api/v1/map?layer=members")).json().points).toEqual([]);

    expect((await asA.delete(`/api/v1/map/pois/${poi.id}`)).statusCode).toBe(204);
    expect((await asA.delete(`/api/v1/map/pois/${poi.id}`)).statusCode).toBe(404);
    expect((await asA.put(`/api/v1/map/pois/${poi.id}`, { name: "Z", lat: 0, lng: 0 })).statusCode).toBe(404);
    expect((await asM.get("/api/v1/map/pois")).json().pois).toEqual([]);
  });
});
