import type { Appointment } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { applyDateLocale } from "../../lib/dates";
import { agenda, timeRange } from "./agenda";

const at = (id: string, start: string, end: string | null, all_day = false) =>
  ({ id, name: id, date: { start, end, all_day, time_zone: "Europe/Berlin", same_day: true } }) as Appointment;

describe("agenda", () => {
  const today = "2026-11-23";

  it("puts what covers today first (all-day, then by start) and the next two weeks after, each once", () => {
    const standUp = at("stand-up", "2026-11-23T09:15:00+01:00", "2026-11-23T09:30:00+01:00");
    const health = at("health", "2026-11-23T00:00:00+01:00", "2026-11-23T00:00:00+01:00", true);
    const offsite = at("offsite", "2026-11-22T00:00:00+01:00", "2026-11-24T00:00:00+01:00", true);
    const party = at("party", "2026-12-07T18:00:00+01:00", "2026-12-07T23:00:00+01:00");
    const late = at("late", "2026-12-08T09:00:00+01:00", "2026-12-08T10:00:00+01:00");
    const past = at("past", "2026-11-20T09:00:00+01:00", "2026-11-20T10:00:00+01:00");
    const review = at("review", "2026-11-26T11:00:00+01:00", "2026-11-26T12:00:00+01:00");
    const plan = agenda([standUp, health, offsite, party, late, past, review, standUp], today);
    expect(plan.today.map((a) => a.id)).toEqual(["health", "offsite", "stand-up"]);
    expect(plan.upcoming.map(({ day, appointment }) => `${day} ${appointment.id}`)).toEqual([
      "2026-11-26 review",
      "2026-12-07 party",
    ]);
  });

  it("writes the wall-clock times in the reader's language, with the end's date when it is another day", () => {
    applyDateLocale("en");
    expect(timeRange(at("a", "2026-11-23T09:15:00+01:00", "2026-11-23T09:30:00+01:00").date)).toBe("09:15–09:30");
    expect(timeRange(at("b", "2026-11-23T22:00:00+01:00", "2026-11-24T01:00:00+01:00").date)).toBe(
      "22:00–24/11/2026 01:00",
    );
    expect(timeRange(at("c", "2026-11-23T00:00:00+01:00", null, true).date)).toBeNull();
  });
});
