import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, calendar, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

// The detail page's participant panel (calendar.md §2, §3 participants): everyone invited with their answer, and the
// counts the participants page shows, not only those who accepted.

let app: App;
let organiser: MemberRow;
let invitee: MemberRow;
let other: MemberRow;
let calendarId: string;

type Detail = {
  participants: { status: string; membership: { id: string } }[];
  participant_counts: { accepted: number; declined: number; open: number } | null;
  attending_participants_count: number;
  can: { show_attendees: boolean };
};

/** An appointment of the organiser's `days` ahead, inviting the invitee (and whoever `over` adds). */
async function appointment(name: string, days: number, over: Record<string, unknown> = {}) {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const created = await (await as(app, organiser)).post("/appointments", {
    appointment: {
      name,
      calendar_ids: [calendarId],
      time_zone: "Europe/Berlin",
      date: { start: `${day}T10:00`, end: `${day}T11:00`, all_day: false },
      membership_ids_to_invite: [invitee.id],
      ...over,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

beforeAll(async () => {
  app = await createTestApp();
  organiser = await member(app);
  invitee = await member(app, { firstName: "Ina" });
  other = await member(app, { firstName: "Otto" });
  calendarId = await calendar(app, organiser);
});

describe("the detail's participant panel", () => {
  it("shows the organiser every participant with their answer and the counts, as the participants page does", async () => {
    const id = await appointment("Planning", 12, { membership_ids_to_invite: [invitee.id, other.id] });
    const declined = await (await as(app, invitee)).put(`/appointments/${id}/participants/me`, {
      participant: { status: "declined" },
    });
    expect(declined.statusCode, declined.body).toBe(200);

    const organiserClient = await as(app, organiser);
    const detail = (await organiserClient.get(`/appointments/${id}`)).json() as Detail;
    const page = (await organiserClient.get(`/appointments/${id}/participants`)).json();
    expect(detail.can.show_attendees).toBe(true);
    expect(detail.attending_participants_count).toBe(0);
    expect(detail.participant_counts).toEqual(page.counts);
    expect(detail.participant_counts).toEqual({ accepted: 0, declined: 1, open: 1 });
    // Open before declined.
    expect(detail.participants.map((p) => [p.membership.id, p.status])).toEqual([
      [other.id, "open"],
      [invitee.id, "declined"],
    ]);
  });

  it("leaves the counts out for a member who may not see the attendees", async () => {
    const id = await appointment("Board", 14, { attendee_configuration: { show_participants_to_admins_only: true } });
    const seen = (await (await as(app, invitee)).get(`/appointments/${id}`)).json() as Detail;
    expect(seen.can.show_attendees).toBe(false);
    expect(seen.participants).toEqual([]);
    expect(seen.participant_counts).toBeNull();
  });
});
