import { describe, expect, it } from "vitest";
import { type AppointmentFormValues, appointmentFormValues, withStartMoved } from "./appointment-form";

const base = (over: Partial<AppointmentFormValues>): AppointmentFormValues => ({
  ...appointmentFormValues({ params: new URLSearchParams("date=2031-03-05"), memberZone: "Europe/Berlin" }),
  ...over,
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
