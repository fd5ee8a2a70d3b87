import { activitiesApi } from "@intranet/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { activity, hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1) }) });

describe("profile activity tabs", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the activities a member likes, naming the group each belongs to", async () => {
    const inGroup = activity({
      content: "<p>Liked post</p>",
      context: { type: "group", slug: "sales", name: "Sales", path: "/groups/sales" },
    });
    mockApi({
      [routeKey(activitiesApi.memberLikes, { id: hexId(7) })]: () =>
        jsonResponse({ activities: [inGroup], next_cursor: null, can: { post: false } }),
    });
    renderApp(`/members/${hexId(7)}/likes`, me);
    const card = await screen.findByTestId("activity-card", {}, SLOW);
    expect(within(card).getByTestId("activity-content").textContent).toBe("Liked post");
    expect(within(card).getByRole("link", { name: "Sales" }).getAttribute("href")).toBe("/groups/sales");
    expect(screen.queryByTestId("activity-composer")).toBeNull();
  });

  it("says so when the member has posted nothing", async () => {
    mockApi({
      [routeKey(activitiesApi.memberActivities, { id: hexId(7) })]: () =>
        jsonResponse({ activities: [], next_cursor: null, can: { post: false } }),
    });
    renderApp(`/members/${hexId(7)}/activities`, me);
    expect(await screen.findByText("No activities yet.", {}, SLOW)).toBeTruthy();
  });
});
