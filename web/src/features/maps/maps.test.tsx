import { type MapView, mapsApi, unreadsApi } from "@intranet/contracts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, memberSummary, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";

const SLOW = { timeout: 15_000 };
const base = network({ current_member: member({ id: hexId(1) }) });
const me = { ...base, config: { ...base.config, maps: { ...base.config.maps, enabled: true, show_map: true } } };
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };
const anna = memberSummary({ id: hexId(2), displayName: "Anna Becker" });

function view(overrides: Partial<MapView> = {}): MapView {
  return {
    tile_url: "http://tiles.localhost/{z}/{x}/{y}.png",
    theme: "streets",
    theme_in_tiles: false,
    geocoder: true,
    zoom_level: 6,
    scope: "poi",
    center: { lat: 52.53, lng: 13.38 },
    members: [{ member: anna, lat: 52.52, lng: 13.39, location: "Berlin" }],
    points: [{ name: "Hauptstraße 1, 10115 Berlin", lat: 52.53, lng: 13.38 }],
    pending: 2,
    ...overrides,
  };
}

describe("maps", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("draws the map from the tile server with the members and the network's location", async () => {
    const layers: (string | null)[] = [];
    mockApi({
      ...unreads,
      [routeKey(mapsApi.network)]: (_init, url) => {
        layers.push(url.searchParams.get("layer"));
        return jsonResponse(view());
      },
    });
    renderApp("/map", me);
    expect(await screen.findByRole("heading", { name: "Map" }, SLOW)).toBeTruthy();
    const canvas = await screen.findByTestId("map-canvas", {}, SLOW);
    await waitFor(() => expect(canvas.querySelector(".leaflet-container")).toBeTruthy(), SLOW);
    await waitFor(() => expect(canvas.querySelectorAll("path.leaflet-interactive").length).toBe(2), SLOW);
    expect(canvas.querySelector("img.leaflet-tile")?.getAttribute("src") ?? "").toMatch(
      /^http:\/\/tiles\.localhost\/6\/\d+\/\d+\.png$/,
    );
    expect(screen.getByTestId("map-poi").textContent).toBe("Our location: Hauptstraße 1, 10115 Berlin");
    const row = screen.getByTestId("map-member");
    expect(within(row).getByRole("link", { name: "Anna Becker" })).toBeTruthy();
    expect(row.textContent).toContain("Berlin");
    expect(screen.getByTestId("map-pending").textContent).toBe("2 addresses are still being looked up.");
    expect(layers).toEqual(["all"]);
    expect(screen.getByRole("link", { name: "Members" }).getAttribute("href")).toBe("/members/map");
  });

  it("draws the network's map theme: a filter over one-style tiles, none where the tile server draws the theme", async () => {
    let current = view({ theme: "dark" });
    mockApi({ ...unreads, [routeKey(mapsApi.network)]: () => jsonResponse(current) });
    renderApp("/map", me);
    const map = await screen.findByTestId("leaflet-map", {}, SLOW);
    expect(map.getAttribute("data-map-theme")).toBe("dark");
    cleanup();
    current = view({ theme: "dark", theme_in_tiles: true, tile_url: "http://tiles.localhost/dark/{z}/{x}/{y}.png" });
    renderApp("/map", me);
    const styled = await screen.findByTestId("leaflet-map", {}, SLOW);
    expect(styled.getAttribute("data-map-theme")).toBeNull();
    await waitFor(() => expect(styled.querySelector("img.leaflet-tile")).toBeTruthy(), SLOW);
    expect(styled.querySelector("img.leaflet-tile")?.getAttribute("src") ?? "").toMatch(
      /^http:\/\/tiles\.localhost\/dark\//,
    );
  });

  it("says so when no tile server or geocoder is configured", async () => {
    mockApi({
      ...unreads,
      [routeKey(mapsApi.network)]: () =>
        jsonResponse(view({ tile_url: null, geocoder: false, members: [], points: [], center: null, pending: 0 })),
    });
    renderApp("/members/map", me);
    expect((await screen.findByTestId("map-no-tiles", {}, SLOW)).textContent).toContain(
      "the administrators have not configured a tile server",
    );
    expect(screen.getByTestId("map-no-geocoder")).toBeTruthy();
    expect(screen.queryByTestId("map-canvas")).toBeNull();
    expect(screen.getByText(/Nobody is on the map yet/)).toBeTruthy();
  });

  it("says maps are off when the server answers 404", async () => {
    mockApi({ ...unreads });
    renderApp("/map", me);
    expect(await screen.findByText("Maps are not switched on in this network.", {}, SLOW)).toBeTruthy();
  });

  it("says maps are off without asking the server while the network's maps are off", async () => {
    const asked: string[] = [];
    mockApi({
      ...unreads,
      [routeKey(mapsApi.network)]: (_init, url) => {
        asked.push(url.search);
        return jsonResponse(view());
      },
    });
    renderApp("/map", base);
    expect(await screen.findByText("Maps are not switched on in this network.", {}, SLOW)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
