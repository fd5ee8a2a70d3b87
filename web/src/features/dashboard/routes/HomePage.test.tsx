import {
  type AppointmentOccurrence,
  appointmentsApi,
  groupsApi,
  invitesApi,
  messagesApi,
  unreadsApi,
} from "@intranet/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { dayjs, formatLongDate, todayIn } from "../../../lib/dates";
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

  it("offers a guest, who writes no messages, no button to write one", async () => {
    emptyNetwork({
      [routeKey(messagesApi.inbox)]: () =>
        jsonResponse({
          messages: [],
          meta: { page: 1, per_page: 20, total_count: 0, total_pages: 0 },
          can: { send_direct_messages: false, send_to_all_network_members: false },
        }),
    });
    renderApp("/", network({ current_member: member({ id: hexId(1), is_external: true }) }));
    expect(await screen.findByText("You have read all your messages.", {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Write a message" })).toBeNull();
    // The messages shortcut says what a guest can do there: read, not write.
    const tile = screen.getByTestId("home-messages");
    expect(tile.textContent).toContain("Read your messages");
    expect(tile.textContent).not.toContain("write");
  });

  it("offers a member the messages shortcut to read and write", async () => {
    emptyNetwork();
    renderApp("/", me);
    expect((await screen.findByTestId("home-messages", {}, SLOW)).textContent).toContain("Read and write messages");
  });

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
  it("gives an upcoming appointment's day a line of its own above its time and name", async () => {
    const day = dayjs(todayIn("Europe/Berlin")).add(3, "day").format("YYYY-MM-DD");
    const sync = {
      id: hexId(80),
      type: "appointment",
      name: "Weekly sync",
      html_url: `/appointments/${hexId(80)}`,
      status: "active",
      calendar_ids: [],
      unknown_calendars: 0,
      date: {
        start: `${day}T09:15:00+01:00`,
        end: `${day}T09:30:00+01:00`,
        all_day: false,
        time_zone: "Europe/Berlin",
        same_day: true,
      },
      recurring_appointment_url: null,
      location: null,
      meeting: null,
      my_invite: null,
      my_participation_status: null,
      attending_participants_count: 0,
      total_attendees_enforced_and_exceeded: false,
      canceled: false,
      cancel_prohibited_reason: null,
      has_meeting: false,
      can: {
        update: false,
        contact: false,
        update_participants: false,
        download_attendees: false,
        destroy: false,
        show_attendees: false,
        opt: false,
        start_meeting: false,
      },
      details_id: hexId(80),
    } satisfies AppointmentOccurrence;
    emptyNetwork({
      [routeKey(appointmentsApi.list)]: () =>
        jsonResponse({ from: "", to: "", time_zone: "Europe/Berlin", appointments: [sync], details: {} }),
    });
    renderApp("/", me);
    const upcoming = await screen.findByTestId("dashboard-upcoming", {}, SLOW);
    const entry = await within(upcoming).findByTestId("dashboard-appointment", {}, SLOW);
    // At 1280 px the long date in the narrow time column wrapped over four lines.
    expect([...entry.children].map((line) => line.textContent)).toEqual([
      formatLongDate(day),
      "09:15–09:30Weekly sync",
    ]);
  });
});
