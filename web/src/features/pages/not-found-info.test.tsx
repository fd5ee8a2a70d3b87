import { networkPagesApi, unreadsApi } from "@intranet/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";

const SLOW = { timeout: 15_000 };
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };
const handbook = {
  id: hexId(700),
  slug: "handbook",
  title: "Handbook",
  path: "/pages/handbook",
  updated_at: "2026-03-05T08:07:00.000Z",
  parent_id: null,
  position: 0,
  show_in_userbar: true,
};

describe("the fallback route (an address no screen has)", { timeout: 60_000 }, () => {
  it("shows a member the info navigation in the userbar: the flagged pages and all pages", async () => {
    const asked: (string | null)[] = [];
    mockApi({
      ...unreads,
      [routeKey(networkPagesApi.list)]: (_init, url) => {
        asked.push(url.searchParams.get("filter"));
        return jsonResponse({ pages: [handbook], can: { create: false } });
      },
    });
    renderApp("/no-such-place/at-all", network({ current_member: member({ id: hexId(1) }) }));
    expect(await screen.findByTestId("not-found", {}, SLOW)).toBeTruthy();
    const block = await screen.findByTestId("userbar-pages", {}, SLOW);
    expect(within(block).getByTestId("userbar-page-link").getAttribute("href")).toBe("/pages/handbook");
    expect(within(block).getByRole("link", { name: "All pages" }).getAttribute("href")).toBe("/more");
    expect(asked).toEqual(["show_in_userbar"]);
  });

  it("gives a visitor the visitors' navigation: sign in and the imprint, no member's pages", async () => {
    const asked: string[] = [];
    mockApi({
      [routeKey(networkPagesApi.list)]: () => {
        asked.push("pages");
        return jsonResponse({ pages: [handbook], can: { create: false } });
      },
    });
    renderApp("/no-such-place", network({ current_member: null }));
    expect(await screen.findByTestId("not-found", {}, SLOW)).toBeTruthy();
    expect((await screen.findByTestId("userbar-sign-in", {}, SLOW)).getAttribute("href")).toBe("/users/sign_in");
    expect(screen.getByTestId("userbar-info").getAttribute("href")).toBe("/imprint");
    expect(screen.queryByTestId("userbar-pages")).toBeNull();
    expect(asked).toEqual([]);
  });
});
