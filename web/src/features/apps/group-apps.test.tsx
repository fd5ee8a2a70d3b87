import { type AppSummary, appsApi, groupsApi } from "@intranet/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { group, hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";

const SLOW = { timeout: 15_000 };
const GROUP = hexId(70);
// Jonas administrates the group IT, but not the network.
const jonas = network({ current_member: member({ id: hexId(2) }) });
const networkAdmin = network({ ...jonas, can: { administrate: true, version_and_updates: false } });
const it_ = group({ id: GROUP, slug: "it", name: "IT", can: { ...group().can, administrate: true } });

const summary = (slug: string, name: string): AppSummary => ({
  id: hexId(slug === "tickets" ? 51 : 52),
  slug,
  name,
  description: null,
  group_id: GROUP,
  show_in_userbar: false,
  path: `/apps/${slug}/items`,
});

const myGroups = () =>
  jsonResponse({
    groups: [
      {
        id: GROUP,
        slug: "it",
        name: "IT",
        group_category_id: hexId(9),
        favorited: false,
        unread_count: 0,
        is_admin: true,
      },
    ],
  });

describe("a group's apps in its administration", { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("lists the group's manageable apps with edit links and a new app for the group", async () => {
    const queries: URLSearchParams[] = [];
    mockApi({
      [routeKey(groupsApi.navigation, { slug: "it" })]: () => jsonResponse({ group: it_, tabs: [] }),
      [routeKey(appsApi.index)]: (_init, url) => {
        queries.push(url.searchParams);
        return jsonResponse({ apps: [summary("tickets", "Tickets")] });
      },
    });
    renderApp("/groups/it/administration/apps", jonas);
    const list = await screen.findByTestId("group-apps", {}, SLOW);
    expect((await within(list).findByTestId("app-card", {}, SLOW)).textContent).toContain("Tickets");
    expect(screen.getByText("Apps of IT")).toBeTruthy();
    expect(screen.getByTestId("edit-app").getAttribute("href")).toBe("/apps/tickets/edit");
    expect(screen.getByTestId("new-app").getAttribute("href")).toBe(`/apps/new?group_id=${GROUP}&group=it`);
    expect(queries.some((q) => q.get("filter") === "manageable" && q.get("group_id") === GROUP)).toBe(true);
  });

  it("says when the group has no apps yet, still offering a new one", async () => {
    mockApi({
      [routeKey(groupsApi.navigation, { slug: "it" })]: () => jsonResponse({ group: it_, tabs: [] }),
      [routeKey(appsApi.index)]: () => jsonResponse({ apps: [] }),
    });
    renderApp("/groups/it/administration/apps", jonas);
    expect(await screen.findByText("This group has no apps yet.", {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId("new-app").getAttribute("href")).toBe(`/apps/new?group_id=${GROUP}&group=it`);
  });

  it("says not found to who may not administrate the group, without asking for its apps", async () => {
    const asked = vi.fn((_init: RequestInit, _url: URL) => jsonResponse({ apps: [] }));
    mockApi({
      [routeKey(groupsApi.navigation, { slug: "it" })]: () =>
        jsonResponse({ group: { ...it_, can: group().can }, tabs: [] }),
      [routeKey(appsApi.index)]: asked,
    });
    renderApp("/groups/it/administration/apps", jonas);
    // The page's own not-found, in the main area (the administration userbar says so too).
    const main = await screen.findByRole("main", {}, SLOW);
    await waitFor(() => expect(within(main).getByText("Page not found")).toBeTruthy(), SLOW);
    expect(screen.queryByTestId("new-app")).toBeNull();
    expect(asked.mock.calls.some(([, url]) => url.searchParams.get("filter") === "manageable")).toBe(false);
  });

  it("shows in the app creator which group the new app belongs to", async () => {
    mockApi({ [routeKey(groupsApi.myGroups)]: myGroups });
    renderApp(`/apps/new?group_id=${GROUP}`, jonas);
    expect(await screen.findByTestId("app-creator", {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("app-creator-group").textContent).toBe("For the group IT"));
  });

  it("names the group to a network administrator who is not its member", async () => {
    const asked: string[] = [];
    mockApi({
      [routeKey(groupsApi.myGroups)]: () => jsonResponse({ groups: [] }),
      [routeKey(groupsApi.show, { slug: "it" })]: () => {
        asked.push("it");
        return jsonResponse(it_);
      },
    });
    renderApp(`/apps/new?group_id=${GROUP}&group=it`, networkAdmin);
    expect(await screen.findByTestId("app-creator", {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("app-creator-group").textContent).toBe("For the group IT"), SLOW);
    expect(asked).toEqual(["it"]);
  });

  it("does not name a group the slug does not match", async () => {
    mockApi({
      [routeKey(groupsApi.myGroups)]: () => jsonResponse({ groups: [] }),
      [routeKey(groupsApi.show, { slug: "sales" })]: () => jsonResponse({ ...it_, id: hexId(71), name: "Sales" }),
    });
    renderApp(`/apps/new?group_id=${GROUP}&group=sales`, networkAdmin);
    await waitFor(() => expect(screen.getByTestId("app-creator-group").textContent).toBe("For a group"), SLOW);
  });

  it("shows no group in the creator of a network app", async () => {
    mockApi({});
    renderApp("/apps/new", networkAdmin);
    expect(await screen.findByTestId("app-creator", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("app-creator-group")).toBeNull();
  });
});
