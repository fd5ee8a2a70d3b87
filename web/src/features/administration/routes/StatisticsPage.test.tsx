import { administrationApi, auditStatisticsApi, groupsApi, type Statistics } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { group, hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const stats = (q: URLSearchParams): Statistics => ({
  date_option: (q.get("date_option") as Statistics["date_option"]) ?? "3_months",
  start_date: q.get("start_date") ?? "2026-08-28",
  end_date: q.get("end_date") ?? "2026-11-28",
  interval: "week",
  series: [
    { key: "members", total: 42, points: [{ date: "2026-11-23", value: 42 }] },
    { key: "posts", total: 7, points: [{ date: "2026-11-23", value: 7 }] },
  ],
});

describe("administration: statistics", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each series over three months by default, and a valid custom range from the address", async () => {
    const calls: URLSearchParams[] = [];
    mockApi({
      [routeKey(administrationApi.userbar)]: () => jsonResponse({ sections: [] }),
      [routeKey(auditStatisticsApi.statistics)]: (_init, url) => {
        calls.push(url.searchParams);
        return jsonResponse(stats(url.searchParams));
      },
    });
    renderApp("/administration/statistics", admin);
    expect(await screen.findByText("42 at the end of the period", {}, SLOW)).toBeTruthy();
    expect(screen.getByText("7 in this period")).toBeTruthy();
    expect(screen.getByTestId("statistics-members").textContent).toContain("Members");
    expect(calls[0]?.get("date_option")).toBe("3_months");
  });

  it("refuses a custom range that starts after it ends, or before June 2021, without asking the server", async () => {
    const calls: URLSearchParams[] = [];
    mockApi({
      [routeKey(administrationApi.userbar)]: () => jsonResponse({ sections: [] }),
      [routeKey(auditStatisticsApi.statistics)]: (_init, url) => {
        calls.push(url.searchParams);
        return jsonResponse(stats(url.searchParams));
      },
    });
    const { router } = renderApp(
      "/administration/statistics?date_option=custom&start_date=2022-02-01&end_date=2022-01-01",
      admin,
    );
    expect((await screen.findByRole("alert", {}, SLOW)).textContent).toBe(
      "The start date cannot be after the end date.",
    );
    expect(calls).toHaveLength(0);
    await router.navigate("/administration/statistics?date_option=custom&start_date=2021-05-01&end_date=2022-01-01");
    expect(await screen.findByText("The start date cannot be before 01/06/2021.", {}, SLOW)).toBeTruthy();
    await router.navigate("/administration/statistics?date_option=custom&start_date=2021-06-01&end_date=2022-01-01");
    await waitFor(() => expect(calls.at(-1)?.get("start_date")).toBe("2021-06-01"));
    expect(await screen.findByText("42 at the end of the period", {}, SLOW)).toBeTruthy();
  });

  it("shows a group's statistics to its administrators, under the group's header as its other screens", async () => {
    const garden = group({ slug: "garden", name: "Garden", can: { ...group().can, administrate: true } });
    mockApi({
      [routeKey(groupsApi.show, { slug: "garden" })]: () => jsonResponse(garden),
      [routeKey(groupsApi.navigation, { slug: "garden" })]: () => jsonResponse({ group: garden, tabs: [] }),
      "GET /groups/garden/administration/statistics": (_init, url) => jsonResponse(stats(url.searchParams)),
    });
    renderApp("/groups/garden/administration/statistics", network({ current_member: member({ id: hexId(2) }) }));
    expect(await screen.findByText("7 in this period", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Garden");
    expect(screen.getByTestId("group-name").textContent).toBe("Garden");
    expect(screen.getByRole("heading", { level: 2, name: "Statistics" })).toBeTruthy();
  });

  it("says not-found to who may not administrate the group, by the group's rights, without asking the statistics", async () => {
    const asked = vi.fn(() => jsonResponse({ error: "forbidden", message: "You may not do this." }, 403));
    const garden = group({ slug: "garden" });
    mockApi({
      [routeKey(groupsApi.show, { slug: "garden" })]: () => jsonResponse(garden),
      [routeKey(groupsApi.navigation, { slug: "garden" })]: () => jsonResponse({ group: garden, tabs: [] }),
      "GET /groups/garden/administration/statistics": asked,
    });
    renderApp("/groups/garden/administration/statistics", network({ current_member: member({ id: hexId(2) }) }));
    expect(await screen.findByText("Page not found", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("statistics-charts")).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });
});

describe("administration: statistics charts", { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("counts in whole numbers on the value axis, also where the counts are 0 and 1 (not 0, 0.25, 0.5 …)", async () => {
    // jsdom lays nothing out: the charts' container measures itself, so it is given a size to draw in.
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return this.classList.contains("recharts-responsive-container")
        ? DOMRect.fromRect({ width: 400, height: 180 })
        : measure.call(this);
    });
    const fewMembers = (q: URLSearchParams): Statistics => ({
      ...stats(q),
      series: [
        {
          key: "members",
          total: 1,
          points: [
            { date: "2026-11-16", value: 0 },
            { date: "2026-11-23", value: 1 },
          ],
        },
      ],
    });
    mockApi({
      [routeKey(administrationApi.userbar)]: () => jsonResponse({ sections: [] }),
      [routeKey(auditStatisticsApi.statistics)]: (_init, url) => jsonResponse(fewMembers(url.searchParams)),
    });
    renderApp("/administration/statistics", admin);
    const chart = await screen.findByTestId("statistics-members", {}, SLOW);
    const ticks = () => [...chart.querySelectorAll(".recharts-yAxis-tick-labels tspan")].map((t) => t.textContent);
    await waitFor(() => expect(ticks().length).toBeGreaterThan(1));
    expect(ticks().filter((tick) => !/^\d+$/.test(tick ?? ""))).toEqual([]);
  });
});
