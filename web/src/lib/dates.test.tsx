import type { AppointmentOccurrence } from "@intranet/contracts";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DatePicker } from "../components/DatePicker";
import { AppointmentListView } from "../features/calendar/components/AppointmentListView";
import { changeLanguage } from "../i18n";
import { renderWithProviders } from "../test/render";
import {
  applyDateZone,
  endOfDay,
  formatDate,
  formatInstant,
  formatLongDate,
  formatRecent,
  formatTime,
  ownWallClock,
  todayIn,
  zonedToIso,
} from "./dates";

// Only what the list view reads; the rest of the contract does not change what is shown.
const appointment = {
  id: "a".repeat(24),
  name: "Board meeting",
  calendar_ids: [],
  canceled: false,
  has_meeting: false,
  my_participation_status: null,
  can: { opt: false },
  date: { start: "2026-11-23T10:00:00+01:00", end: null, all_day: false, time_zone: "Europe/Berlin" },
} as unknown as AppointmentOccurrence;

describe("the one date path", () => {
  afterEach(async () => {
    await act(() => changeLanguage("en", false));
  });

  it("shows the picked date in a date field as a person reads it, in the app's language", async () => {
    renderWithProviders(<DatePicker label="Start" value="2026-11-23" onChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Start" }).textContent).toBe("23/11/2026");
    await act(() => changeLanguage("de_DU", false));
    expect(screen.getByRole("button", { name: "Start" }).textContent).toBe("23.11.2026");
  });

  it("heads each day of the appointment list with its weekday and date", async () => {
    renderWithProviders(
      <AppointmentListView
        date="2026-11-01"
        today="2026-11-01"
        appointments={[appointment]}
        details={{}}
        calendars={new Map()}
      />,
    );
    expect(screen.getByRole("heading", { name: "Monday, 23 November 2026" })).toBeTruthy();
    await act(() => changeLanguage("de", false));
    expect(screen.getByRole("heading", { name: "Montag, 23. November 2026" })).toBeTruthy();
    await act(() => changeLanguage("fr", false));
    expect(screen.getByRole("heading", { name: "lundi, 23 novembre 2026" })).toBeTruthy();
  });

  it("formats with loaded plugins only: no literal tokens, zones from the timezone plugin", async () => {
    expect(formatDate("2026-11-23")).toBe("23/11/2026");
    expect(formatLongDate(ownWallClock("2026-11-23T23:30:00-05:00"))).toBe("Monday, 23 November 2026");
    expect(formatInstant("2026-11-23T09:00:00Z", "Europe/Berlin")).toBe("23/11/2026 10:00");
    await act(() => changeLanguage("es", false));
    expect(formatDate("2026-11-23")).toBe("23/11/2026");
    expect(formatLongDate("2026-11-23")).toBe("lunes, 23 de noviembre de 2026");
    expect(zonedToIso("2026-03-29T02:30", "Europe/Berlin")).toMatch(/^2026-03-29T0[01]:30:00.000Z$/);
  });

  it("shows instants in the member's zone and wall-clock values as they are", () => {
    applyDateZone("Asia/Tokyo");
    expect(formatInstant("2026-11-23T23:30:00Z")).toBe("24/11/2026 08:30");
    expect(formatTime("2026-11-23T23:30:00Z")).toBe("08:30");
    expect(formatDate("2026-11-23T23:30:00Z")).toBe("24/11/2026");
    expect(formatLongDate("2026-11-23T23:30:00Z")).toBe("Tuesday, 24 November 2026");
    expect(formatDate("2026-11-23")).toBe("23/11/2026");
    expect(formatInstant("2026-11-23T10:00:00")).toBe("23/11/2026 10:00");
    expect(formatRecent("2026-11-23T23:30:00Z", "2026-11-24T02:00:00Z")).toBe("08:30");
    expect(formatRecent("2026-11-23T13:30:00Z", "2026-11-24T02:00:00Z")).toBe("23/11/2026");
    expect(todayIn(undefined, new Date("2026-11-23T23:30:00Z"))).toBe("2026-11-24");
    expect(endOfDay("2026-11-24")).toBe("2026-11-24T14:59:59.999Z");
    applyDateZone("Not/AZone");
    expect(formatInstant("2026-11-23T23:30:00Z", "UTC")).toBe("23/11/2026 23:30");
  });

  it("shows the member's zone from the preload's offsets without the browser's date formatter, else with it", () => {
    // Every conversion by a formatter (one built before, kept, or a new one) reads its parts.
    const read = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    // Berlin's offsets from the preload (summer time from 29 March 2026, 01:00 UTC), up to the end of 2026.
    applyDateZone("Europe/Berlin", {
      zone: "Europe/Berlin",
      until: "2027-01-01T00:00:00Z",
      changes: [
        { from: "2025-12-01T00:00:00Z", offset: 60 },
        { from: "2026-03-29T01:00:00Z", offset: 120 },
        { from: "2026-10-25T01:00:00Z", offset: 60 },
      ],
    });
    expect(formatInstant("2026-03-29T00:59:00Z")).toBe("29/03/2026 01:59");
    expect(formatInstant("2026-03-29T01:00:00Z")).toBe("29/03/2026 03:00");
    expect(formatLongDate("2026-10-24T22:30:00Z")).toBe("Sunday, 25 October 2026");
    expect(todayIn(undefined, new Date("2026-11-23T23:30:00Z"))).toBe("2026-11-24");
    expect(read).not.toHaveBeenCalled();
    // Outside the table (and for another zone) the browser's formatter tells.
    expect(formatInstant("2027-07-01T12:00:00Z")).toBe("01/07/2027 14:00");
    expect(formatInstant("2026-07-01T12:00:00Z", "Asia/Tokyo")).toBe("01/07/2026 21:00");
    expect(read).toHaveBeenCalledTimes(2);
    read.mockRestore();
  });

  it("tells a valid date from an invalid one without the browser's names of time zones (Date#toString)", () => {
    const named = vi.spyOn(Date.prototype, "toString");
    expect(formatInstant("2026-11-23T09:00:00Z", "Europe/Berlin")).toBe("23/11/2026 10:00");
    expect(formatDate("2026-11-23")).toBe("23/11/2026");
    expect(formatDate("not a date")).toBe("Invalid Date");
    expect(formatInstant(new Date(Number.NaN))).toBe("Invalid Date");
    expect(named).not.toHaveBeenCalled();
    named.mockRestore();
  });

  it("tells today's date in a zone, whatever the browser's zone", () => {
    const now = new Date("2026-11-23T23:30:00Z");
    expect(todayIn("Europe/Berlin", now)).toBe("2026-11-24");
    expect(todayIn("America/New_York", now)).toBe("2026-11-23");
    expect(todayIn(undefined, new Date(2026, 10, 23, 12))).toBe("2026-11-23");
  });
});
