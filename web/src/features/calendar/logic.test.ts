import { decodeCalendarFilter, encodeCalendarFilter } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { dayjs } from "../../lib/dates";
import {
  cellLines,
  chooseFrequency,
  daysCovered,
  fromPattern,
  initialStart,
  isOver,
  isoWeek,
  monthWeeks,
  noRecurrence,
  offeredZones,
  setInterval,
  showsCustom,
  toggleEnd,
  toPattern,
} from "./logic";

describe("recurrence form transitions (§4)", () => {
  it("switches custom after never to daily with an interval", () => {
    const s = chooseFrequency(noRecurrence, "custom");
    expect(s).toMatchObject({ frequency: "custom", unit: "daily", interval: 1 });
    expect(showsCustom(s)).toBe(true);
    expect(toPattern(s)).toEqual({ recurrence_frequency: "daily", recurrence_interval: 1, recurrence_end_time: null });
  });

  it("keeps the unit when going custom from a frequency", () => {
    expect(chooseFrequency({ frequency: "weekly", unit: "weekly", interval: 1, endTime: null }, "custom").unit).toBe(
      "weekly",
    );
  });

  it("clears the end time and resets the interval unless custom", () => {
    const custom = { frequency: "custom" as const, unit: "weekly" as const, interval: 3, endTime: "2027-01-01" };
    expect(chooseFrequency(custom, "monthly")).toEqual({
      frequency: "monthly",
      unit: "monthly",
      interval: 1,
      endTime: null,
    });
    expect(chooseFrequency(custom, "custom")).toMatchObject({ interval: 3, endTime: null });
    expect(chooseFrequency(custom, "never")).toEqual(noRecurrence);
  });

  it("shows the custom view for an interval other than 1 and never goes below 1", () => {
    const weekly = chooseFrequency(noRecurrence, "weekly");
    expect(showsCustom(weekly)).toBe(false);
    expect(showsCustom(setInterval(weekly, 2))).toBe(true);
    expect(setInterval(weekly, 0).interval).toBe(1);
    expect(
      fromPattern({ recurrence_frequency: "monthly", recurrence_interval: 2, recurrence_end_time: null }),
    ).toMatchObject({
      frequency: "custom",
      unit: "monthly",
      interval: 2,
    });
  });

  it("sets the end to start plus one interval, or clears it", () => {
    const s = setInterval(chooseFrequency(chooseFrequency(noRecurrence, "weekly"), "custom"), 2);
    expect(toggleEnd(s, true, "2027-03-01").endTime).toBe("2027-03-15");
    expect(toggleEnd(chooseFrequency(noRecurrence, "monthly"), true, "2027-01-31").endTime).toBe("2027-02-28");
    expect(toggleEnd({ ...s, endTime: "2027-03-15" }, false, "2027-03-01").endTime).toBeNull();
  });
});

describe("calendar filter in the URL", () => {
  it("is base64url of the concatenated 24-hex ids and decodes back", () => {
    const ids = ["5f1d7f3e2b7c4a0012345678", "6b0262ca85e0998b65229595"];
    const encoded = encodeCalendarFilter(ids);
    expect(encoded).toBe(btoa(ids.join("")).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""));
    expect(encoded).not.toMatch(/[+/=]/);
    expect(decodeCalendarFilter(encoded)).toEqual(ids);
    expect(decodeCalendarFilter(encodeCalendarFilter([]))).toEqual([]);
    expect(decodeCalendarFilter("not-valid!")).toBeNull();
    expect(decodeCalendarFilter(btoa("xyz"))).toBeNull();
  });
});

describe("month sheet", () => {
  it("starts on Monday with ISO week numbers and dims outside days", () => {
    const weeks = monthWeeks("2027-03-15", "2027-03-10");
    expect(weeks[0]?.days[0]).toMatchObject({ date: "2027-03-01", inMonth: true });
    expect(weeks[0]?.week).toBe(9);
    const feb = monthWeeks("2026-02-01", "2026-02-14");
    expect(feb[0]?.days[0]).toMatchObject({ date: "2026-01-26", inMonth: false });
    expect(feb.flatMap((w) => w.days).find((d) => d.today)?.date).toBe("2026-02-14");
    expect(isoWeek(dayjs("2027-01-01"))).toBe(53);
    expect(isoWeek(dayjs("2026-12-31"))).toBe(53);
    expect(isoWeek(dayjs("2025-12-29"))).toBe(1);
  });

  it("shows at least 4 lines, then +N more", () => {
    expect(cellLines([1, 2, 3, 4], false)).toEqual({ shown: [1, 2, 3, 4], more: 0 });
    expect(cellLines([1, 2, 3, 4, 5, 6], false)).toEqual({ shown: [1, 2, 3], more: 3 });
    expect(cellLines([1, 2, 3, 4, 5, 6], true).more).toBe(0);
  });

  it("puts a multi-day appointment on each of its days", () => {
    expect(daysCovered("2027-03-01", "2027-03-03", true)).toEqual(["2027-03-01", "2027-03-02", "2027-03-03"]);
  });
});

describe("form defaults", () => {
  it("starts at the next full hour, or on the given date at the current hour plus one", () => {
    const now = dayjs("2027-03-10T14:25:00");
    expect(initialStart(now).format("YYYY-MM-DDTHH:mm")).toBe("2027-03-10T15:00");
    expect(initialStart(now, "2027-04-01").format("YYYY-MM-DDTHH:mm")).toBe("2027-04-01T15:00");
    // Late in the evening the day picked stays the day: its last hour, not midnight after it.
    const late = dayjs("2027-03-10T23:40");
    expect(initialStart(late, "2027-04-01").format("YYYY-MM-DDTHH:mm")).toBe("2027-04-01T23:00");
    expect(initialStart(late).format("YYYY-MM-DDTHH:mm")).toBe("2027-03-11T00:00");
  });

  it("offers no Etc/ or all-capital time zones", () => {
    expect(offeredZones(["Europe/Berlin", "Etc/GMT+1", "UTC", "EST5EDT", "America/New_York"])).toEqual([
      "Europe/Berlin",
      "America/New_York",
    ]);
  });
});

describe("days of an appointment", () => {
  it("uses the appointment's own wall time, not the viewer's zone", () => {
    expect(daysCovered("2027-03-01T23:30:00+01:00", "2027-03-02T00:30:00+01:00", false)).toEqual([
      "2027-03-01",
      "2027-03-02",
    ]);
    expect(daysCovered("2027-03-01T22:00:00-05:00", "2027-03-01T23:00:00-05:00", false)).toEqual(["2027-03-01"]);
  });

  it("leaves an end at midnight to the day before, and counts across months and years", () => {
    expect(daysCovered("2027-03-01T23:30:00+01:00", "2027-03-02T00:00:00+01:00", false)).toEqual(["2027-03-01"]);
    expect(daysCovered("2027-03-01T00:00:00+01:00", "2027-03-01T00:00:00+01:00", false)).toEqual(["2027-03-01"]);
    expect(daysCovered("2027-03-01T09:00:00+01:00", "2027-03-03T00:00:00+01:00", false)).toEqual([
      "2027-03-01",
      "2027-03-02",
    ]);
    expect(daysCovered("2028-02-28", "2028-03-01", true)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(daysCovered("2026-12-31T20:00:00+01:00", "2027-01-01T02:00:00+01:00", false)).toEqual([
      "2026-12-31",
      "2027-01-01",
    ]);
    expect(daysCovered("2027-03-01T10:00:00+01:00", null, false)).toEqual(["2027-03-01"]);
  });

  it("shows no day for an end before the start, and at most 62 days", () => {
    expect(daysCovered("2027-03-05", "2027-03-01", true)).toEqual([]);
    const long = daysCovered("2027-01-01", "2027-12-31", true);
    expect(long).toHaveLength(62);
    expect(long.at(-1)).toBe("2027-03-03");
  });
});

describe("isOver", () => {
  const now = new Date("2026-11-28T15:00:00Z");
  it("keeps an all-day appointment of today (in the member's zone) not past all day", () => {
    const today = { start: "2026-11-28T00:00:00+01:00", end: "2026-11-28T00:00:00+01:00", all_day: true };
    expect(isOver(today, "Europe/Berlin", now)).toBe(false);
    expect(isOver({ ...today, end: null }, "Europe/Berlin", now)).toBe(false);
    // Already the 29th in Kiritimati (UTC+14).
    expect(isOver(today, "Pacific/Kiritimati", now)).toBe(true);
    const yesterday = { start: "2026-11-25T00:00:00+01:00", end: "2026-11-27T00:00:00+01:00", all_day: true };
    expect(isOver(yesterday, "Europe/Berlin", now)).toBe(true);
  });

  it("ends a timed appointment at its end", () => {
    const date = { start: "2026-11-28T14:00:00+01:00", end: "2026-11-28T16:30:00+01:00", all_day: false };
    expect(isOver(date, "Europe/Berlin", now)).toBe(false);
    expect(isOver({ ...date, end: "2026-11-28T15:30:00+01:00" }, "Europe/Berlin", now)).toBe(true);
  });
});
