import { type AppDetail, appsApi, groupsApi } from "@intranet/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";
import { appItem } from "./test-fixtures";

const SLOW = { timeout: 15_000 };
const GROUP = hexId(70);
// Jonas: a group admin (of GROUP) who may add items to the board but not change its definition.
const jonas = network({ current_member: member({ id: hexId(2) }) });
// The guest: an external member who may read the board only.
const guest = network({ current_member: member({ id: hexId(3), is_external: true }) });
const admin = network({ ...jonas, can: { administrate: true, version_and_updates: false } });

const board = (can: AppDetail["can"]): AppDetail => ({
  id: hexId(50),
  slug: "board",
  name: "Board",
  description: null,
  group_id: null,
  show_in_userbar: false,
  path: "/apps/board/items",
  fields: [{ name: "title", label: "Title", type: "text", required: true, admin_only: false, options: [] }],
  item_layout: { type: "auto", tabs: [] },
  collection_layout: { view: "list", column_property: null },
  integrations: { email: null, activity: null },
  can,
});

const ITEM = hexId(101);
const item = (update: boolean) => appItem(1, { title: "First" }, { can: { update, archive: update, destroy: false } });

const myGroups = () =>
  jsonResponse({
    groups: [
      {
        id: GROUP,
        slug: "team",
        name: "Team",
        group_category_id: hexId(9),
        favorited: false,
        unread_count: 0,
        is_admin: true,
      },
      {
        id: hexId(71),
        slug: "club",
        name: "Club",
        group_category_id: hexId(9),
        favorited: false,
        unread_count: 0,
        is_admin: false,
      },
    ],
  });

const stub = (can: AppDetail["can"], update = can.create_items) =>
  mockApi({
    [routeKey(appsApi.show, { slug: "board" })]: () => jsonResponse(board(can)),
    [routeKey(appsApi.item, { slug: "board", id: ITEM })]: () => jsonResponse(item(update)),
    [routeKey(groupsApi.myGroups)]: myGroups,
  });

/** The app's requests, as "METHOD /path". */
const asked = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? "GET"} ${new URL(input, "http://x").pathname}`);

const jonasCan = { manage: false, create_items: true };
const guestCan = { manage: false, create_items: false };

describe("app screens refused without the app's permission", { timeout: 120_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it.each([
    ["jonas", "/apps/board/edit", jonas, jonasCan, "app-creator"],
    ["the guest", "/apps/board/edit", guest, guestCan, "app-creator"],
    ["jonas", "/apps/new", jonas, jonasCan, "app-creator"],
    ["jonas", `/apps/new?group_id=${hexId(71)}`, jonas, jonasCan, "app-creator"],
    ["the guest", "/apps/new", guest, guestCan, "app-creator"],
    ["the guest", `/apps/new?group_id=${GROUP}`, guest, guestCan, "app-creator"],
    ["the guest", "/apps/board/items/new", guest, guestCan, "item-form"],
    ["the guest", `/apps/board/items/${ITEM}/edit`, guest, guestCan, "item-form"],
  ])("refuses %s %s before the form", async (_who, path, preload, can, form) => {
    const fetchMock = stub(can);
    renderApp(path, preload);
    expect((await screen.findByTestId("app-no-permission", {}, SLOW)).textContent).toBe("You may not do this.");
    expect(screen.queryByTestId(form)).toBeNull();
    // Nothing of the app is saved, nor is the item asked for.
    const apps = asked(fetchMock).filter((key) => key.includes("/api/v1/apps"));
    expect(apps.filter((key) => !key.startsWith("GET ") || key.includes("/items/"))).toEqual([]);
  });

  it("refuses the item form when the item may not be changed", async () => {
    stub(jonasCan, false);
    renderApp(`/apps/board/items/${ITEM}/edit`, jonas);
    expect(await screen.findByTestId("app-no-permission", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("item-form")).toBeNull();
  });

  it.each([
    ["/apps/board/edit", "app-creator"],
    ["/apps/board/items/new", "item-form"],
  ])("shows not found for %s when the app may not be read", async (path, form) => {
    mockApi({});
    renderApp(path, jonas);
    expect(await screen.findByText("Page not found", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId(form)).toBeNull();
    expect(screen.queryByTestId("app-no-permission")).toBeNull();
  });

  it.each([
    ["an administrator", "/apps/board/edit", admin, { manage: true, create_items: true }, "app-creator"],
    ["an administrator", "/apps/new", admin, { manage: true, create_items: true }, "app-creator"],
    ["jonas, in his group", `/apps/new?group_id=${GROUP}`, jonas, jonasCan, "app-creator"],
    ["jonas", "/apps/board/items/new", jonas, jonasCan, "item-form"],
    ["jonas", `/apps/board/items/${ITEM}/edit`, jonas, jonasCan, "item-form"],
  ])("shows %s %s the form", async (_who, path, preload, can, form) => {
    stub(can);
    renderApp(path, preload);
    expect(await screen.findByTestId(form, {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("app-no-permission")).toBeNull();
  });
});
