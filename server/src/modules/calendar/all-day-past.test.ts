import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, calendar, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

// An all-day appointment is today's all day long, in the member's zone: not past until its last day is over.

let app: App;
let author: MemberRow;
let guest: MemberRow;
let calendarId: string;

async function allDay(name: string, first: string, last: string) {
  const res = await (await as(app, author)).post("/appointments", {
    appointment: {
      name,
      calendar_ids: [calendarId],
      time_zone: author.timeZone,
      date: { start: first, end: last, all_day: true },
      membership_ids_to_invite: [guest.id],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  app = await createTestApp();
  // Far east of UTC, so that "today" there is not yet (or no longer) today in UTC for much of the day.
  author = await member(app, { timeZone: "Pacific/Kiritimati" });
  guest = await member(app, { timeZone: "Pacific/Kiritimati" });
  calendarId = await calendar(app, author);
});

describe("an all-day appointment of today", () => {
  it("is not past: it may be cancelled, and its invitation is still open", async () => {
    const today = DateTime.now().setZone("Pacific/Kiritimati");
    const id = await allDay("Health day", today.toISODate() ?? "", today.toISODate() ?? "");
    const shown = (await (await as(app, author)).get(`/appointments/${id}`)).json();
    expect(shown.cancel_prohibited_reason).toBeNull();
    expect(shown.can.destroy).toBe(true);
    const invites = (await (await as(app, guest)).get("/api/v1/invites?filter=appointments&status=open")).json();
    expect(invites.invites.map((i: { invitable: { id: string } }) => i.invitable.id)).toContain(id);
    const mine = (await (await as(app, guest)).get(`/appointments/${id}`)).json();
    expect(mine.can.opt).toBe(true);
  });

  it("is past once its last day is over", async () => {
    const yesterday = DateTime.now().setZone("Pacific/Kiritimati").minus({ days: 1 });
    const id = await allDay(
      "Yesterday's fair",
      yesterday.minus({ days: 2 }).toISODate() ?? "",
      yesterday.toISODate() ?? "",
    );
    const shown = (await (await as(app, author)).get(`/appointments/${id}`)).json();
    expect(shown.cancel_prohibited_reason).toBe("past");
    const expired = (await (await as(app, guest)).get("/api/v1/invites?filter=appointments&status=expired")).json();
    expect(expired.invites.map((i: { invitable: { id: string } }) => i.invitable.id)).toContain(id);
  });
});
