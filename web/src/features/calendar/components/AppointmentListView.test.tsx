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
});
