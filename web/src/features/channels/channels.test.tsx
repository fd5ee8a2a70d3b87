import { type ChannelPage, channelsApi, type DirectoryChannels } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";
import { channelFixture, channelPageFixture, textWidgetFixture } from "./test-fixtures";

const SLOW = { timeout: 15_000 };
const base = network({ current_member: member({ id: hexId(1) }) });
const admin = network({ ...base, can: { administrate: true, version_and_updates: false } });

const entry = (n: number, title: string): DirectoryChannels["entries"][number] => ({
  id: hexId(100 + n),
  slug: title.toLowerCase(),
  title,
  description: "",
  image_url: null,
  status: "published",
  path: `/channels/${title.toLowerCase()}`,
  subscribers_count: n,
  is_subscribed: false,
  favorited: false,
});

const page = (extra: Partial<ChannelPage> = {}): ChannelPage => ({
  ...channelFixture({
    description: "What happens",
    design: {
      primary: "#ffeb3b",
      header_background: "",
      background: "",
      derivedColors: { "channel-primary": "#ffeb3b" },
    },
    subscribers_count: 3,
  }),
  layout: { rows: [{ type: "half-1-2", columns: [[hexId(60)], [hexId(61)]] }] },
  widgets: [
    textWidgetFixture("<p>Hello all</p>"),
    {
      id: hexId(61),
      channel_id: hexId(50),
      type: "blog",
      title: "Articles",
      hide_title: false,
      title_background_override: "",
      w: 1,
      fields: { latest_articles: 3 },
      translations: {},
      path: "/channels/news/widgets/y",
      data: { articles: [] },
    },
  ],
  ...extra,
});

describe("channels", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the directory's channels and filters by letter and only subscribed", async () => {
    const queries: string[] = [];
    mockApi({
      [routeKey(channelsApi.directory)]: (_init, url) => {
        queries.push(String(url));
        return jsonResponse({
          entries: [entry(1, "Alpha"), entry(2, "Beta")],
          pagination: { page: 1, per_page: 24, total: 2 },
          can: { create_channels: true },
        });
      },
    });
    renderApp("/channels", admin);
    expect(await screen.findByText("Alpha", {}, SLOW)).toBeTruthy();
    expect(screen.getAllByTestId("channel-entry")).toHaveLength(2);
    expect(screen.getByTestId("channel-create").getAttribute("href")).toBe("/channels/new");
    fireEvent.click(screen.getByText("B"));
    await waitFor(() => expect(queries.some((q) => q.includes("letter=B"))).toBe(true));
    fireEvent.click(screen.getByLabelText("Only subscribed"));
    await waitFor(() => expect(queries.some((q) => q.includes("only_subscribed=true"))).toBe(true));
  });

  it("is the directory's channels tab under /directory/channels, whose tab bar leads to the members", async () => {
    mockApi({
      [routeKey(channelsApi.directory)]: () =>
        jsonResponse({
          entries: [entry(1, "Alpha")],
          pagination: { page: 1, per_page: 24, total: 1 },
          can: { create_channels: false },
        }),
    });
    const { router } = renderApp("/directory/channels", base);
    expect(await screen.findByText("Alpha", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Directory");
    const tab = screen.getByRole("tab", { name: "Channels" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByRole("tab", { name: "Members" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/members"));
  });

  it("builds the page from its layout, sets the channel- colours and toggles favourite and subscription", async () => {
    const calls: string[] = [];
    mockApi({
      [routeKey(channelsApi.show, { slug: "news" })]: () => jsonResponse(page()),
      [routeKey(channelsApi.favorite, { slug: "news" })]: () => {
        calls.push("favorite");
        return jsonResponse({ favorited: true });
      },
      [routeKey(channelsApi.subscribe, { slug: "news" })]: () => {
        calls.push("subscribe");
        return jsonResponse({ subscribed: true, subscribers_count: 4 });
      },
    });
    renderApp("/channels/news", base);
    expect(await screen.findByText("Hello all", {}, SLOW)).toBeTruthy();
    expect(screen.getByText("No articles yet.")).toBeTruthy();
    expect(screen.getByTestId("channel-row-half-1-2")).toBeTruthy();
    expect(screen.getByTestId("channel-page").style.getPropertyValue("--channel-primary")).toBe("#ffeb3b");
    expect(screen.queryByTestId("channel-admin-menu")).toBeNull();
    expect(screen.queryByTestId("channel-status-message")).toBeNull();
    fireEvent.click(screen.getByTestId("channel-favorite"));
    await waitFor(() => expect(screen.getByTestId("channel-favorite").getAttribute("aria-pressed")).toBe("true"));
    fireEvent.click(screen.getByTestId("channel-subscribe"));
    expect(await screen.findByText("4 subscribers")).toBeTruthy();
    expect(screen.getByTestId("channel-subscribe").textContent).toBe("Unsubscribe");
    expect(calls).toEqual(["favorite", "subscribe"]);
  });

  it("shows the blog and appointments widgets' dates in the app's formats", async () => {
    const base2 = page();
    const [text, blog] = base2.widgets;
    const appointments = {
      ...text,
      id: hexId(62),
      type: "appointments",
      title: "Dates",
      fields: { count: 10 },
      data: {
        appointments: [
          { name: "Summer party", path: "/events/1", start: "2026-12-02T12:00:00Z", end: null, all_day: false },
          { name: "Holiday", path: "/events/2", start: "2026-12-03T00:00:00+01:00", end: null, all_day: true },
        ],
      },
    } as ChannelPage["widgets"][number];
    const withDates = page({
      layout: { rows: [{ type: "half-1-2", columns: [[hexId(61)], [hexId(62)]] }] },
      widgets: [
        text as ChannelPage["widgets"][number],
        {
          ...(blog as ChannelPage["widgets"][number]),
          data: {
            articles: [
              {
                id: hexId(70),
                blog_id: hexId(71),
                title: "Winter news",
                teaser: null,
                image_url: null,
                published_at: "2026-12-02T12:00:00Z",
                author: { id: hexId(2), name: "Anna Becker" },
                path: "/blogs/news/articles/winter",
              },
            ],
          },
        },
        appointments,
      ],
    });
    mockApi({ [routeKey(channelsApi.show, { slug: "news" })]: () => jsonResponse(withDates) });
    renderApp("/channels/news", base);
    expect(await screen.findByText("Anna Becker · 02/12/2026", {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/^02\/12\/2026 \d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.getByText("03/12/2026")).toBeTruthy();
  });

  it("shows the channel's page at a deeper address no other screen names (/channels/{slug}/*)", async () => {
    mockApi({ [routeKey(channelsApi.show, { slug: "news" })]: () => jsonResponse(page()) });
    renderApp("/channels/news/articles", base);
    expect(await screen.findByText("Hello all", {}, SLOW)).toBeTruthy();
    expect(screen.queryByText("Page not found")).toBeNull();
  });

  it("shows a draft's status message and the administration menu to who may update it", async () => {
    mockApi({
      [routeKey(channelsApi.show, { slug: "news" })]: () =>
        jsonResponse(page({ status: "draft", can: { update: true, add_article: false } })),
    });
    renderApp("/channels/news", admin);
    expect((await screen.findByTestId("channel-status-message", {}, SLOW)).textContent).toContain("draft");
    expect(screen.getByTestId("channel-status-badge").textContent).toBe("Draft");
    expect(screen.getByTestId("channel-admin-menu")).toBeTruthy();
  });

  it("says in the layout editor that the appointments widget needs a full row, and saves nothing else", async () => {
    const appointments = {
      ...textWidgetFixture(""),
      id: hexId(63),
      type: "appointments" as const,
      title: "Dates",
      fields: { count: 10 },
      data: { appointments: [] },
    };
    const saved = vi.fn(() => jsonResponse({ rows: [] }));
    mockApi({
      [routeKey(channelsApi.show, { slug: "news" })]: () =>
        jsonResponse(
          channelPageFixture(true, {
            layout: { rows: [{ type: "full", columns: [[hexId(63)]] }] },
            widgets: [appointments],
          }),
        ),
      [routeKey(channelsApi.updateLayout, { slug: "news" })]: saved,
    });
    renderApp("/channels/news/layout/edit", base);
    const rowType = async () =>
      (await screen.findAllByLabelText("Row type", {}, SLOW)).find(
        (el) => el instanceof HTMLInputElement,
      ) as HTMLElement;
    fireEvent.click(await rowType());
    fireEvent.click(await screen.findByRole("option", { name: "Three thirds" }));
    expect((await screen.findByTestId("layout-row-error")).textContent).toContain(
      "Only a full-width row can hold Dates",
    );
    expect(screen.getByTestId("layout-save")).toHaveProperty("disabled", true);
    fireEvent.click(await rowType());
    fireEvent.click(await screen.findByRole("option", { name: "Full width" }));
    await waitFor(() => expect(screen.queryByTestId("layout-row-error")).toBeNull());
    expect(saved).not.toHaveBeenCalled();
  });

  it("creates a channel and goes to it", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(channelsApi.create)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(page({ status: "draft" }), 201);
      },
      [routeKey(channelsApi.show, { slug: "news" })]: () => jsonResponse(page({ status: "draft" })),
      [routeKey(channelsApi.lists)]: () =>
        jsonResponse({ start_page: [], subscribed: [], recent: [], popular: [], can: { create_channels: true } }),
    });
    renderApp("/channels/new", admin);
    fireEvent.change(await screen.findByTestId("channel-title", {}, SLOW), { target: { value: "News" } });
    fireEvent.click(screen.getByTestId("channel-save"));
    expect(await screen.findByTestId("channel-page", {}, SLOW)).toBeTruthy();
    expect(bodies).toEqual([
      { channel: { title: "News", description: "", image_url: "", status: "draft", start_page: false } },
    ]);
  });

  it("adds a widget with its type's fields", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(channelsApi.createWidget, { slug: "news" })]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse({ ...page().widgets[0] }, 201);
      },
      [routeKey(channelsApi.widgets, { slug: "news" })]: () => jsonResponse({ widgets: [] }),
      [routeKey(channelsApi.show, { slug: "news" })]: () =>
        jsonResponse(page({ can: { update: true, add_article: true } })),
    });
    renderApp("/channels/news/widgets/new", admin);
    fireEvent.change(await screen.findByTestId("widget-title", {}, SLOW), { target: { value: "Hello" } });
    fireEvent.change(screen.getByTestId("widget-content"), { target: { value: "<p>Hi</p>" } });
    fireEvent.click(screen.getByTestId("widget-save"));
    expect(await screen.findByText("Widget saved", {}, SLOW)).toBeTruthy();
    expect(bodies).toEqual([
      {
        widget: {
          type: "text",
          title: "Hello",
          hide_title: false,
          w: 1,
          fields: { content: "<p>Hi</p>" },
          translations: {},
        },
      },
    ]);
  });

  it("shows the userbar's channel sections on channel paths, remembering a closed section", async () => {
    window.localStorage.clear();
    const summary = (n: number, title: string) => {
      const { subscribers_count: _s, is_subscribed: _i, favorited: _f, ...rest } = entry(n, title);
      return rest;
    };
    mockApi({
      [routeKey(channelsApi.lists)]: () =>
        jsonResponse({
          start_page: [],
          subscribed: [summary(1, "Alpha")],
          recent: [summary(2, "Beta")],
          popular: [summary(1, "Alpha"), summary(2, "Beta")],
          can: { create_channels: true },
        }),
      [routeKey(channelsApi.directory)]: () =>
        jsonResponse({ entries: [], pagination: { page: 1, per_page: 24, total: 0 }, can: { create_channels: true } }),
    });
    renderApp("/channels", admin);
    const subscribed = await screen.findByTestId("userbar-channels-subscribed", {}, SLOW);
    expect(subscribed.textContent).toContain("Alpha");
    // Empty sections start closed, those with channels open.
    expect(
      screen.getByTestId("userbar-channels-start_page").querySelector("button")?.getAttribute("aria-expanded"),
    ).toBe("false");
    const toggle = subscribed.querySelector("button") as HTMLButtonElement;
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-expanded")).toBe("false"));
    expect(window.localStorage.getItem("intranet.userbar.channels.subscribed")).toBe("false");
    expect(screen.getByTestId("userbar-channels-create").getAttribute("href")).toBe("/channels/new");
  });

  it("assigns subscriptions to all network members and returns to the administration", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(channelsApi.directory)]: () =>
        jsonResponse({
          entries: [entry(1, "Alpha")],
          pagination: { page: 1, per_page: 24, total: 1 },
          can: { create_channels: true },
        }),
      [routeKey(channelsApi.assignSubscriptions)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse({ subscribed: 7 });
      },
    });
    renderApp("/administration/channel_settings/assign_channel_subscriptions", admin);
    const submit = await screen.findByTestId("assign-submit", {}, SLOW);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByTestId("assign-channels"));
    fireEvent.click(await screen.findByRole("option", { name: "Alpha" }));
    fireEvent.click(screen.getByTestId("assign-all"));
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText("7 subscriptions added", {}, SLOW)).toBeTruthy();
    expect(bodies).toEqual([{ channels: ["alpha"], members: null, subscribe_all_network_members: true }]);
  });
});
