import { appointmentsApi, type Calendar, calendarsApi, encodeCalendarFilter } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const calendarOf = (n: number, type: Calendar["type"], name: string) =>
  ({
    id: hexId(n),
    name,
    type,
    color: "228be6",
    category_name: null,
    parent_id: null,
    author: null,
    memberships: [],
    can: { create_appointments: type !== "shared", update: false, destroy: false },
  }) satisfies Calendar;
const calendars = [
  calendarOf(1, "network", "Company events"),
  calendarOf(2, "personal", "My calendar"),
  calendarOf(3, "shared", "Sarah's calendar"),
  calendarOf(4, "group", "Board"),
];
const month = { from: "2026-10-26", to: "2026-12-07", time_zone: "Europe/Berlin", appointments: [], details: {} };

/** Renders a path and answers the appointment lists it asked for (path and calendar filter), in order. */
async function askedAll(path: string) {
  const calls: { path: string; calendars: string | null }[] = [];
  mockApi({
    [routeKey(calendarsApi.list)]: () => jsonResponse(calendars),
    "GET /groups/board/calendars": () => jsonResponse([calendars[3]]),
    [routeKey(appointmentsApi.list)]: (_init, url) => {
      calls.push({ path: url.pathname, calendars: url.searchParams.get("calendars") });
      return jsonResponse(month);
    },
    [routeKey(appointmentsApi.participating)]: (_init, url) => {
      calls.push({ path: url.pathname, calendars: url.searchParams.get("calendars") });
      return jsonResponse(month);
    },
  });
  renderApp(path, network());
  await waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 15_000 });
  return calls;
}

/** The first appointment list a path asked for. */
const asked = async (path: string) => (await askedAll(path))[0];

describe("the calendar routes of the spec", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  // Its button may be the one drawn before the filter has loaded (components/AfterFirstPaint.test.tsx: DeferredControl).
  it("opens the calendar filter from its button", async () => {
    await asked("/appointments");
    fireEvent.click(await screen.findByTestId("calendar-filter"));
    expect(await screen.findByRole("button", { name: "Show all" }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Board" })).toBeTruthy();
  });

  it("takes Back to the month shown before, after the next month's button", async () => {
    mockApi({
      [routeKey(calendarsApi.list)]: () => jsonResponse(calendars),
      [routeKey(appointmentsApi.list)]: () => jsonResponse(month),
    });
    const { router } = renderApp("/appointments?date=2026-11-15&view=sheet", network());
    fireEvent.click(await screen.findByRole("button", { name: "Next month" }, { timeout: 15_000 }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("date")).toMatch(/^2026-12/));
    await router.navigate(-1);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("date")).toBe("2026-11-15"));
  });

  it("unticks every calendar on Hide all, and the next tick shows only that calendar", async () => {
    const calls = await askedAll("/appointments");
    expect(calls[0]?.calendars).toBeNull();
    fireEvent.click(await screen.findByTestId("calendar-filter"));
    fireEvent.click(await screen.findByRole("button", { name: "Hide all" }, { timeout: 15_000 }));
    await waitFor(() =>
      expect(screen.getAllByRole("checkbox").map((c) => (c as HTMLInputElement).checked)).toEqual([
        false,
        false,
        false,
        false,
      ]),
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Board" }));
    await waitFor(() =>
      expect((screen.getByRole("checkbox", { name: "Board" }) as HTMLInputElement).checked).toBe(true),
    );
    expect((screen.getByRole("checkbox", { name: "Company events" }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(calls.at(-1)?.calendars).toBe(encodeCalendarFilter([hexId(4)])));
  });

  it("shows a group's calendar the member may not see as not found, with none of their own appointments", async () => {
    const lists: string[] = [];
    mockApi({
      [routeKey(calendarsApi.list)]: () => jsonResponse(calendars),
      "GET /groups/hidden/calendars": () => jsonResponse({ error: "not_found", message: "Not found" }, 404),
      [routeKey(appointmentsApi.list)]: (_init, url) => {
        lists.push(url.search);
        return jsonResponse(month);
      },
    });
    renderApp("/groups/hidden/calendars", network());
    expect(await screen.findByText("Page not found", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId("calendar-toolbar")).toBeNull();
    expect(lists).toEqual([]);
  });

  it("shows every calendar at /calendars", async () => {
    expect(await asked("/calendars")).toEqual({ path: "/appointments", calendars: null });
    expect(await screen.findByRole("heading", { name: "All calendars" })).toBeTruthy();
  });

  it("shows the member's own calendars at /calendars/my", async () => {
    expect(await asked("/calendars/my")).toEqual({
      path: "/appointments",
      calendars: encodeCalendarFilter([hexId(2)]),
    });
    expect(await screen.findByRole("heading", { name: "My calendars" })).toBeTruthy();
  });

  it("shows the calendars shared with the member at /calendars/shared", async () => {
    expect(await asked("/calendars/shared")).toEqual({
      path: "/appointments",
      calendars: encodeCalendarFilter([hexId(3)]),
    });
    expect(await screen.findByRole("heading", { name: "Calendars shared with me" })).toBeTruthy();
  });

  it("shows a group's appointments the member takes part in at /groups/{slug}/appointments/participating", async () => {
    expect(await asked("/groups/board/appointments/participating")).toEqual({
      path: "/appointments/participating",
      calendars: encodeCalendarFilter([hexId(4)]),
    });
    expect(await screen.findByRole("heading", { name: "Group appointments I take part in" })).toBeTruthy();
  });
});
