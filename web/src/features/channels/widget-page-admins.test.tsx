import { type Channel, type ChannelWidgetPage, channelsApi, membersApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, memberSummary, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";
import { channelFixture, channelPageFixture } from "./test-fixtures";

const SLOW = { timeout: 15_000 };
const reader = network({ current_member: member({ id: hexId(1) }) });
const admin = network({ ...reader, can: { administrate: true, version_and_updates: false } });

const channel = (extra: Partial<Channel> = {}): Channel =>
  channelFixture({
    design: {
      primary: "#ffeb3b",
      header_background: "",
      background: "",
      derivedColors: { "channel-primary": "#ffeb3b" },
    },
    ...extra,
  });

const widgetPage = (lng: string | null, can = false): ChannelWidgetPage => ({
  channel: channel({ can: { update: can, add_article: false } }),
  widget: {
    id: hexId(60),
    channel_id: hexId(50),
    type: "text",
    title: lng === "de" ? "Willkommen" : "Welcome",
    hide_title: false,
    title_background_override: "",
    w: 1,
    fields: {},
    translations: {},
    path: `/channels/news/widgets/${hexId(60)}`,
    data: { content: lng === "de" ? "<p>Hallo zusammen</p>" : "<p>Hello all</p>" },
  },
});

describe("a widget's own page and the channel's administrators", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows one widget as readers see it, ?lng its translation, a back link and no edit link for a reader", async () => {
    const asked: string[] = [];
    mockApi({
      [routeKey(channelsApi.widgetPage, { id: hexId(60) })]: (_init, url) => {
        const lng = new URL(String(url), "http://x").searchParams.get("lng");
        asked.push(lng ?? "");
        return jsonResponse(widgetPage(lng));
      },
    });
    const { router } = renderApp(`/widgets/${hexId(60)}`, reader);
    expect(await screen.findByText("Hello all", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Welcome");
    expect(screen.getByTestId("widget-page-back").getAttribute("href")).toBe("/channels/news");
    expect(screen.getByTestId("widget-page-back").textContent).toContain("Back to News");
    expect(screen.getByTestId("widget-page").style.getPropertyValue("--channel-primary")).toBe("#ffeb3b");
    expect(screen.queryByTestId("widget-page-edit")).toBeNull();

    // Picking a language puts it in ?lng and shows the translation.
    const user = userEvent.setup();
    await user.click(screen.getByTestId("widget-page-language"));
    await user.click(await screen.findByRole("option", { name: "Deutsch" }, SLOW));
    expect(await screen.findByText("Hallo zusammen", {}, SLOW)).toBeTruthy();
    expect(router.state.location.search).toBe("?lng=de");
    expect(asked).toEqual(["", "de"]);
  });

  it("opens in the language of ?lng and links who may update the channel to the widget's form in it", async () => {
    mockApi({
      [routeKey(channelsApi.widgetPage, { id: hexId(60) })]: (_init, url) =>
        jsonResponse(widgetPage(new URL(String(url), "http://x").searchParams.get("lng"), true)),
    });
    renderApp(`/widgets/${hexId(60)}?lng=de`, admin);
    expect(await screen.findByText("Hallo zusammen", {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId("widget-page-edit").getAttribute("href")).toBe(
      `/channels/news/widgets/${hexId(60)}/edit?lng=de`,
    );
  });

  it("shows the not-found page for a widget the member may not read", async () => {
    mockApi({
      [routeKey(channelsApi.widgetPage, { id: hexId(61) })]: () =>
        jsonResponse({ error: "not_found", message: "Not found." }, 404),
    });
    renderApp(`/channels/news/widgets/${hexId(61)}`, reader);
    expect(await screen.findByText("Page not found", {}, SLOW)).toBeTruthy();
  });

  it("links each widget of the widgets list to its page", async () => {
    mockApi({
      [routeKey(channelsApi.widgets, { slug: "news" })]: () => jsonResponse({ widgets: [widgetPage(null).widget] }),
      [routeKey(channelsApi.show, { slug: "news" })]: () => jsonResponse(channelPageFixture(true)),
    });
    renderApp("/channels/news/widgets", admin);
    const show = await screen.findByTestId("widget-show", {}, SLOW);
    expect(show.getAttribute("href")).toBe(`/widgets/${hexId(60)}`);
  });

  it("adds an administrator through the picker, removes one, and shows why the last one stays", async () => {
    const ada = memberSummary({ id: hexId(1), displayName: "Ada Admin" });
    const bea = memberSummary({ id: hexId(7), displayName: "Bea Bauer" });
    let admins = [ada];
    const {
      blog_id: _b,
      design: _d,
      start_page: _s,
      subscribers_count: _c,
      is_subscribed: _i,
      i: _ii,
      can: _can,
      created_at: _at,
      ...summary
    } = channel();
    const calls: string[] = [];
    mockApi({
      [routeKey(channelsApi.admins, { slug: "news" })]: () => jsonResponse({ channel: summary, admins }),
      [routeKey(channelsApi.show, { slug: "news" })]: () => jsonResponse(channelPageFixture(true)),
      [routeKey(channelsApi.addAdmin, { slug: "news" })]: (init) => {
        calls.push(`add ${JSON.parse(String(init.body)).member_id}`);
        admins = [ada, bea];
        return jsonResponse(bea, 201);
      },
      [routeKey(channelsApi.removeAdmin, { slug: "news", memberId: hexId(7) })]: () => {
        calls.push("remove bea");
        admins = [ada];
        return new Response(null, { status: 204 });
      },
      [routeKey(channelsApi.removeAdmin, { slug: "news", memberId: hexId(1) })]: () => {
        calls.push("remove ada");
        return jsonResponse({ error: "last_channel_administrator", message: "A channel keeps…" }, 422);
      },
      [routeKey(membersApi.search)]: () => jsonResponse([bea]),
    });
    renderApp("/channels/news/administration", admin);
    expect((await screen.findByTestId("channel-admins-title", {}, SLOW)).textContent).toBe("Administrators of News");
    expect(screen.getByTestId("channel-admins-back").getAttribute("href")).toBe("/channels/news");
    expect(screen.getAllByTestId("channel-admin-row").map((r) => r.querySelector("a")?.textContent)).toEqual([
      "Ada Admin",
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByTestId("member-picker"));
    await user.keyboard("bea");
    await user.click(await screen.findByRole("option", { name: /Bea Bauer/ }, SLOW));
    fireEvent.click(screen.getByTestId("channel-admin-appoint"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain(
      "Bea Bauer can now administrate this channel",
    );
    await waitFor(() => expect(screen.getAllByTestId("channel-admin-row")).toHaveLength(2));

    fireEvent.click(screen.getByRole("button", { name: "Remove Bea Bauer" }));
    expect(await screen.findByText("Bea Bauer no longer administrates this channel", {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId("channel-admin-row")).toHaveLength(1));

    fireEvent.click(screen.getByRole("button", { name: "Remove Ada Admin" }));
    expect((await screen.findByTestId("toast-error", {}, SLOW)).textContent).toContain(
      "A channel keeps at least one administrator",
    );
    expect(screen.getAllByTestId("channel-admin-row").map((r) => r.querySelector("a")?.textContent)).toEqual([
      "Ada Admin",
    ]);
    expect(calls).toEqual([`add ${hexId(7)}`, "remove bea", "remove ada"]);
  });

  it("is reached from the channel page's administration menu", async () => {
    mockApi({
      [routeKey(channelsApi.show, { slug: "news" })]: () =>
        jsonResponse({
          ...channel({ can: { update: true, add_article: false } }),
          layout: { rows: [] },
          widgets: [],
        }),
    });
    renderApp("/channels/news", admin);
    fireEvent.click(await screen.findByTestId("channel-admin-menu", {}, SLOW));
    const item = await screen.findByRole("menuitem", { name: "Administrators" }, SLOW);
    expect(item.getAttribute("href")).toBe("/channels/news/administration");
  });

  it("shows a reader the refusal instead of the screen", async () => {
    mockApi({
      [routeKey(channelsApi.show, { slug: "news" })]: () => jsonResponse(channelPageFixture(false)),
      [routeKey(channelsApi.admins, { slug: "news" })]: () =>
        jsonResponse({ error: "forbidden", message: "You are not allowed to do this." }, 403),
    });
    renderApp("/channels/news/administration", reader);
    expect(await screen.findByText("You may not do this.", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("channel-admins-title")).toBeNull();
  });
});
