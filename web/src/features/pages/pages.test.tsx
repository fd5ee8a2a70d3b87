import {
  type NetworkPage,
  type NetworkPageEntry,
  type NetworkPageList,
  networkPagesApi,
  unreadsApi,
} from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, memberSummary, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";
import { pageTree, withSiblingOrder } from "./api";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1) }) });
const boss = network({ current_member: member({ id: hexId(2), is_network_admin: true }) });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };

function entry(overrides: Partial<NetworkPageEntry> = {}): NetworkPageEntry {
  const slug = overrides.slug ?? "handbook";
  return {
    id: hexId(700),
    slug,
    title: "Handbook",
    path: `/pages/${slug}`,
    updated_at: "2026-03-05T08:07:00.000Z",
    parent_id: null,
    position: 0,
    show_in_userbar: true,
    ...overrides,
  };
}
const list = (pages: NetworkPageEntry[], create = false): NetworkPageList => ({ pages, can: { create } });
function page(overrides: Partial<NetworkPage> = {}): NetworkPage {
  return {
    ...entry(),
    html_content: "<h2>Rules</h2><p>Be kind.</p>",
    author: memberSummary({ displayName: "Anna Becker" }),
    created_at: "2026-03-05T08:07:00.000Z",
    ancestors: [],
    children: [{ id: hexId(701), slug: "kitchen", title: "Kitchen", path: "/pages/kitchen" }],
    can: { update: false, destroy: false },
    ...overrides,
  };
}

describe("network pages", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("builds the tree from the flat list", () => {
    const tree = pageTree([
      entry(),
      entry({ id: hexId(701), slug: "kitchen", parent_id: hexId(700) }),
      entry({ id: hexId(702), slug: "orphan", parent_id: hexId(999) }),
    ]);
    expect(tree.map((n) => [n.slug, n.children.map((c) => c.slug)])).toEqual([
      ["handbook", ["kitchen"]],
      ["orphan", []],
    ]);
  });

  it("shows a page with its subpages and the flagged pages in the userbar", async () => {
    const asked: (string | null)[] = [];
    mockApi({
      ...unreads,
      [routeKey(networkPagesApi.list)]: (_init, url) => {
        asked.push(url.searchParams.get("filter"));
        return jsonResponse(list([entry()]));
      },
      [routeKey(networkPagesApi.show, { pageSlug: "handbook" })]: () => jsonResponse(page()),
    });
    renderApp("/pages/handbook", me);
    expect(await screen.findByRole("heading", { name: "Handbook" }, SLOW)).toBeTruthy();
    expect(screen.getByTestId("page-content").innerHTML).toBe("<h2>Rules</h2><p>Be kind.</p>");
    expect(screen.getByRole("link", { name: "Kitchen" }).getAttribute("href")).toBe("/pages/kitchen");
    expect(screen.queryByTestId("page-edit")).toBeNull();
    const block = await screen.findByTestId("userbar-pages", {}, SLOW);
    expect(within(block).getByTestId("userbar-page-link").getAttribute("href")).toBe("/pages/handbook");
    expect(asked).toContain("show_in_userbar");
  });

  it("says so in the userbar when no page is flagged", async () => {
    mockApi({ ...unreads, [routeKey(networkPagesApi.list)]: () => jsonResponse(list([])) });
    renderApp("/info", me);
    expect((await screen.findByTestId("userbar-pages-empty", {}, SLOW)).textContent).toBe(
      "No pages are shown here yet.",
    );
  });

  it("lets an administrator write a page flagged for the userbar", async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...unreads,
      [routeKey(networkPagesApi.list)]: () => jsonResponse(list([], true)),
      [routeKey(networkPagesApi.create)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(
          page({ title: "Opening hours", slug: "opening-hours", path: "/pages/opening-hours", children: [] }),
          201,
        );
      },
    });
    const { router } = renderApp("/more", boss);
    fireEvent.click(await screen.findByTestId("page-new", {}, SLOW));
    fireEvent.change(await screen.findByTestId("page-title-input", {}, SLOW), { target: { value: "Opening hours" } });
    fireEvent.click(screen.getByTestId("page-show-in-userbar"));
    fireEvent.click(screen.getByTestId("page-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pages/opening-hours"), SLOW);
    expect(bodies).toEqual([
      { page: { title: "Opening hours", html_content: "", parent_id: null, show_in_userbar: true } },
    ]);
  });

  it("tells a member who may not create pages so instead of the form", async () => {
    mockApi({ ...unreads, [routeKey(networkPagesApi.list)]: () => jsonResponse(list([entry()], false)) });
    renderApp("/pages/new", me);
    expect((await screen.findByTestId("page-no-permission", {}, SLOW)).textContent).toBe("You may not do this.");
    expect(screen.queryByTestId("page-title-input")).toBeNull();
    expect(screen.queryByTestId("page-save")).toBeNull();
  });

  it("lets an administrator move a page among its siblings with the up and down buttons, saved at once", async () => {
    const bodies: unknown[] = [];
    let pages = [
      entry(),
      entry({ id: hexId(701), slug: "kitchen", title: "Kitchen", parent_id: hexId(700) }),
      entry({ id: hexId(702), slug: "garden", title: "Garden", parent_id: hexId(700) }),
      entry({ id: hexId(703), slug: "contacts", title: "Contacts" }),
    ];
    mockApi({
      ...unreads,
      [routeKey(networkPagesApi.list)]: () => jsonResponse(list(pages, true)),
      [routeKey(networkPagesApi.order)]: (init) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        const [handbook, kitchen, garden, contacts] = pages;
        pages = [handbook, garden, kitchen, contacts] as NetworkPageEntry[];
        return jsonResponse(list(pages, true));
      },
    });
    renderApp("/pages", boss);
    const toggle = await screen.findByRole("button", { name: "Change order" }, SLOW);
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    const titles = () => screen.getAllByTestId("page-order-title").map((el) => el.textContent);
    expect(titles()).toEqual(["Handbook", "Kitchen", "Garden", "Contacts"]);
    // The garden is the second subpage: moving it up puts it first under the handbook.
    const garden = screen.getAllByTestId("page-order-item")[2]?.closest("[data-testid=sortable-row]") as HTMLElement;
    fireEvent.click(within(garden).getAllByRole("button", { name: "Move the page up" })[0] as HTMLElement);
    await waitFor(() => expect(titles()).toEqual(["Handbook", "Garden", "Kitchen", "Contacts"]), SLOW);
    expect(await screen.findByText("The order of the pages was saved.", {}, SLOW)).toBeTruthy();
    expect(bodies).toEqual([{ parent_id: hexId(700), ids: [hexId(702), hexId(701)] }]);
    // The keyboard handle is there for every page.
    expect(screen.getAllByRole("button", { name: "Drag to move the page" })).toHaveLength(4);
  });

  it("offers no reordering to members", async () => {
    mockApi({
      ...unreads,
      [routeKey(networkPagesApi.list)]: () => jsonResponse(list([entry(), entry({ id: hexId(703), slug: "b" })])),
    });
    renderApp("/pages", me);
    expect(await screen.findAllByTestId("page-tree-item", {}, SLOW)).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Change order" })).toBeNull();
  });

  it("keeps the slots of the siblings when their order changes", () => {
    const l = list([
      entry({ id: hexId(1) }),
      entry({ id: hexId(2), parent_id: hexId(1) }),
      entry({ id: hexId(3) }),
      entry({ id: hexId(4), parent_id: hexId(1) }),
    ]);
    expect(withSiblingOrder(l, [hexId(4), hexId(2)]).pages.map((p) => p.id)).toEqual([
      hexId(1),
      hexId(4),
      hexId(3),
      hexId(2),
    ]);
  });
});
