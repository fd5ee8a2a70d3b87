import { encodeCalendarFilter } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { appointmentsQuery } from "./api";

describe("appointmentsQuery", () => {
  it("keeps every calendar (no filter) and no calendar (the empty filter) apart in the cache", () => {
    const base = { participating: false, date: "2026-11-28", view: "list" as const };
    const every = appointmentsQuery(base).queryKey;
    const none = appointmentsQuery({ ...base, calendars: encodeCalendarFilter([]) }).queryKey;
    expect(none).not.toEqual(every);
    expect(appointmentsQuery({ ...base, date: "2026-11-01" }).queryKey).toEqual(every);
  });

  it("keeps the last month on screen while the next loads, never other calendars' appointments", () => {
    const base = { participating: false, date: "2026-11-28", view: "list" as const };
    const shown = { from: "2026-10-26" } as never;
    const before = (calendars?: string, participating = false) =>
      ({ queryKey: appointmentsQuery({ ...base, participating, calendars }).queryKey }) as never;
    const next = (calendars?: string) => {
      const placeholder = appointmentsQuery({ ...base, date: "2026-12-01", calendars }).placeholderData;
      return typeof placeholder === "function" ? placeholder : () => placeholder;
    };
    const group = encodeCalendarFilter(["a".repeat(24)]);
    expect(next()(shown, before())).toBe(shown);
    expect(next(group)(shown, before(group))).toBe(shown);
    expect(next(group)(shown, before())).toBeUndefined();
    expect(next()(shown, before(group))).toBeUndefined();
    expect(next()(shown, before(undefined, true))).toBeUndefined();
  });
});
