import { appointmentsApi, groupsApi, invitesApi, messagesApi, unreadsApi } from "@intranet/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1) }) });
const meta = { page: 1, per_page: 50, total_count: 0 };

/** Every list the start page reads, empty; `overrides` replace single answers. */
function emptyNetwork(overrides: Record<string, () => Response> = {}) {
  mockApi({
    [routeKey(appointmentsApi.list)]: (_init, url) =>
      jsonResponse({
        from: url.searchParams.get("date"),
        to: "",
        time_zone: "Europe/Berlin",
        appointments: [],
        details: {},
      }),
    [routeKey(messagesApi.inbox)]: () =>
      jsonResponse({
        messages: [],
        meta: { page: 1, per_page: 20, total_count: 0, total_pages: 0 },
        can: { send_direct_messages: true, send_to_all_network_members: false },
      }),
    [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }),
    [routeKey(invitesApi.received)]: (_init, url) =>
      jsonResponse(
        url.searchParams.get("filter") === "appointments" ? { invites: [], meta, next: null } : { invites: [], meta },
      ),
    [routeKey(groupsApi.myGroups)]: () => jsonResponse({ groups: [] }),
    ...overrides,
  });
}

describe("HomePage", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says what to do where a list is empty", async () => {
    emptyNetwork();
    renderApp("/", me);
    expect(await screen.findByText("Nothing in your calendars today.", {}, SLOW)).toBeTruthy();
    expect(await screen.findByText("Nothing planned for the next two weeks.", {}, SLOW)).toBeTruthy();
    expect(await screen.findByText("You have read all your messages.", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Write a message" }).getAttribute("href")).toBe("/messages/new");
    expect(await screen.findByText("No invitation is waiting for your answer.", {}, SLOW)).toBeTruthy();
    expect(await screen.findByText(/You are not in any group yet/, {}, SLOW)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Find groups" })[0]?.getAttribute("href")).toBe("/groups");
  });

  it("shows a failed load with its own text and a retry, and the other blocks still", async () => {
    emptyNetwork({
      [routeKey(appointmentsApi.list)]: () => jsonResponse({ error: "internal", message: "Boom" }, 500),
    });
    renderApp("/", me);
    expect((await screen.findAllByText("Your appointments could not be loaded.", {}, SLOW)).length).toBe(2);
    expect(screen.getAllByRole("button", { name: "Try again" }).length).toBeGreaterThan(0);
    expect(await screen.findByText("You have read all your messages.", {}, SLOW)).toBeTruthy();
  });
});
