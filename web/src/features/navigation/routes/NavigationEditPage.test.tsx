import { navigationApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const stored = {
  navigation_items: [
    {
      text: "Service",
      link: "#",
      public: true,
      new_window: false,
      navigation_items: [
        { text: "Canteen", link: "https://canteen.example.org", public: true, new_window: true, navigation_items: [] },
      ],
    },
  ],
};

function mockEditor(onPut: (body: unknown) => void) {
  return mockApi({
    [routeKey(navigationApi.navigation)]: () => jsonResponse(stored),
    [routeKey(navigationApi.pages)]: () => jsonResponse({ pages: [] }),
    [routeKey(navigationApi.apps)]: () => jsonResponse({ apps: [] }),
    [routeKey(navigationApi.readerNavigation)]: () => jsonResponse(stored),
    [routeKey(navigationApi.updateNavigation)]: (init) => {
      const body = JSON.parse(String(init.body));
      onPut(body);
      return jsonResponse(body);
    },
  });
}

describe("navigation editor", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses incomplete items with a toast and no request", async () => {
    const puts: unknown[] = [];
    mockEditor((body) => puts.push(body));
    renderApp("/administration/navigation/edit", admin);
    await screen.findByTestId("navigation-editor", {}, SLOW);
    fireEvent.click(screen.getByTestId("nav-add"));
    fireEvent.click(screen.getByTestId("nav-save"));
    expect((await screen.findByTestId("toast-error")).textContent).toContain("Some items are incomplete");
    expect(puts).toEqual([]);
  });

  it("adds an item with a sub-item, and saves parents with the link #", async () => {
    const puts: unknown[] = [];
    mockEditor((body) => puts.push(body));
    renderApp("/administration/navigation/edit", admin);
    await screen.findByTestId("navigation-editor", {}, SLOW);
    // The stored parent shows no link field, only the note.
    expect(screen.getByTestId("nav-item-parent").textContent).toContain("Opens its sub-items");
    fireEvent.click(screen.getByTestId("nav-add"));
    const rows = screen.getAllByTestId("nav-item");
    const added = rows[rows.length - 1] as HTMLElement;
    fireEvent.change(within(added).getByTestId("nav-item-text"), { target: { value: "Intranet" } });
    fireEvent.change(within(added).getByTestId("nav-item-link"), { target: { value: "/activitystreams/all" } });
    fireEvent.click(within(added).getByTestId("nav-add-child"));
    const child = within(added).getAllByTestId("nav-item")[0] as HTMLElement;
    fireEvent.change(within(child).getByTestId("nav-item-text"), { target: { value: "Files" } });
    fireEvent.change(within(child).getByTestId("nav-item-link"), { target: { value: "/files" } });
    fireEvent.click(screen.getByTestId("nav-save"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toBe("Saved successfully.");
    expect(puts).toEqual([
      {
        navigation_items: [
          stored.navigation_items[0],
          {
            text: "Intranet",
            link: "#",
            public: false,
            new_window: false,
            navigation_items: [
              { text: "Files", link: "/files", public: false, new_window: false, navigation_items: [] },
            ],
          },
        ],
      },
    ]);
  });

  it("shows the saved navigation in the userbar", async () => {
    mockEditor(() => undefined);
    renderApp("/administration/navigation/edit", admin);
    const block = await screen.findByTestId("userbar-navigation", {}, SLOW);
    expect(within(block).getByTestId("navigation-group").textContent).toContain("Service");
    fireEvent.click(within(block).getByTestId("navigation-group"));
    const link = await within(block).findByTestId("navigation-link");
    expect(link.textContent).toContain("Canteen");
    expect(link.getAttribute("href")).toBe("https://canteen.example.org");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("shows a group's navigation in the userbar on the group's pages", async () => {
    mockApi({
      [routeKey(navigationApi.readerNavigation)]: () => jsonResponse({ navigation_items: [] }),
      [routeKey(navigationApi.readerGroupNavigation, { slug: "club" })]: () =>
        jsonResponse({
          navigation_items: [
            { text: "Minutes", link: "/groups/club/files", public: false, new_window: false, navigation_items: [] },
          ],
        }),
    });
    renderApp("/groups/club/administration/navigation/edit", admin);
    const block = await screen.findByTestId("userbar-group-navigation", {}, SLOW);
    expect(block.textContent).toContain("Group navigation");
    const link = within(block).getByTestId("navigation-link");
    expect(link.textContent).toContain("Minutes");
    expect(link.getAttribute("href")).toBe("/groups/club/files");
    expect(screen.queryByTestId("userbar-navigation")).toBeNull();
  });

  it("says nothing to members who are not administrators", async () => {
    const calls = mockEditor(() => undefined);
    renderApp("/administration/navigation/edit", network());
    await screen.findByText(/not found/i, {}, SLOW);
    await waitFor(() =>
      expect(calls.mock.calls.some(([url]) => String(url).includes("/administration/navigation"))).toBe(false),
    );
  });
});
