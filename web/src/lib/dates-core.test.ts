import { describe, expect, it } from "vitest";
import { addDays, isIsoDate, todayIn } from "./dates-core";

describe("dates without dayjs", () => {
  it("tells a day of the calendar from other text", () => {
    expect(isIsoDate("2026-11-30")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-11")).toBe(false);
    expect(isIsoDate("30.11.2026")).toBe(false);
    expect(isIsoDate("2026-11-30T10:00")).toBe(false);
  });

  it("counts days across months, years and the change to summer time", () => {
    expect(addDays("2026-11-30", 14)).toBe("2026-12-14");
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDays("2027-03-20", 14)).toBe("2027-04-03");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("reads today in a zone the browser does not know as the browser's", () => {
    const now = new Date(2026, 10, 23, 12);
    expect(todayIn("Not/AZone", now)).toBe("2026-11-23");
    expect(todayIn("Pacific/Kiritimati", new Date("2026-11-23T11:00:00Z"))).toBe("2026-11-24");
  });
});
