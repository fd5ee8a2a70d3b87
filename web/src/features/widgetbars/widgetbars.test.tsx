import { groupsApi, type Sidebar, type Widget, widgetbarsApi } from "@intranet/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Suspense, useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { WidgetMarkdown } from "../../components/WidgetText";
import { lazyModule } from "../../lib/lazy-module";
import { group, hexId, member, network } from "../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";
import { WithWidgetSidebar } from "./components/SidebarSlot";
import { nextExclusive, toBody } from "./editor-widgets";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});

const base = (type: Widget["type"], extra: Partial<Widget> = {}): Widget => ({
  id: `${type}-1`,
  type,
  headline: "",
  content: "",
  renderer: "markdown",
  profile_fields: [],
  scope: ["all"],
  additional_calendar_ids: [],
  count: 5,
  show_age: false,
  sort: "asc",
  url: "",
  position: 0,
  ...extra,
});

const bar = (widgets: Widget[]) => ({ identifier: "as-all", slug: "all", group_id: null, widgets, updated_at: null });

describe("'all' is exclusive in a multiselect", () => {
  it("clears the others when chosen and leaves when another is chosen", () => {
    expect(nextExclusive(["personal"], ["personal", "all"])).toEqual(["all"]);
    expect(nextExclusive(["all"], ["all", "groups"])).toEqual(["groups"]);
    expect(nextExclusive(["personal"], ["personal", "groups"])).toEqual(["personal", "groups"]);
  });

  it("sends the count as a whole number and positions in list order", () => {
    const body = toBody([
      { ...base("rss"), key: "a", count: 3.7 },
      { ...base("text"), key: "b", count: Number.NaN },
    ]);
    expect(body.widgetbar.widgets.map((w) => [w.type, w.count, w.position])).toEqual([
      ["rss", 3, 0],
      ["text", 0, 1],
    ]);
  });
});

describe("widget bar editor", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows progress, adds an RSS widget with §9's count, moves it first and saves with a toast", async () => {
    const puts: unknown[] = [];
    mockApi({
      [routeKey(widgetbarsApi.show, { identifier: "as-all" })]: () =>
        jsonResponse(bar([base("text", { headline: "Welcome", content: "Hi" })])),
      [routeKey(widgetbarsApi.update, { identifier: "as-all" })]: (init) => {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return jsonResponse(
          bar(body.widgetbar.widgets.map((w: Widget, i: number) => ({ ...base(w.type), ...w, id: `s${i}` }))),
        );
      },
    });
    renderApp("/administration/widgetbars/as-all/edit", admin);
    expect(await screen.findByText("Loading the widget bar…", {}, SLOW)).toBeTruthy();
    await screen.findByTestId("widgetbar-editor", {}, SLOW);
    expect(screen.getByTestId("widgetbar-back").getAttribute("href")).toBe("/administration/widgetbars");
    fireEvent.click(screen.getByTestId("widget-add-type"));
    fireEvent.click(await screen.findByRole("option", { name: "RSS feed" }));
    fireEvent.click(screen.getByTestId("widget-add"));
    const rss = await screen.findByTestId("widget-fields-rss");
    expect((within(rss).getByRole("textbox", { name: "Number of entries" }) as HTMLInputElement).value).toBe("12");
    fireEvent.change(within(rss).getByRole("textbox", { name: /Feed address/ }), {
      target: { value: "https://news.example.org/feed.xml" },
    });
    const ups = screen.getAllByRole("button", { name: "Move up" });
    fireEvent.click(ups[1] as HTMLElement);
    fireEvent.click(screen.getByTestId("widgetbar-save"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toBe("Saved successfully.");
    expect(puts).toEqual([
      {
        widgetbar: {
          widgets: [
            expect.objectContaining({ type: "rss", count: 12, url: "https://news.example.org/feed.xml", position: 0 }),
            expect.objectContaining({ type: "text", headline: "Welcome", content: "Hi", position: 1 }),
          ],
        },
      },
    ]);
  });

  it("toasts a load error and a save error", async () => {
    mockApi({
      [routeKey(widgetbarsApi.show, { identifier: "as-all" })]: () =>
        jsonResponse({ error: "boom", message: "Boom" }, 500),
    });
    renderApp("/administration/widgetbars/as-all/edit", admin);
    expect((await screen.findByTestId("toast-error", {}, SLOW)).textContent).toContain(
      "The widget bar could not be loaded.",
    );
    vi.unstubAllGlobals();
    mockApi({
      [routeKey(widgetbarsApi.show, { identifier: "as-news" })]: () => jsonResponse(bar([])),
      [routeKey(widgetbarsApi.update, { identifier: "as-news" })]: () =>
        jsonResponse({ error: "boom", message: "Boom" }, 500),
    });
    renderApp("/administration/widgetbars/as-news/edit", admin);
    await screen.findByText("No widgets yet. Add the first one below.", {}, SLOW);
    fireEvent.click(screen.getByTestId("widget-add"));
    fireEvent.click(screen.getByTestId("widgetbar-save"));
    expect((await screen.findByTestId("toast-save-failed", {}, SLOW)).textContent).toBe("Saving failed.");
  });

  it("lists the bars with links to their editors", async () => {
    mockApi({ [routeKey(widgetbarsApi.index)]: () => jsonResponse({ widgetbars: [bar([base("text")])] }) });
    renderApp("/administration/widgetbars", admin);
    const table = await screen.findByTestId("widgetbars-table", {}, SLOW);
    expect(table.textContent).toContain("Stream “all”");
    expect(table.textContent).toContain("1 widget");
    expect(screen.getByTestId("edit-as-all").getAttribute("href")).toBe("/administration/widgetbars/as-all/edit");
  });

  it("names a group's bars as a person would, never by their internal identifier", async () => {
    const identifier = `g-${hexId(9)}-as-all`;
    const groupBar = { ...bar([]), identifier, group_id: hexId(9) };
    mockApi({
      [routeKey(groupsApi.show, { slug: "garden" })]: () => jsonResponse(group({ slug: "garden", name: "Garden" })),
      [routeKey(widgetbarsApi.groupIndex, { slug: "garden" })]: () => jsonResponse({ widgetbars: [groupBar] }),
      [routeKey(widgetbarsApi.groupShow, { slug: "garden", identifier })]: () => jsonResponse(groupBar),
    });
    const { router } = renderApp("/groups/garden/administration/widgetbars", admin);
    const table = await screen.findByTestId("widgetbars-table", {}, SLOW);
    expect(table.textContent).toContain("Stream “all”");
    expect(document.body.textContent).not.toContain(identifier);
    await router.navigate(`/groups/garden/administration/widgetbars/${identifier}/edit`);
    await screen.findByTestId("widgetbar-editor", {}, SLOW);
    expect(document.body.textContent).toContain("Stream “all”");
    expect(document.body.textContent).not.toContain(identifier);
  });

  it("shows a group's other members the not-found page, not a failed load, at the group's bars and editor", async () => {
    const identifier = `g-${hexId(9)}-as-all`;
    const refused = () => jsonResponse({ error: "forbidden", message: "You are not allowed to do this." }, 403);
    mockApi({
      [routeKey(groupsApi.show, { slug: "garden" })]: () => jsonResponse(group({ slug: "garden", name: "Garden" })),
      [routeKey(widgetbarsApi.groupIndex, { slug: "garden" })]: refused,
      [routeKey(widgetbarsApi.groupShow, { slug: "garden", identifier })]: refused,
    });
    const reader = network({ current_member: member({ id: hexId(2) }) });
    const { router } = renderApp("/groups/garden/administration/widgetbars", reader);
    await screen.findByText("Page not found", {}, SLOW);
    expect(document.body.textContent).not.toContain("could not be loaded");
    expect(screen.queryByText("Widget bars of Garden")).toBeNull();
    await router.navigate(`/groups/garden/administration/widgetbars/${identifier}/edit`);
    await screen.findByText("Page not found", {}, SLOW);
    expect(document.body.textContent).not.toContain("could not be loaded");
    expect(screen.queryByTestId("widgetbar-back")).toBeNull();
  });
});

describe("the sidebar beside the content", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each widget's data: markdown without HTML, the feed's error above its list, dates, members", async () => {
    const sidebar: Sidebar = {
      identifier: "as-all",
      group_id: null,
      slug: "all",
      widgets: [
        { ...base("text", { headline: "Hello", content: "**bold** <img src=x onerror=alert(1)>" }) },
        { ...base("rss", { id: "r" }), items: [{ url: "https://n.example.org/1", title: "Story" }], error: null },
        { ...base("rss", { id: "r2", headline: "Broken" }), items: [], error: "The feed could not be loaded." },
        {
          ...base("newest_members", { id: "n" }),
          members: [{ id: hexId(5), name: "Nina New", path: `/members/${hexId(5)}`, avatar_url: null, profile: {} }],
        },
        {
          ...base("appointments", { id: "a" }),
          appointments: [
            {
              name: "Town hall",
              path: `/appointments/${hexId(7)}`,
              start: "2030-05-02T10:00:00.000Z",
              end: "2030-05-02T11:00:00.000Z",
              all_day: false,
              location: "Main hall",
              meeting: { join_url: "https://meet.example.org/x" },
            },
          ],
        },
      ],
    };
    mockApi({ [routeKey(widgetbarsApi.sidebar, { identifier: "as-all" })]: () => jsonResponse(sidebar) });
    renderWithProviders(
      <WithWidgetSidebar identifier="as-all">
        <p>The stream</p>
      </WithWidgetSidebar>,
      { network: admin },
    );
    expect(screen.getByText("The stream")).toBeTruthy();
    const aside = await screen.findByTestId("widget-sidebar", {}, SLOW);
    const text = within(aside).getByTestId("widget-text");
    // The markdown renderer loads with the first widget written in markdown.
    await waitFor(() => expect(text.querySelector("strong")?.textContent).toBe("bold"));
    expect(text.querySelector("img")).toBeNull();
    expect(within(aside).getByRole("link", { name: "Story" }).getAttribute("href")).toBe("https://n.example.org/1");
    expect(within(aside).getByText("The feed could not be loaded.")).toBeTruthy();
    expect(within(aside).getByRole("link", { name: "Nina New" }).getAttribute("href")).toBe(`/members/${hexId(5)}`);
    expect(within(aside).getByText("Main hall")).toBeTruthy();
    expect(within(aside).getByRole("link", { name: "Join meeting" })).toBeTruthy();
    // Narrow screens: the same bar behind a toggle.
    const toggle = screen.getByTestId("widget-sidebar-toggle");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-expanded")).toBe("true"));
  });

  it("shows a widget's markdown as written when its renderer cannot be downloaded, without asking again at each render", async () => {
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    const loadRenderer = lazyModule(load);
    const view = (text: string) => (
      <Suspense fallback={<p>Waiting</p>}>
        <WidgetMarkdown text={text} loadRenderer={loadRenderer} />
      </Suspense>
    );
    // The renderer suspends: React's act waits for it.
    const { rerender } = await act(async () => renderWithProviders(view("**Opening hours**\n9 to 5")));
    const written = await screen.findByText(/\*\*Opening hours\*\*/);
    expect(written.textContent).toBe("**Opening hours**\n9 to 5");
    await act(async () => rerender(view("**Opening hours**\n9 to 6")));
    expect((await screen.findByText(/9 to 6/)).textContent).toBe("**Opening hours**\n9 to 6");
    expect(screen.queryByText("Waiting")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never mounts the content again when the bar comes (a draft being typed stays)", async () => {
    let mounts = 0;
    function Content() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <textarea aria-label="Draft" defaultValue="" />;
    }
    mockApi({
      [routeKey(widgetbarsApi.sidebar, { identifier: "as-all" })]: () =>
        jsonResponse({
          identifier: "as-all",
          group_id: null,
          slug: "all",
          widgets: [base("text", { headline: "Hello", content: "Welcome" })],
        }),
    });
    renderWithProviders(
      <WithWidgetSidebar identifier="as-all">
        <Content />
      </WithWidgetSidebar>,
      { network: admin },
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Draft" }), { target: { value: "Half a sentence" } });
    await screen.findByTestId("widget-sidebar", {}, SLOW);
    expect((screen.getByRole("textbox", { name: "Draft" }) as HTMLTextAreaElement).value).toBe("Half a sentence");
    expect(mounts).toBe(1);
  });

  it("adds nothing beside the content while the bar is empty", async () => {
    const fetched = mockApi({
      [routeKey(widgetbarsApi.sidebar, { identifier: "as-all" })]: () =>
        jsonResponse({ identifier: "as-all", group_id: null, slug: "all", widgets: [] }),
    });
    renderWithProviders(
      <WithWidgetSidebar identifier="as-all">
        <p>The stream</p>
      </WithWidgetSidebar>,
      { network: admin },
    );
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(screen.getByText("The stream")).toBeTruthy();
    expect(screen.queryByTestId("widget-sidebar")).toBeNull();
  });
});
