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
});
