import {
  type ActivityHit,
  type AppointmentHit,
  type FileHit,
  type MessageHit,
  type SearchHit,
  type SearchModule,
  type SearchModuleResult,
  searchApi,
  unreadsApi,
} from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({
  current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }),
  my_groups: [{ id: hexId(10), slug: "sales", name: "Sales team", group_category_id: hexId(20) }],
});
const anna = memberSummary({ id: hexId(5), displayName: "Anna Becker" });
const ben = memberSummary({ id: hexId(6), displayName: "Ben Ortiz" });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };

function result(module: SearchModule, hits: SearchHit[], over: Partial<SearchModuleResult> = {}): SearchModuleResult {
  return {
    hits,
    meta: { module, terms: ["report"], tags: [], total_capped: false },
    total: hits.length,
    per: 5,
    page: 1,
    available_sorts: ["relevance", "newest"],
    ...over,
  };
}

function message(n: number, over: Partial<MessageHit> = {}): MessageHit {
  return {
    type: "message",
    id: hexId(300 + n),
    html_url: `/messages/${hexId(300 + n)}`,
    highlight: `The <mark>report</mark> number ${n}`,
    author: anna,
    subject: `Quarterly report ${n}`,
    html_content: `The <mark>report</mark> number ${n}`,
    to: [ben],
    to_all: false,
    created_at: "2026-03-05T08:07:00.000Z",
    ...over,
  };
}

function file(n: number, over: Partial<FileHit> = {}): FileHit {
  return {
    type: "file",
    id: hexId(400 + n),
    html_url: `/files/${hexId(400 + n)}`,
    highlight: "",
    name: `report-${n}.pdf`,
    size: 1536 * 1024,
    content_type: "application/pdf",
    folder: { id: hexId(90), name: "Minutes", html_url: `/files/folders/${hexId(90)}` },
    author: anna,
    updated_at: "2026-03-05T08:07:00.000Z",
    image_url: null,
    ...over,
  };
}

const image = (n: number) => ({
  id: hexId(700 + n),
  original_filename: `photo-${n}.jpg`,
  extension: "jpg",
  size: 1000,
  content_type: "image/jpeg",
  url: `/api/storage/images/${hexId(700 + n)}/get/photo-${n}.jpg`,
});

const activity: ActivityHit = {
  type: "activity",
  id: hexId(500),
  html_url: `/activities/${hexId(500)}`,
  highlight: "Photos of the <mark>report</mark> party",
  actor: ben,
  object: { type: "note" },
  attachments: { images: Array.from({ length: 9 }, (_, i) => image(i)), files: [], links: [] },
  tags: [{ id: hexId(600), name: "summer fest" }],
  answer_count: 0,
  reply_count: 3,
  activitystreams: [{ type: "network", slug: "all", name: "All", path: "/activitystreams/all" }],
  created_at: "2026-03-05T08:07:00.000Z",
};

const appointment: AppointmentHit = {
  type: "appointment",
  id: hexId(550),
  html_url: `/appointments/${hexId(550)}`,
  highlight: "Present the <mark>report</mark>",
  name: "Board meeting",
  date: {
    start: "2026-11-23T10:00:00+01:00",
    end: "2026-11-23T11:30:00+01:00",
    all_day: false,
    time_zone: "Europe/Berlin",
  },
  calendars: [{ id: hexId(560), name: "Management", color: "ff0000" }],
  html_description: "Present the <mark>report</mark>",
  location: { name: "Room 4" },
  recurrence_pattern: { recurrence_end_time: null, recurrence_frequency: "weekly" },
  recurring_appointment: true,
};

describe("search results", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows one section per module in the answer's order, with totals, first hits and 'show more results'", async () => {
    const asked: URL[] = [];
    mockApi({
      ...unreads,
      [routeKey(searchApi.search)]: (_init, url) => {
        asked.push(url);
        return jsonResponse({
          activities: result("activities", [activity]),
          messages: result(
            "messages",
            [1, 2, 3, 4, 5].map((n) => message(n)),
            { total: 7 },
          ),
          appointments: result("appointments", [appointment]),
          files: result("files", [file(1, { name: `${"a".repeat(40)}${"b".repeat(40)}.pdf` })], {
            total: 1000,
            meta: { module: "files", terms: ["report"], tags: [], total_capped: true },
          }),
          members: result("members", []),
        });
      },
    });
    renderApp("/search?q=c%2B%2B%20report&sort_by=newest", me);
    const headings = await screen.findAllByRole("heading", { level: 3 }, SLOW);
    expect(headings.map((h) => h.textContent)).toEqual(["Activities", "Messages", "Appointments", "Files"]);
    // The term with a character other than letters, digits, _ - . goes quoted; the sort goes along.
    expect(asked[0]?.searchParams.get("q")).toBe('"c++" report');
    expect(asked[0]?.searchParams.get("sort_by")).toBe("newest");
    expect(asked[0]?.searchParams.get("module")).toBeNull();

    const messages = screen.getByTestId("search-module-messages");
    expect(within(messages).getByTestId("search-module-total").textContent).toBe("7 results");
    const links = within(messages).getAllByTestId("hit-link");
    expect(links.map((l) => l.textContent)).toEqual([1, 2, 3, 4, 5].map((n) => `Quarterly report ${n}`));
    expect(links[0]?.getAttribute("href")).toBe(`/messages/${hexId(301)}`);
    expect(within(messages).getAllByText("To Ben Ortiz")).toHaveLength(5);
    expect(within(messages).getAllByTestId("search-highlight")[0]?.innerHTML).toBe("The <mark>report</mark> number 1");
    expect(within(messages).getByTestId("search-show-more").getAttribute("href")).toBe(
      "/search?q=c%2B%2B+report&module=messages&sort_by=newest",
    );

    const files = screen.getByTestId("search-module-files");
    expect(within(files).getByTestId("search-module-total").textContent).toBe("1,000+ results");
    expect(within(files).getByTestId("hit-link").textContent).toBe(`${"a".repeat(35)}…${"b".repeat(31)}.pdf`);
    expect(within(files).getByTestId("hit-size").textContent).toBe("1.5 MB");
    expect(within(files).getByRole("link", { name: "Minutes" }).getAttribute("href")).toBe(
      `/files/folders/${hexId(90)}`,
    );

    const activities = screen.getByTestId("search-module-activities");
    expect(within(activities).queryByTestId("search-show-more")).toBeNull();
    expect(within(activities).getByTestId("hit-link").getAttribute("href")).toBe(`/activities/${hexId(500)}`);
    expect(within(activities).getByTestId("hit-tag").getAttribute("href")).toBe(
      "/activitystreams/all?tag=summer%20fest",
    );
    expect(within(activities).getAllByTestId("hit-image-large")).toHaveLength(1);
    expect(within(activities).getAllByTestId("hit-image-small")).toHaveLength(7);
    expect(within(activities).getByText("3 replies")).toBeTruthy();
    expect(within(activities).getByRole("link", { name: "All" }).getAttribute("href")).toBe("/activitystreams/all");

    const appointments = screen.getByTestId("search-module-appointments");
    expect(within(appointments).getByTestId("hit-date").textContent).toBe("23/11/2026 10:00 – 11:30");
    expect(within(appointments).getByTestId("hit-calendar").textContent).toBe("Management");
    expect(within(appointments).getByText("Room 4")).toBeTruthy();
    expect(within(appointments).getByText("Repeats weekly")).toBeTruthy();

    // A module without hits has no section.
    expect(screen.queryByTestId("search-module-members")).toBeNull();
    expect(screen.queryByTestId("search-globally")).toBeNull();
  });

  it("pages through one module, with the way back to all modules and to the global search", async () => {
    const pages: string[] = [];
    mockApi({
      ...unreads,
      [routeKey(searchApi.groupSearch, { slug: "sales" })]: (_init, url) => {
        const page = Number(url.searchParams.get("page"));
        pages.push(`${url.searchParams.get("module")} ${page}`);
        const hits = Array.from({ length: 10 }, (_, i) => message((page - 1) * 10 + i + 1));
        return jsonResponse({ messages: result("messages", hits, { total: 95, per: 10, page }) });
      },
    });
    const { router } = renderApp("/groups/sales/search?q=report&module=messages&page=5", me);
    expect(await screen.findByText("Quarterly report 41", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Search in Sales team");
    const pager = screen.getByTestId("pagination");
    expect(
      within(pager)
        .getAllByRole("button", { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(["3", "4", "5", "6", "7"]);
    fireEvent.click(within(pager).getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Quarterly report 51", {}, SLOW)).toBeTruthy();
    expect(router.state.location.search).toBe("?q=report&module=messages&page=6");
    fireEvent.click(within(screen.getByTestId("pagination")).getByRole("button", { name: "Last page" }));
    expect(await screen.findByText("Quarterly report 91", {}, SLOW)).toBeTruthy();
    expect(pages).toEqual(["messages 5", "messages 6", "messages 10"]);
    expect(screen.getByTestId("search-all-modules").getAttribute("href")).toBe("/groups/sales/search?q=report");
    expect(screen.getByTestId("search-globally").getAttribute("href")).toBe("/search?q=report");
  });

  it("says 'no results' when every module is empty", async () => {
    mockApi({
      ...unreads,
      [routeKey(searchApi.search)]: () =>
        jsonResponse({ messages: result("messages", []), files: result("files", []) }),
    });
    renderApp("/search?q=zzz", me);
    expect(await screen.findByText("No results", {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
  });

  it("shows the loading error when the call fails, and asks for nothing without a query", async () => {
    const fetchMock = mockApi({
      ...unreads,
      [routeKey(searchApi.search)]: () => jsonResponse({ error: "internal", message: "Boom" }, 500),
    });
    renderApp("/search?q=report", me);
    expect(await screen.findByText("The search results could not be loaded.", {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId("search-error")).toBeTruthy();

    fetchMock.mockClear();
    renderApp("/search", me);
    expect(await screen.findByText("Enter a search term to search the network.", {}, SLOW)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith("/search"))).toBe(false);

    // A search the server stopped for taking too long says so, and keeps the words in the field to narrow them.
    mockApi({
      ...unreads,
      [routeKey(searchApi.search)]: () =>
        jsonResponse({ error: "search_timeout", message: "This search took too long." }, 400),
    });
    renderApp("/search?q=the%20and", me);
    expect(
      await screen.findByText("This search took too long. Please use more specific words.", {}, SLOW),
    ).toBeTruthy();
    expect((screen.getAllByTestId("search-field").at(-1) as HTMLInputElement).value).toBe("the and");
  });

  it("searches again from the page's field, keeping the open module", async () => {
    const asked: string[] = [];
    mockApi({
      ...unreads,
      [routeKey(searchApi.search)]: (_init, url) => {
        asked.push(`${url.searchParams.get("q")}|${url.searchParams.get("module")}`);
        return jsonResponse({ files: result("files", [file(1)], { per: 10 }) });
      },
    });
    const { router } = renderApp("/search?q=report&module=files", me);
    const field = await screen.findByTestId("search-field", {}, SLOW);
    await waitFor(() => expect(asked).toEqual(["report|files"]));
    fireEvent.change(field, { target: { value: "minutes 2026" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=minutes+2026&module=files"));
    await waitFor(() => expect(asked).toEqual(["report|files", "minutes 2026|files"]));
    expect(screen.getByTestId("search-globally").getAttribute("href")).toBe("/search?q=minutes+2026");
  });
  it("keeps the sections with a spinner each while another sort loads", async () => {
    let release: (() => void) | undefined;
    const sorts: string[] = [];
    mockApi({
      ...unreads,
      [routeKey(searchApi.search)]: async (_init, url) => {
        const sort = url.searchParams.get("sort_by") ?? "";
        sorts.push(sort);
        if (sort === "newest") await new Promise<void>((resolve) => (release = resolve));
        const first = sort === "newest" ? 9 : 1;
        return jsonResponse({
          messages: result("messages", [message(first)]),
          files: result("files", [file(first)]),
        });
      },
    });
    const { router } = renderApp("/search?q=report", me);
    expect(await screen.findByText("Quarterly report 1", {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByTestId("search-sort"));
    fireEvent.click(await screen.findByRole("option", { name: "Newest first" }, SLOW));
    await waitFor(() => expect(screen.getAllByTestId("search-module-loading")).toHaveLength(2));
    expect(router.state.location.search).toBe("?q=report&sort_by=newest");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Messages", "Files"]);
    // The stub holds the answer until the spinners have been seen.
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await screen.findByText("Quarterly report 9", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("search-module-loading")).toBeNull();
    expect(sorts).toEqual(["relevance", "newest"]);
  });
});
