import type { AppointmentOccurrence } from "@intranet/contracts";
import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AppointmentLine } from "./AppointmentLine";

// Only what the line reads: an appointment at noon on Berlin's clock.
const noon = {
  id: "a".repeat(24),
  name: "Review",
  calendar_ids: [],
  canceled: false,
  has_meeting: false,
  date: { start: "2026-11-23T12:00:00+01:00", end: null, all_day: false, time_zone: "Europe/Berlin" },
} as unknown as AppointmentOccurrence;

const line = (appointment: AppointmentOccurrence, memberZone: string, compact = false) => {
  renderWithProviders(
    <AppointmentLine appointment={appointment} calendars={new Map()} memberZone={memberZone} compact={compact} />,
  );
  return screen.getByTestId("appointment-line");
};

describe("an appointment's line", () => {
  it("names the appointment's zone in a list row when its clock is not the member's", () => {
    expect(line(noon, "America/New_York").textContent).toBe("12:00 (Europe/Berlin)Review");
  });

  it("names it in a month cell's title, where the cell has no room for it", () => {
    const cell = line(noon, "America/New_York", true);
    expect(cell.textContent).toBe("12:00Review");
    expect(cell.getAttribute("title")).toBe("Review · 12:00 (Europe/Berlin)");
  });

  it("says nothing of the zone when it is the member's, nor of an all-day appointment's", () => {
    expect(line(noon, "Europe/Berlin").textContent).toBe("12:00Review");
    cleanup();
    const allDay = { ...noon, date: { ...noon.date, all_day: true } } as AppointmentOccurrence;
    const row = line(allDay, "America/New_York");
    expect(row.textContent).toBe("All dayReview");
    expect(row.getAttribute("title")).toBe("Review");
  });
});
