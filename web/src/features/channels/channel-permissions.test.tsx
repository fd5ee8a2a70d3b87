import { channelsApi } from "@intranet/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";
import { channelPageFixture } from "./test-fixtures";

const SLOW = { timeout: 15_000 };
// Jonas: a member who neither administrates the network nor the channel.
const jonas = network({ current_member: member({ id: hexId(2) }) });
const admin = network({ ...jonas, can: { administrate: true, version_and_updates: false } });

/** The app's requests, as "METHOD /path". */
const asked = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? "GET"} ${new URL(input, "http://x").pathname}`);

describe("channel administration screens refused without the channel's update permission", { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["/channels/news/edit", "channel-title"],
    ["/channels/news/widgets", "widget-add"],
    ["/channels/news/widgets/new", "widget-title"],
    [`/channels/news/widgets/${hexId(60)}/edit`, "widget-title"],
    ["/channels/news/layout/edit", "layout-save"],
    ["/channels/news/design/edit", "design-save"],
    ["/channels/news/administration", "channel-admins-title"],
  ])("%s shows the refusal and nothing of the screen", async (path, screenPart) => {
    const fetchMock = mockApi({
      [routeKey(channelsApi.show, { slug: "news" })]: () => jsonResponse(channelPageFixture(false)),
      [routeKey(channelsApi.widgets, { slug: "news" })]: () => jsonResponse({ widgets: [] }),
      [routeKey(channelsApi.admins, { slug: "news" })]: () =>
        jsonResponse({ error: "forbidden", message: "You are not allowed to do this." }, 403),
    });
    renderApp(path, jonas);
    expect((await screen.findByTestId("channel-no-permission", {}, SLOW)).textContent).toBe("You may not do this.");
    expect(screen.queryByTestId(screenPart)).toBeNull();
    // What only its administrators may read is not even asked.
    expect(asked(fetchMock).filter((key) => /\/(widgets|admins)(\/|$)/.test(key))).toEqual([]);
  });

  it("shows the screen to who may update the channel", async () => {
    mockApi({
      [routeKey(channelsApi.show, { slug: "news" })]: () => jsonResponse(channelPageFixture(true)),
      [routeKey(channelsApi.widgets, { slug: "news" })]: () => jsonResponse({ widgets: [] }),
    });
    renderApp("/channels/news/widgets", admin);
    expect(await screen.findByTestId("widget-add", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("channel-no-permission")).toBeNull();
  });

  it("refuses /channels/new to who may not create channels, and shows the form to who may", async () => {
    const lists = (create: boolean) => () =>
      jsonResponse({ start_page: [], subscribed: [], recent: [], popular: [], can: { create_channels: create } });
    mockApi({ [routeKey(channelsApi.lists)]: lists(false) });
    renderApp("/channels/new", jonas);
    expect((await screen.findByTestId("channel-no-permission", {}, SLOW)).textContent).toBe("You may not do this.");
    expect(screen.queryByTestId("channel-title")).toBeNull();
    document.body.innerHTML = "";
    vi.unstubAllGlobals();

    mockApi({ [routeKey(channelsApi.lists)]: lists(true) });
    renderApp("/channels/new", admin);
    expect(await screen.findByTestId("channel-title", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("channel-no-permission")).toBeNull();
  });

  it("counts one subscriber in the singular", async () => {
    mockApi({
      [routeKey(channelsApi.show, { slug: "news" })]: () =>
        jsonResponse(channelPageFixture(false, { subscribers_count: 0 })),
      [routeKey(channelsApi.subscribe, { slug: "news" })]: () =>
        jsonResponse({ subscribed: true, subscribers_count: 1 }),
    });
    renderApp("/channels/news", jonas);
    (await screen.findByTestId("channel-subscribe", {}, SLOW)).click();
    expect(await screen.findByText("1 subscriber", {}, SLOW)).toBeTruthy();
    expect(screen.queryByText("1 subscribers")).toBeNull();
  });
});
