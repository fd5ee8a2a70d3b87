import { type MapView, mapsApi, type Poi, unreadsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";

const SLOW = { timeout: 15_000 };
const base = network({ current_member: member({ id: hexId(1) }) });
const me = { ...base, config: { ...base.config, maps: { ...base.config.maps, enabled: true, show_map: true } } };
const admin = { ...me, can: { administrate: true, version_and_updates: false } };
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };

const view: MapView = {
  tile_url: "http://tiles.localhost/{z}/{x}/{y}.png",
  theme: "streets",
  theme_in_tiles: false,
  geocoder: true,
  zoom_level: 6,
  scope: "all",
  center: null,
  members: [],
  points: [{ name: "Head office", description: "Reception on the ground floor", lat: 52.52, lng: 13.4 }],
  pending: 0,
};

describe("points of interest", { timeout: 60_000 }, () => {
  it("shows a point of interest as a marker whose popup has its name and description, and in the list", async () => {
    mockApi({ ...unreads, [routeKey(mapsApi.network)]: () => jsonResponse(view) });
    renderApp("/map", me);
    const canvas = await screen.findByTestId("map-canvas", {}, SLOW);
    await waitFor(() => expect(canvas.querySelectorAll("path.leaflet-interactive").length).toBe(1), SLOW);
    expect(canvas.querySelector(".leaflet-popup")).toBeNull();
    fireEvent.click(canvas.querySelector("path.leaflet-interactive") as Element);
    await waitFor(() => expect(canvas.querySelector(".leaflet-popup")).toBeTruthy(), SLOW);
    const popup = canvas.querySelector(".leaflet-popup-content") as HTMLElement;
    expect(within(popup).getByText("Head office").tagName).toBe("STRONG");
    expect(popup.textContent).toContain("Reception on the ground floor");
    const item = screen.getByTestId("map-poi-item");
    expect(item.textContent).toBe("Head officeReception on the ground floor");
    // a point of interest is not the network's location
    expect(screen.queryByTestId("map-poi")).toBeNull();
  });

  it("is not there for members who are not administrators", async () => {
    const fetchMock = mockApi({ ...unreads, [routeKey(mapsApi.pois)]: () => jsonResponse({ pois: [] }) });
    renderApp("/administration/map/pois", me);
    expect(await screen.findByText("Page not found", {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Points of interest" })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/map/pois"))).toBe(false);
  });

  it("lets administrators add one, with the coordinates' ranges checked before sending", async () => {
    const user = userEvent.setup();
    const saved: Poi[] = [];
    const bodies: unknown[] = [];
    mockApi({
      ...unreads,
      [routeKey(mapsApi.pois)]: () => jsonResponse({ pois: saved }),
      [routeKey(mapsApi.createPoi)]: (init) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        const poi = { id: hexId(30), ...body };
        saved.push(poi);
        return jsonResponse(poi, 201);
      },
    });
    renderApp("/administration/map/pois", admin);
    expect(await screen.findByRole("heading", { name: "Points of interest" }, SLOW)).toBeTruthy();
    expect(await screen.findByText("No points of interest yet.", {}, SLOW)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Head office");
    await user.type(screen.getByRole("textbox", { name: /^Latitude/ }), "95");
    await user.type(screen.getByRole("textbox", { name: /^Longitude/ }), "13.4");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /^Latitude/ }).getAttribute("aria-invalid")).toBe("true"),
    );
    expect(bodies).toEqual([]);
    const lat = screen.getByRole("textbox", { name: /^Latitude/ });
    await user.clear(lat);
    await user.type(lat, "52.52");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: "Head office", description: "", lat: 52.52, lng: 13.4 });
    const row = await screen.findByTestId("poi-row", {}, SLOW);
    expect(row.textContent).toContain("Head office");
    expect(row.textContent).toContain("52.52, 13.4");
    expect(within(row).getByRole("button", { name: "Delete Head office" })).toBeTruthy();
  });
});
