import { type ActivityStream, activitiesApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1) }) });
const all: ActivityStream = {
  id: hexId(900),
  slug: "all",
  name: "All",
  path: "/activitystreams/all",
  subscription_status: null,
};
const sports = (subscription_status: boolean | null): ActivityStream => ({
  id: hexId(901),
  slug: "sports",
  name: "Sports",
  path: "/activitystreams/sports",
  subscription_status,
});
const emptyPage = () => jsonResponse({ activities: [], next_cursor: null, can: { post: true } });
const streamsOf = (list: ActivityStream[]) => () => jsonResponse({ streams: list, can: { create_streams: false } });

describe("stream navigation and subscription toggle", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the network streams and leaves and follows the current one", async () => {
    const calls: string[] = [];
    mockApi({
      [routeKey(activitiesApi.streams)]: streamsOf([all, sports(true)]),
      [routeKey(activitiesApi.stream, { slug: "sports" })]: emptyPage,
      [routeKey(activitiesApi.unsubscribe, { slug: "sports" })]: () => {
        calls.push("DELETE");
        return jsonResponse({ subscription_status: false });
      },
      [routeKey(activitiesApi.subscribe, { slug: "sports" })]: () => {
        calls.push("POST");
        return jsonResponse({ subscription_status: true });
      },
    });
    renderApp("/activitystreams/sports", me);
    const nav = await screen.findByTestId("stream-navigation", {}, SLOW);
    expect(nav.getAttribute("aria-label")).toBe("Activity streams");
    expect(screen.getByTestId("stream-link-all").textContent).toBe("All activities");
    expect(screen.getByTestId("stream-link-sports").getAttribute("aria-current")).toBe("page");
    expect(screen.getByTestId("stream-link-sports").getAttribute("href")).toBe("/activitystreams/sports");
    expect(await screen.findByRole("heading", { name: "Sports" }, SLOW)).toBeTruthy();

    const toggle = screen.getByRole("switch", { name: "Show in All activities" }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false), SLOW);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true), SLOW);
    expect(calls).toEqual(["DELETE", "POST"]);
  });

  it("shows no toggle where the network does not let members subscribe, and none on all", async () => {
    mockApi({
      [routeKey(activitiesApi.streams)]: streamsOf([all, sports(null)]),
      [routeKey(activitiesApi.stream, { slug: "sports" })]: emptyPage,
      [routeKey(activitiesApi.stream, { slug: "all" })]: emptyPage,
    });
    const { router } = renderApp("/activitystreams/sports", me);
    expect(await screen.findByRole("heading", { name: "Sports" }, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("stream-subscription")).toBeNull();
    await router.navigate("/activitystreams/all");
    expect(await screen.findByRole("heading", { name: "All activities" }, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("stream-subscription")).toBeNull();
  });

  it("keeps the state and toasts the error when the change fails", async () => {
    mockApi({
      [routeKey(activitiesApi.streams)]: streamsOf([all, sports(true)]),
      [routeKey(activitiesApi.stream, { slug: "sports" })]: emptyPage,
      [routeKey(activitiesApi.unsubscribe, { slug: "sports" })]: () =>
        jsonResponse({ error: "subscriptions_disabled", message: "No." }, 422),
    });
    renderApp("/activitystreams/sports", me);
    const toggle = (await screen.findByRole("switch", { name: "Show in All activities" }, SLOW)) as HTMLInputElement;
    fireEvent.click(toggle);
    expect((await screen.findByTestId("toast-error", {}, SLOW)).textContent).toContain(
      "Something went wrong. Please try again.",
    );
    expect(toggle.checked).toBe(true);
  });

  it("shows no navigation while only the stream all exists", async () => {
    mockApi({
      [routeKey(activitiesApi.streams)]: streamsOf([all]),
      [routeKey(activitiesApi.stream, { slug: "all" })]: emptyPage,
    });
    renderApp("/activitystreams/all", me);
    expect(await screen.findByRole("heading", { name: "All activities" }, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("stream-navigation")).toBeNull();
  });
});
