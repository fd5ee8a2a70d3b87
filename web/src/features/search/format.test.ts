import { describe, expect, it } from "vitest";
import { appointmentDateText, calendarColor, formatTotal } from "./format";

describe("appointmentDateText", () => {
  const berlin = "Europe/Berlin";

  it("writes the times in the appointment's zone, the end's time alone on the same day", () => {
    const date = { start: "2026-11-23T09:00:00Z", end: "2026-11-23T10:30:00Z", all_day: false, time_zone: berlin };
    expect(appointmentDateText(date, berlin)).toBe("23/11/2026 10:00 – 11:30");
  });

  it("names the appointment's zone when it is not the reader's", () => {
    const date = { start: "2026-11-23T10:00:00+00:00", end: null, all_day: false, time_zone: "Europe/London" };
    expect(appointmentDateText(date, berlin)).toBe("23/11/2026 10:00 (Europe/London)");
  });

  it("writes whole days as dates, a range only over several days", () => {
    const one = {
      start: "2026-11-23T00:00:00+01:00",
      end: "2026-11-23T23:59:59+01:00",
      all_day: true,
      time_zone: berlin,
    };
    expect(appointmentDateText(one, berlin)).toBe("23/11/2026");
    const three = { start: "2026-11-23", end: "2026-11-25", all_day: true, time_zone: berlin };
    expect(appointmentDateText(three, "Europe/London")).toBe("23/11/2026 – 25/11/2026");
  });

  it("writes an end on another day in full", () => {
    const date = {
      start: "2026-11-23T20:00:00+01:00",
      end: "2026-11-24T02:00:00+01:00",
      all_day: false,
      time_zone: berlin,
    };
    expect(appointmentDateText(date)).toBe("23/11/2026 20:00 – 24/11/2026 02:00");
  });
});

describe("formatTotal", () => {
  it("writes the number in the reader's language, with a plus when the server stopped counting", () => {
    expect(formatTotal(7, false, "en-gb")).toBe("7");
    expect(formatTotal(1000, true, "en-gb")).toBe("1,000+");
    expect(formatTotal(1000, true, "de")).toBe("1.000+");
  });
});

describe("calendarColor", () => {
  it("adds the hash the contract leaves out", () => {
    expect(calendarColor("ff0000")).toBe("#ff0000");
    expect(calendarColor("#00ff00")).toBe("#00ff00");
  });
});
