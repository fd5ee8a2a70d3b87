import { type SearchSuggestion, searchApi, unreadsApi } from "@intranet/contracts";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { networkQuery } from "../../../api/network";
import { routeKey } from "../../../api/route-client";
import { AppProviders } from "../../../app/AppProviders";
import { createQueryClient } from "../../../app/query-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";
import { HeaderSearch } from "./HeaderSearch";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1) }) });

const suggestion = (over: Partial<SearchSuggestion> = {}): SearchSuggestion => ({
  module: "files",
  id: hexId(400),
  title: "report-2026.pdf",
  html_url: `/files/${hexId(400)}`,
  image_url: null,
  ...over,
});

/** The header's field alone on any path, with the router to read where it went. */
function renderField(path: string) {
  const queryClient = createQueryClient({ retry: false });
  queryClient.setQueryData(networkQuery.queryKey, me);
  const router = createMemoryRouter([{ path: "*", Component: HeaderSearch }], { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function stubSuggestions(suggestions: SearchSuggestion[]) {
  const asked: URL[] = [];
  mockApi({
    [routeKey(searchApi.suggestions)]: (_init, url) => {
      asked.push(url);
      return jsonResponse({ suggestions });
    },
  });
  return asked;
}

const where = (router: ReturnType<typeof renderField>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe("header search", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for suggestions once the member stops typing, in the scope of the section, and Enter opens the results", async () => {
    const asked = stubSuggestions([suggestion(), suggestion({ id: hexId(401), title: "report-2025.pdf" })]);
    const router = renderField("/files/folders/3");
    const input = screen.getByTestId("header-search-input");
    expect(input.getAttribute("placeholder")).toBe("Search in Files");
    const user = userEvent.setup();
    await user.type(input, "c++ rep");
    // Debounced: nothing asked while typing, then one call for the whole text.
    expect(asked).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByTestId("search-suggestion")).toHaveLength(2));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get("q")).toBe('"c++" rep');
    expect(asked[0]?.searchParams.get("module")).toBe("files");
    expect(asked[0]?.searchParams.get("group")).toBeNull();
    expect(screen.getByTestId("search-for").textContent).toBe("Search for “c++ rep”");
    await user.keyboard("{Enter}");
    expect(where(router)).toBe("/search?q=c%2B%2B+rep&module=files");
  });

  it("opens a suggestion's page when it is chosen", async () => {
    stubSuggestions([suggestion({ module: "members", title: "Anna Becker", html_url: `/members/${hexId(5)}` })]);
    const router = renderField("/");
    const input = screen.getByTestId("header-search-input");
    expect(input.getAttribute("placeholder")).toBe("Search");
    const user = userEvent.setup();
    await user.type(input, "ann");
    const option = await screen.findByText("Anna Becker", {}, SLOW);
    expect(screen.getByText("Members")).toBeTruthy();
    await user.click(option);
    expect(where(router)).toBe(`/members/${hexId(5)}`);
  });

  it("suggests an app's item in the apps' section and opens the item", async () => {
    const itemUrl = `/apps/roadmap/items/${hexId(77)}`;
    const asked = stubSuggestions([
      suggestion({ module: "items", id: hexId(77), title: "Ship v2", html_url: itemUrl }),
    ]);
    const router = renderField("/apps/roadmap/items");
    const input = screen.getByTestId("header-search-input");
    expect(input.getAttribute("placeholder")).toBe("Search in App items");
    const user = userEvent.setup();
    await user.type(input, "shi");
    const option = await screen.findByText("Ship v2", {}, SLOW);
    expect(asked[0]?.searchParams.get("module")).toBe("items");
    expect(screen.getByText("App items")).toBeTruthy();
    await user.click(option);
    expect(where(router)).toBe(itemUrl);
  });

  it("searches inside the group it is in, in the group's section", async () => {
    const asked = stubSuggestions([]);
    const router = renderField("/groups/sales/calendars");
    const input = screen.getByTestId("header-search-input");
    const user = userEvent.setup();
    await user.type(input, "board");
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.searchParams.get("module")).toBe("appointments");
    expect(asked[0]?.searchParams.get("group")).toBe("sales");
    await user.click(screen.getByTestId("search-for"));
    expect(where(router)).toBe("/groups/sales/search?q=board&module=appointments");
  });

  it("shows the typed text only while it is not empty and the field has focus, closing 250 ms after blur", async () => {
    stubSuggestions([]);
    renderField("/");
    const input = screen.getByTestId("header-search-input");
    const user = userEvent.setup();
    await user.click(input);
    expect(screen.queryByTestId("search-for")).toBeNull();
    await user.type(input, "x");
    expect(screen.getByTestId("search-for").textContent).toBe("Search for “x”");
    await user.clear(input);
    expect(screen.queryByTestId("search-for")).toBeNull();
    await user.type(input, "y");
    vi.useFakeTimers();
    try {
      act(() => {
        fireEvent.blur(input);
      });
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByTestId("search-for")).toBeTruthy();
      act(() => vi.advanceTimersByTime(60));
      expect(screen.queryByTestId("search-for")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("is a button that opens the field over the header on phones", async () => {
    stubSuggestions([]);
    const matchMedia = vi.mocked(window.matchMedia);
    const original = matchMedia.getMockImplementation();
    matchMedia.mockImplementation(
      (query: string) =>
        ({
          matches: query.includes("max-width"),
          media: query,
          onchange: null,
          addListener: vi.fn(),
          removeListener: vi.fn(),
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          dispatchEvent: vi.fn(),
        }) as MediaQueryList,
    );
    try {
      const router = renderField("/messages");
      expect(screen.queryByTestId("header-search-input")).toBeNull();
      const user = userEvent.setup();
      await user.click(screen.getByRole("button", { name: "Open the search" }));
      const input = screen.getByTestId("header-search-input");
      await waitFor(() => expect(document.activeElement).toBe(input));
      await user.type(input, "hello{Enter}");
      expect(where(router)).toBe("/search?q=hello&module=messages");
      await user.click(screen.getByRole("button", { name: "Open the search" }));
      await user.click(screen.getByRole("button", { name: "Close the search" }));
      expect(screen.queryByTestId("header-search-input")).toBeNull();
    } finally {
      if (original) matchMedia.mockImplementation(original);
    }
  });

  it("is in the header for members only", async () => {
    mockApi({ [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) });
    renderApp("/nowhere", me);
    expect(await screen.findByTestId("header-search-input", {}, SLOW)).toBeTruthy();
  });

  it("is not in the header of a visitor", async () => {
    mockApi({});
    renderApp("/nowhere", network({ current_member: null }));
    expect((await screen.findAllByRole("link", { name: "Sign in" }, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId("header-search-input")).toBeNull();
    expect(screen.queryByRole("button", { name: "Open the search" })).toBeNull();
  });
});
