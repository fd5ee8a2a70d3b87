import { describe, expect, it } from "vitest";
import {
  asksApplyTo,
  attachmentsTooLarge,
  formatAppointmentDate,
  groupParticipants,
  otherStatuses,
  RELOAD_AFTER_ADD_MS,
  rsvpState,
  tabLoadsInvites,
} from "./logic";

const base = {
  can: { opt: true } as never,
  attendee_configuration: { participation_locked: false } as never,
  total_attendees_enforced_and_exceeded: false,
};

describe("participation logic", () => {
  it("reloads 3, 9 and 18 seconds after adding", () => {
    expect(RELOAD_AFTER_ADD_MS).toEqual([3000, 9000, 18000]);
  });

  it("offers the statuses other than the active one", () => {
    expect(otherStatuses("open")).toEqual(["accepted", "declined"]);
  });

  it("disables accept at the enforced limit and everything when locked", () => {
    expect(rsvpState(base, null)).toEqual({ accept: true, decline: true, open: true });
    expect(rsvpState({ ...base, total_attendees_enforced_and_exceeded: true }, null).accept).toBe(false);
    expect(rsvpState({ ...base, total_attendees_enforced_and_exceeded: true }, "accepted").accept).toBe(true);
    expect(rsvpState({ ...base, attendee_configuration: { participation_locked: true } as never }, null)).toEqual({
      accept: false,
      decline: false,
      open: false,
    });
  });

  it("asks apply_to only for modified occurrences", () => {
    expect(asksApplyTo({ type: "appointment", recurring_appointment_url: "/appointments/x" })).toBe(true);
    expect(asksApplyTo({ type: "virtual_appointment", recurring_appointment_url: "/appointments/x" })).toBe(false);
    expect(asksApplyTo({ type: "appointment", recurring_appointment_url: null })).toBe(false);
  });

  it("loads invites for open, expired and obsolete, participations otherwise", () => {
    expect(
      ["open", "upcoming", "accepted", "declined", "expired", "obsolete"].filter((t) => tabLoadsInvites(t as never)),
    ).toEqual(["open", "expired", "obsolete"]);
  });

  it("groups participants by their group", () => {
    const p = (id: string, group: { id: string; name: string } | null) => ({ id, group }) as never;
    const groups = groupParticipants([p("1", null), p("2", { id: "g", name: "G" }), p("3", { id: "g", name: "G" })]);
    expect(groups.map((g) => [g.id, g.participants.length])).toEqual([
      [null, 1],
      ["g", 2],
    ]);
  });

  it("compares attachments with the MB limit", () => {
    expect(attachmentsTooLarge(10 * 1024 * 1024, 10)).toBe(false);
    expect(attachmentsTooLarge(10 * 1024 * 1024 + 1, 10)).toBe(true);
  });
});

describe("zonedToIso", () => {
  it("turns a wall time in a zone into an instant, across DST", async () => {
    const { zonedToIso } = await import("./logic");
    expect(zonedToIso("2026-01-15T10:00", "Europe/Berlin")).toBe("2026-01-15T09:00:00.000Z");
    expect(zonedToIso("2026-07-15T10:00", "Europe/Berlin")).toBe("2026-07-15T08:00:00.000Z");
    expect(zonedToIso("2026-07-15T10:00", "UTC")).toBe("2026-07-15T10:00:00.000Z");
    expect(zonedToIso("nonsense", "UTC")).toBeNull();
  });
});

describe("formatAppointmentDate", () => {
  it("writes an all-day appointment's days without a time, and a timed one's clock in its own zone", () => {
    const berlin = (start: string, end: string | null, all_day: boolean) => ({ start, end, all_day });
    expect(formatAppointmentDate(berlin("2027-10-27T00:00:00+02:00", "2027-10-27T00:00:00+02:00", true))).toBe(
      "27/10/2027",
    );
    expect(formatAppointmentDate(berlin("2027-10-27T00:00:00+02:00", "2027-10-29T00:00:00+02:00", true))).toBe(
      "27/10/2027 – 29/10/2027",
    );
    expect(formatAppointmentDate(berlin("2031-06-10T10:00:00+02:00", "2031-06-10T11:00:00+02:00", false))).toBe(
      "10/06/2031 10:00 – 11:00",
    );
    expect(formatAppointmentDate(berlin("2031-06-10T22:00:00+02:00", "2031-06-11T01:00:00+02:00", false))).toBe(
      "10/06/2031 22:00 – 11/06/2031 01:00",
    );
    expect(formatAppointmentDate(berlin("2031-06-10T10:00:00+02:00", null, false))).toBe("10/06/2031 10:00");
  });
});
