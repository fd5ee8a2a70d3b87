import type { AppointmentOccurrence } from "@intranet/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AppointmentListView } from "./AppointmentListView";

// Only what the list view reads.
const on = (day: string, name: string) =>
  ({
    id: `${day.replace(/-/g, "")}${"a".repeat(16)}`,
    name,
    calendar_ids: [],
    canceled: false,
    has_meeting: false,
    my_participation_status: null,
    can: { opt: false },
    date: { start: `${day}T10:00:00+01:00`, end: null, all_day: false, time_zone: "Europe/Berlin" },
  }) as unknown as AppointmentOccurrence;

const month = [on("2026-11-02", "Kick-off"), on("2026-11-27", "Review"), on("2026-11-30", "Retro")];
const showMonth = (date: string, today: string) =>
  renderWithProviders(
    <AppointmentListView date={date} today={today} appointments={month} details={{}} calendars={new Map()} />,
  );

describe("AppointmentListView", () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens the month of today at today's appointments, or the next day's, not at the month's start", () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? "");
    });
    showMonth("2026-11-15", "2026-11-28");
    expect(screen.getByTestId("appointment-list-opening").textContent).toContain("Monday, 30 November 2026");
    expect(scrolled.length).toBeGreaterThan(0);
    for (const block of scrolled) expect(block).toContain("Retro");
  });

  it("marks today and leaves another month at its start", () => {
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
    showMonth("2026-11-01", "2026-11-27");
    expect(screen.getByRole("heading", { name: "Friday, 27 November 2026 · Today" })).toBeTruthy();
    expect(scroll).toHaveBeenCalled();
    scroll.mockClear();
    showMonth("2026-12-01", "2026-11-27");
    expect(scroll).not.toHaveBeenCalled();
  });

  it("comes back to today when something else scrolls the window, until the member scrolls", () => {
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
    showMonth("2026-11-15", "2026-11-28");
    scroll.mockClear();
    // The router's scroll restoration, after the list's own scroll.
    fireEvent.scroll(window);
    expect(scroll).toHaveBeenCalledTimes(1);
    fireEvent.wheel(window);
    fireEvent.scroll(window);
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it("lists an appointment over several days under each of its days in the month, a day's end at midnight left out", () => {
    vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
    const over = (id: string, name: string, start: string, end: string) =>
      ({ ...on(start.slice(0, 10), name), id, date: { ...on(start, name).date, start, end } }) as AppointmentOccurrence;
    const appointments = [
      over("a".repeat(24), "Trade fair", "2026-10-30T09:00:00+01:00", "2026-11-02T17:00:00+01:00"),
      on("2026-11-02", "Kick-off"),
      over("b".repeat(24), "Offsite", "2026-11-27T10:00:00+01:00", "2026-11-29T00:00:00+01:00"),
    ];
    renderWithProviders(
      <AppointmentListView
        date="2026-11-01"
        today="2026-12-15"
        appointments={appointments}
        details={{}}
        calendars={new Map()}
      />,
    );
    const blocks = screen
      .getAllByRole("heading", { level: 5 })
      .map((h) => [h.textContent, h.parentElement?.textContent?.replace(h.textContent ?? "", "")]);
    expect(blocks.map(([heading]) => heading)).toEqual([
      "Sunday, 1 November 2026",
      "Monday, 2 November 2026",
      "Friday, 27 November 2026",
      "Saturday, 28 November 2026",
    ]);
    // A later day shows the whole day, the last one the end; the first day its start.
    expect(blocks.map(([, lines]) => lines)).toEqual([
      "All dayTrade fair",
      "– 17:00Trade fair10:00Kick-off",
      "10:00Offsite",
      "All dayOffsite",
    ]);
  });
});
