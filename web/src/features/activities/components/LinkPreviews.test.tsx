import {
  type ActivityLink,
  activitiesApi,
  CRAWL_FIRST_POLL_MS,
  CRAWL_POLL_INTERVAL_MS,
  type Crawl,
  crawlsApi,
} from "@intranet/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { setCsrfCookie } from "../../../test/cookies";
import { typeInEditor } from "../../../test/editor";
import { activity, hexId, member, network } from "../../../test/fixtures";
import { addTexts, inAllLanguages } from "../../../test/i18n";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";
import activityTexts from "../i18n";
import { Attachments } from "./Attachments";
import { LinkPreviewList } from "./LinkPreviewCard";
import { finishedAddresses, useLinkPreviews } from "./link-previews";

const URL_A = "https://example.com/article";
const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }) });
const crawlId = hexId(77);
const finished: Crawl = {
  id: crawlId,
  url: URL_A,
  status: "finished",
  result: {
    url: URL_A,
    title: "Lake and hills",
    description: "A long walk around the lake.",
    site_name: "Example",
    image: {
      id: hexId(78),
      url: `/api/storage/images/${hexId(78)}`,
      preview_url: `/api/storage/images/${hexId(78)}/preview`,
      width: 40,
      height: 20,
    },
  },
};

/** The composer's part under test: the hook, its list, and what a post would send. */
function Harness({ initial = [] as ActivityLink[], text = URL_A }) {
  const links = useLinkPreviews(initial);
  return (
    <div>
      <button type="button" onClick={() => links.detect([text])}>
        detect
      </button>
      <LinkPreviewList links={links} />
      <output data-testid="state">{JSON.stringify({ crawling: links.crawling, ids: links.crawlIds })}</output>
      <output data-testid="started">{links.entries.map((e) => e.crawlId ?? "").join(",")}</output>
    </div>
  );
}
const state = () => JSON.parse(screen.getByTestId("state").textContent ?? "{}");

/** Lets the stubbed fetch answers (and the response check's module loading) and React's updates run under fake timers. */
const flush = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  });

/** Waits (in real time, the fake clock standing still) until `done` holds: an answer handled, the next poll planned. */
async function until(done: () => boolean) {
  for (let i = 0; i < 500 && !done(); i++) await flush();
  expect(done()).toBe(true);
}

beforeAll(async () => addTexts(await inAllLanguages(activityTexts)));
beforeEach(() => setCsrfCookie("csrf"));

describe("link previews", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("polls a crawl first after 2.5 s and then every 5 s, showing a loading card until it finishes", async () => {
    const polls: number[] = [];
    let answers = 0;
    const fetchMock = mockApi({
      [routeKey(crawlsApi.create)]: () => jsonResponse({ id: crawlId, url: URL_A, status: "initialized" }, 201),
      [routeKey(crawlsApi.show, { id: crawlId })]: () => {
        polls.push(Date.now());
        answers += 1;
        return jsonResponse(answers < 2 ? { id: crawlId, url: URL_A, status: "retry" } : finished);
      },
    });
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText("detect"));
    // The first look is planned as the crawl's id comes back.
    await until(() => screen.getByTestId("started").textContent === crawlId);
    expect(screen.getByTestId("link-preview-loading").textContent).toContain(`Loading the preview of ${URL_A}`);
    expect(state()).toEqual({ crawling: true, ids: [] });
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ url: URL_A, status: "initialized" });

    await act(() => vi.advanceTimersByTimeAsync(CRAWL_FIRST_POLL_MS - 1));
    expect(polls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => polls.length === 1);
    await flush();
    expect(screen.queryByTestId("link-preview-loading")).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(CRAWL_POLL_INTERVAL_MS - 1));
    expect(polls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => screen.queryByTestId("link-preview") !== null);
    expect(polls).toHaveLength(2);

    const card = screen.getByTestId("link-preview");
    const title = within(card).getByTestId("link-preview-title");
    expect(title.textContent).toContain("Lake and hills");
    expect(title?.getAttribute("href")).toBe(URL_A);
    expect(title?.getAttribute("target")).toBe("_blank");
    expect(title?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(card).getByTestId("link-preview-description")?.textContent).toContain("A long walk");
    expect(within(card).getByTestId("link-preview-site")?.textContent).toContain("Example");
    expect(card.querySelector("img")?.getAttribute("src")).toBe(`/api/storage/images/${hexId(78)}/preview`);
    expect(state()).toEqual({ crawling: false, ids: [crawlId] });

    // Removed: gone from what a post sends, and not crawled again in this draft.
    fireEvent.click(within(card).getByTestId("link-preview-remove"));
    expect(screen.queryByTestId("link-preview")).toBeNull();
    expect(state()).toEqual({ crawling: false, ids: [] });
    fireEvent.click(screen.getByText("detect"));
    await flush();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
  });

  it("shows the spec's texts when a crawl fails or cannot start, and does not hold the save", async () => {
    mockApi({
      [routeKey(crawlsApi.create)]: () => jsonResponse({ id: crawlId, url: URL_A, status: "error" }, 201),
    });
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText("detect"));
    await flush();
    expect(screen.getByTestId("link-preview-error")?.textContent).toContain("Crawl failed with error status");
    expect(state()).toEqual({ crawling: false, ids: [] });

    mockApi({
      [routeKey(crawlsApi.create)]: () => jsonResponse({ error: "rate_limited", message: "Too many" }, 429),
    });
    renderWithProviders(<Harness text="https://example.org/other" />);
    fireEvent.click(screen.getAllByText("detect")[1] as HTMLElement);
    await flush();
    expect(screen.getAllByTestId("link-preview-error")[1]?.textContent).toContain("Failed to initialize the crawl.");
  });

  it("keeps the links an edit starts with, by their crawl ids", () => {
    mockApi({});
    const link: ActivityLink = { crawl_id: crawlId, ...(finished.result as NonNullable<Crawl["result"]>) };
    renderWithProviders(<Harness initial={[link]} />);
    expect(screen.getByTestId("link-preview-title")?.textContent).toContain("Lake and hills");
    expect(state()).toEqual({ crawling: false, ids: [crawlId] });
  });

  it("shows an activity's link previews without a remove button, the site's host when it names none", () => {
    renderWithProviders(
      <Attachments
        attachments={{
          images: [],
          files: [],
          links: [
            {
              crawl_id: crawlId,
              url: "https://news.example.net/a",
              title: null,
              description: null,
              site_name: null,
              image: null,
            },
          ],
        }}
      />,
    );
    const card = screen.getByTestId("link-preview");
    expect(within(card).getByTestId("link-preview-title")?.textContent).toContain("https://news.example.net/a");
    expect(within(card).getByTestId("link-preview-site")?.textContent).toContain("news.example.net");
    expect(within(card).queryByTestId("link-preview-remove")).toBeNull();
  });

  it("takes only addresses followed by a space or line while typing", () => {
    expect(finishedAddresses("see https://a.example/x and https://b.example/y")).toEqual(["https://a.example/x"]);
    expect(finishedAddresses("see https://a.example/x. ")).toEqual(["https://a.example/x"]);
    expect(finishedAddresses("ftp://a.example/x javascript:alert(1) ")).toEqual([]);
  });
});

describe("link previews in the stream's composer", { timeout: 60_000 }, () => {
  it("crawls an address once a line follows it, waits with Post, and posts the crawl's id", async () => {
    let resolveCrawl: (response: Response) => void = () => {};
    let posted: unknown;
    mockApi({
      [routeKey(activitiesApi.streams)]: () =>
        jsonResponse({
          streams: [
            { id: hexId(900), slug: "all", name: "All", path: "/activitystreams/all", subscription_status: null },
          ],
          can: { create_streams: false },
        }),
      [routeKey(activitiesApi.stream, { slug: "all" })]: () =>
        jsonResponse({ activities: [], next_cursor: null, can: { post: true } }),
      [routeKey(crawlsApi.create)]: () => new Promise<Response>((resolve) => (resolveCrawl = resolve)),
      [routeKey(activitiesApi.create)]: (init) => {
        posted = JSON.parse(String(init.body));
        return jsonResponse(activity({ id: hexId(401) }), 201);
      },
    });
    renderApp("/activitystreams/all", me);
    const composer = await screen.findByTestId("activity-composer", {}, SLOW);
    typeInEditor(composer, `<p>Have a look at ${URL_A}</p><p>Worth it</p>`);
    await within(composer).findByTestId("link-preview-loading", {}, SLOW);
    const post = within(composer).getByTestId("post-activity") as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    await act(async () => resolveCrawl(jsonResponse(finished, 201)));
    await within(composer).findByTestId("link-preview", {}, SLOW);
    await waitFor(() => expect(post.disabled).toBe(false));
    fireEvent.click(post);
    await waitFor(() => expect(posted).toMatchObject({ link_crawl_ids: [crawlId] }), SLOW);
  });
});
