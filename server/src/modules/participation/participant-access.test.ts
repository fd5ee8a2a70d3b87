import { encodeCalendarFilter } from "@intranet/contracts";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, calendar, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

// An appointment in a calendar the invitee cannot read: every list shows it to them while they take part in it,
// over HTTP as two real members (the administrator who invites, the member who answers), and to nobody else.

let app: App;
let boss: MemberRow;
let invitee: MemberRow;
let outsider: MemberRow;
let bossCalendar: string;
let inviteeCalendar: string;

/** Next week's Tuesday, 10:00 in Berlin, as the form sends it. */
const start = DateTime.now().setZone("Europe/Berlin").plus({ weeks: 1 }).set({ weekday: 2, hour: 10, minute: 0 });
const month = start.toFormat("yyyy-MM-dd");

async function weekly(name: string, invite: MemberRow[]) {
  const res = await (await as(app, boss)).post("/appointments", {
    appointment: {
      name,
      calendar_ids: [bossCalendar],
      time_zone: "Europe/Berlin",
      date: {
        start: start.toFormat("yyyy-MM-dd'T'HH:mm"),
        end: start.plus({ hours: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"),
        all_day: false,
      },
      recurrence_pattern: { recurrence_frequency: "weekly", recurrence_interval: 1, recurrence_end_time: null },
      membership_ids_to_invite: invite.map((m) => m.id),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function answer(client: Client, seriesId: string, how: "accept" | "reject") {
  const open = (await client.get("/api/v1/invites?filter=appointments&status=open")).json();
  const invite = open.invites.find((i: { invitable: { id: string } }) => i.invitable.id === seriesId);
  expect(invite, "the open invite").toBeDefined();
  const res = await client.post(`/api/v1/invites/${invite.id}/${how}`);
  expect(res.statusCode, res.body).toBe(200);
  return invite;
}

/** The names in a month list (`GET /appointments` or `/appointments/participating`). */
async function namesIn(client: Client, path: string, extra = "") {
  const res = await client.get(`${path}?date=${month}&view=list&type=month${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().appointments as { name: string }[]).map((a) => a.name);
}

async function feed(client: Client, path: string) {
  const token = (await client.post("/calendars/feed_token")).json().token as string;
  const res = await client.get(`${path}?auth_token=${token}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

const searchNames = async (client: Client, q: string) => {
  const res = await client.get(`/search.json?q=${encodeURIComponent(q)}&module=appointments`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().appointments.hits as { name: string }[]).map((h) => h.name);
};

beforeAll(async () => {
  app = await createTestApp();
  boss = await admin(app, { firstName: "Ada" });
  invitee = await member(app, { firstName: "Ben" });
  outsider = await member(app, { firstName: "Cleo" });
  bossCalendar = await calendar(app, boss, { name: "Ada's calendar" });
  inviteeCalendar = await calendar(app, invitee, { name: "Ben's calendar" });
});

describe("a participant sees what they take part in, whatever calendar holds it", () => {
  it("lists an accepted weekly appointment of another member's calendar everywhere the invitee looks", async () => {
    const id = await weekly("Steering weekly", [invitee]);
    const ben = await as(app, invitee);
    const cleo = await as(app, outsider);

    // Invited, not yet answered: already on their calendar.
    expect(await namesIn(ben, "/appointments")).toContain("Steering weekly");
    // The invitation says it is to a weekly series.
    const invite = await answer(ben, id, "accept");
    expect(invite.invitable.recurrence_pattern).toEqual({
      recurrence_frequency: "weekly",
      recurrence_interval: 1,
      recurrence_end_time: null,
    });

    // The month list (the start page reads the same), Participating, the page, search and the feeds.
    const listed = await namesIn(ben, "/appointments");
    expect(listed.filter((n) => n === "Steering weekly").length).toBeGreaterThanOrEqual(1);
    expect(await namesIn(ben, "/appointments/participating")).toContain("Steering weekly");
    const page = await ben.get(`/appointments/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ my_participation_status: "accepted", unknown_calendars: 1 });
    const occurrence = (await ben.get(`/appointments?date=${month}`)).json().appointments[0].id as string;
    expect((await ben.get(`/appointments/${occurrence}`)).statusCode).toBe(200);
    expect(await searchNames(ben, "Steering weekly")).toContain("Steering weekly");
    expect(await feed(ben, "/appointments.ics")).toContain("SUMMARY:Steering weekly");
    expect(await feed(ben, "/appointments/participating.ics")).toContain("SUMMARY:Steering weekly");
    expect(await feed(ben, "/calendars/all/appointments.ics")).toContain("SUMMARY:Steering weekly");

    // A calendar filter names calendars: the member's own does not hold it, nor do their own calendars' feeds.
    const own = encodeCalendarFilter([inviteeCalendar]);
    expect(await namesIn(ben, "/appointments", `&calendars=${own}`)).not.toContain("Steering weekly");
    expect(await feed(ben, "/calendars/my/appointments.ics")).not.toContain("Steering weekly");

    // Nobody else gains anything.
    expect(await namesIn(cleo, "/appointments")).not.toContain("Steering weekly");
    expect(await namesIn(cleo, "/appointments/participating")).not.toContain("Steering weekly");
    expect((await cleo.get(`/appointments/${id}`)).statusCode).toBe(404);
    expect(await searchNames(cleo, "Steering weekly")).not.toContain("Steering weekly");
    expect(await feed(cleo, "/appointments.ics")).not.toContain("Steering weekly");
  });

  it("keeps a declined invitation readable but off the lists", async () => {
    const id = await weekly("Budget weekly", [invitee]);
    const ben = await as(app, invitee);
    await answer(ben, id, "reject");
    expect(await namesIn(ben, "/appointments")).not.toContain("Budget weekly");
    expect(await namesIn(ben, "/appointments/participating")).not.toContain("Budget weekly");
    const page = await ben.get(`/appointments/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().my_participation_status).toBe("declined");
    // They may change their mind, and it is back.
    const res = await ben.put(`/appointments/${id}/participants/me`, { participant: { status: "accepted" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await namesIn(ben, "/appointments/participating")).toContain("Budget weekly");
  });

  it("shows a member invited to one modified occurrence that occurrence only", async () => {
    const id = await weekly("Review weekly", []);
    const bossClient = await as(app, boss);
    const list = (await bossClient.get(`/appointments?date=${month}`)).json().appointments as {
      id: string;
      name: string;
    }[];
    const occurrence = list.find((a) => a.name === "Review weekly")?.id as string;
    // A plain occurrence answers for its series: the occurrence is modified first, then answers for itself.
    const moved = await bossClient.put(`/appointments/${occurrence}`, {
      appointment: {
        name: "Review moved",
        calendar_ids: [bossCalendar],
        time_zone: "Europe/Berlin",
        date: {
          start: start.set({ hour: 14 }).toFormat("yyyy-MM-dd'T'HH:mm"),
          end: start.set({ hour: 15 }).toFormat("yyyy-MM-dd'T'HH:mm"),
          all_day: false,
        },
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const added = await bossClient.post(`/appointments/${occurrence}/participants`, {
      participant: { membership_ids: [invitee.id] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const ben = await as(app, invitee);
    const names = await namesIn(ben, "/appointments");
    expect(names).toContain("Review moved");
    expect(names).not.toContain("Review weekly");
    expect((await ben.get(`/appointments/${occurrence}`)).statusCode).toBe(200);
    expect((await ben.get(`/appointments/${id}`)).statusCode).toBe(404);
  });
});
