import type { Calendar } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import {
  type AppointmentFormValues,
  appointmentFieldOf,
  appointmentFormValues,
  validateAppointment,
  withStartMoved,
} from "./appointment-form";

const base = (over: Partial<AppointmentFormValues>): AppointmentFormValues => ({
  ...appointmentFormValues({
    params: new URLSearchParams("date=2031-03-05"),
    memberZone: "Europe/Berlin",
    calendars: [],
  }),
  ...over,
});

const calendar = (id: string, type: Calendar["type"], post = true) =>
  ({ id, type, can: { create_appointments: post, update: false, destroy: false } }) as Calendar;

describe("a new appointment's first values", () => {
  const calendars = [
    calendar("a".repeat(24), "network", false),
    calendar("b".repeat(24), "group"),
    calendar("c".repeat(24), "personal"),
  ];

  it("goes into the member's own calendar, or the link's (a group's) when they may post into it", () => {
    const own = appointmentFormValues({ params: new URLSearchParams(), memberZone: "Europe/Berlin", calendars });
    expect(own.calendar_ids).toEqual(["c".repeat(24)]);
    const fromGroup = appointmentFormValues({
      params: new URLSearchParams(`calendar_id=${"b".repeat(24)}`),
      memberZone: "Europe/Berlin",
      calendars,
    });
    expect(fromGroup.calendar_ids).toEqual(["b".repeat(24)]);
    const refused = appointmentFormValues({
      params: new URLSearchParams(`calendar_id=${"a".repeat(24)}`),
      memberZone: "Europe/Berlin",
      calendars,
    });
    expect(refused.calendar_ids).toEqual(["c".repeat(24)]);
  });

  it("takes the member's first personal calendar, not the one whose name sorts first", () => {
    // The list comes sorted by name: a later calendar "Alex weekly" before the first one, "Alex's calendar".
    const later = { ...calendar("e".repeat(24), "personal"), name: "Alex weekly" };
    const first = { ...calendar("d".repeat(24), "personal"), name: "Alex's calendar" };
    const own = appointmentFormValues({
      params: new URLSearchParams(),
      memberZone: "Europe/Berlin",
      calendars: [later, first],
    });
    expect(own.calendar_ids).toEqual(["d".repeat(24)]);
  });

  it("starts at the next full hour in the member's zone, whatever the browser's", () => {
    // 05:29 in Berlin is 04:29 UTC: the browser's next full hour (05:00) would already be past in Berlin.
    const now = new Date("2026-11-28T04:29:00Z");
    const v = appointmentFormValues({ params: new URLSearchParams(), memberZone: "Europe/Berlin", calendars, now });
    expect([v.start_date, v.start_time, v.end_date, v.end_time]).toEqual([
      "2026-11-28",
      "06:00",
      "2026-11-28",
      "07:00",
    ]);
    const tokyo = appointmentFormValues({ params: new URLSearchParams(), memberZone: "Asia/Tokyo", calendars, now });
    expect([tokyo.start_date, tokyo.start_time]).toEqual(["2026-11-28", "14:00"]);
  });
});

describe("withStartMoved", () => {
  it("moves the end by as much as the start moved, keeping the length", () => {
    const v = base({ start_date: "2031-03-05", start_time: "10:00", end_date: "2031-03-05", end_time: "11:30" });
    expect(withStartMoved(v, { start_date: "2031-03-09" })).toEqual({
      start_date: "2031-03-09",
      start_time: "10:00",
      end_date: "2031-03-09",
      end_time: "11:30",
    });
    expect(withStartMoved(v, { start_time: "23:00" })).toEqual({
      start_date: "2031-03-05",
      start_time: "23:00",
      end_date: "2031-03-06",
      end_time: "00:30",
    });
  });

  it("keeps an all-day appointment's number of days", () => {
    const v = base({ all_day: true, start_date: "2031-03-05", end_date: "2031-03-07" });
    expect(withStartMoved(v, { start_date: "2031-03-30" })).toMatchObject({
      start_date: "2031-03-30",
      end_date: "2031-04-01",
    });
  });

  it("leaves an appointment without an end without one, and an unreadable time alone", () => {
    const open = base({ start_date: "2031-03-05", start_time: "10:00", end_date: null, end_time: "" });
    expect(withStartMoved(open, { start_date: "2031-03-06" })).toMatchObject({
      start_date: "2031-03-06",
      end_date: null,
    });
    const v = base({ start_date: "2031-03-05", start_time: "10:00", end_date: "2031-03-05", end_time: "11:00" });
    expect(withStartMoved(v, { start_time: "" })).toMatchObject({
      start_time: "",
      end_date: "2031-03-05",
      end_time: "11:00",
    });
  });
});

describe("checking a series' end", () => {
  const daily = (endTime: string | null) =>
    base({
      name: "Stand-up",
      calendar_ids: ["c".repeat(24)],
      start_date: "2031-03-05",
      recurrence: { ...base({}).recurrence, frequency: "daily", endTime },
    });

  it("puts an end before the start at the end's own field, and nothing for an end on or after it", () => {
    expect(validateAppointment()(daily("2031-03-01")).recurrence_end).toBe("The end must not be before the start.");
    expect(validateAppointment()(daily("2031-03-05")).recurrence_end).toBeUndefined();
    expect(validateAppointment()(daily(null)).recurrence_end).toBeUndefined();
  });

  it("shows the server's refusal of the end at the end's field", () => {
    expect(appointmentFieldOf("recurrence_pattern.recurrence_end_time")).toBe("recurrence_end");
    expect(appointmentFieldOf("recurrence_pattern.interval")).toBe("recurrence");
  });
});

describe("a text longer than the contract allows", () => {
  it("says each field's own maximum, as the contract sets it", () => {
    const errors = validateAppointment()(
      base({
        name: "n".repeat(301),
        location: { ...base({}).location, zip: "1".repeat(11) },
      }),
    );
    expect(errors.name).toBe("Is too long (at most 300 characters).");
    expect(errors["location.zip"]).toBe("Is too long (at most 10 characters).");
  });
});
