import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, calendar, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

let app: App;
let owner: MemberRow;
let outsider: MemberRow;
let calendarId: string;
let token: string;

/** Occurrence starts (ISO, UTC) and statuses between from and to, expanded by ical.js, not by us. */
function expand(ics: string, from: Date, to: Date) {
  const root = new ICAL.Component(ICAL.parse(ics));
  for (const tz of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  const byUid = new Map<string, ICAL.Component[]>();
  for (const ve of root.getAllSubcomponents("vevent")) {
    const uid = String(ve.getFirstPropertyValue("uid"));
    byUid.set(uid, [...(byUid.get(uid) ?? []), ve]);
  }
  const out: { name: string; start: string; status: string }[] = [];
  for (const comps of byUid.values()) {
    const master = comps.find((c) => !c.hasProperty("recurrence-id"));
    if (!master) throw new Error("a recurrence without its master event");
    const event = new ICAL.Event(master);
    for (const c of comps) if (c !== master) event.relateException(new ICAL.Event(c));
    if (!event.isRecurring()) {
      const start = event.startDate.toJSDate();
      if (start >= from && start < to)
        out.push({
          name: event.summary,
          start: start.toISOString(),
          status: String(master.getFirstPropertyValue("status")),
        });
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const start = details.startDate.toJSDate();
      if (start >= to) break;
      if (start < from) continue;
      out.push({
        name: details.item.summary,
        start: start.toISOString(),
        status: String(details.item.component.getFirstPropertyValue("status")),
      });
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start));
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await member(app);
  outsider = await member(app);
  const g = await group(app, { access: "closed", admin: owner });
  calendarId = await calendar(app, owner, { group: g, name: "Board" });
  const client = await as(app, owner);
  const created = await client.post("/calendars/feed_token");
  expect(created.statusCode).toBe(201);
  token = created.json().token;
});

const post = async (body: Record<string, unknown>, date: Record<string, unknown>) => {
  const res = await (await as(app, owner)).post("/appointments", {
    appointment: { calendar_ids: [calendarId], time_zone: "Europe/Berlin", ...body, date: { all_day: false, ...date } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe("calendar feeds", () => {
  it("requires a valid feed token, never a session", async () => {
    expect((await anonymous(app).get("/appointments.ics")).statusCode).toBe(400);
    expect((await anonymous(app).get("/appointments.ics?auth_token=wrong")).statusCode).toBe(401);
    // A session does not open a feed.
    expect((await (await as(app, owner)).get("/calendars/all/appointments.ics?auth_token=x")).statusCode).toBe(401);
    expect((await anonymous(app).get(`/appointments.ics?auth_token=${token}`)).statusCode).toBe(200);
  });

  it("stops accepting a token once it is reset", async () => {
    const m = await member(app);
    const client = await as(app, m);
    expect((await client.get("/calendars/feed_token")).json().present).toBe(false);
    const first = (await client.post("/calendars/feed_token")).json().token;
    expect((await anonymous(app).get(`/appointments.ics?auth_token=${first}`)).statusCode).toBe(200);
    const second = (await client.post("/calendars/feed_token")).json().token;
    expect((await anonymous(app).get(`/appointments.ics?auth_token=${first}`)).statusCode).toBe(401);
    expect((await anonymous(app).get(`/appointments.ics?auth_token=${second}`)).statusCode).toBe(200);
    expect((await client.get("/calendars/feed_token")).json().present).toBe(true);
  });

  it("matches the app's occurrences when parsed by ical.js, across DST, with modified, cancelled and removed occurrences", async () => {
    const series = await post(
      {
        name: "Weekly sync",
        recurrence_pattern: { recurrence_frequency: "weekly", recurrence_interval: 1, recurrence_end_time: null },
      },
      { start: "2027-03-12T10:00", end: "2027-03-12T11:00" },
    );
    await post({ name: "Single" }, { start: "2027-03-18T15:30", end: "2027-03-18T16:00" });
    await post({ name: "Holiday" }, { start: "2027-03-24", end: "2027-03-24", all_day: true });
    const client = await as(app, owner);
    await client.put(`/appointments/r-${series.id}-20270319T090000Z`, {
      appointment: {
        name: "Weekly sync (moved)",
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start: "2027-03-19T13:00", end: "2027-03-19T14:00", all_day: false },
      },
    });
    await client.post(`/appointments/r-${series.id}-20270326T090000Z/cancel`);
    await client.delete(`/appointments/r-${series.id}-20270402T080000Z`);

    const from = new Date("2027-03-01T00:00:00Z");
    const to = new Date("2027-04-15T00:00:00Z");
    const res = await anonymous(app).get(`/calendars/${calendarId}/appointments.ics?auth_token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    expect(res.body).toContain("BEGIN:VTIMEZONE");
    expect(res.body).toContain("RECURRENCE-ID;TZID=Europe/Berlin:20270319T100000");
    expect(res.body).toContain("EXDATE;TZID=Europe/Berlin:20270402T100000");
    const fromFeed = expand(res.body, from, to);

    const [march, april] = await Promise.all([
      client.get(`/appointments?date=2027-03-10`),
      client.get(`/appointments?date=2027-04-10`),
    ]);
    const seen = new Map<string, { name: string; start: string; status: string }>();
    for (const a of [...march.json().appointments, ...april.json().appointments]) {
      const start = a.all_day ? a.date.start : new Date(a.date.start).toISOString();
      const s = new Date(a.date.start);
      if (s >= from && s < to) seen.set(a.id, { name: a.name, start, status: a.canceled ? "CANCELLED" : "CONFIRMED" });
    }
    const fromApp = [...seen.values()].sort((a, b) => a.start.localeCompare(b.start));
    const timed = (list: typeof fromApp) => list.filter((o) => o.name !== "Holiday");
    expect(timed(fromFeed)).toEqual(timed(fromApp));
    expect(fromFeed.map((o) => o.start)).toContain("2027-04-09T08:00:00.000Z");
    expect(fromFeed.find((o) => o.start === "2027-03-26T09:00:00.000Z")?.status).toBe("CANCELLED");
    expect(fromFeed.filter((o) => o.name === "Holiday")).toHaveLength(1);
  });

  it("never puts what the member may not read into a feed", async () => {
    await post({ name: "Board only" }, { start: "2027-05-05T10:00", end: "2027-05-05T11:00" });
    const outsiderToken = (await (await as(app, outsider)).post("/calendars/feed_token")).json().token;
    const all = await anonymous(app).get(`/calendars/all/appointments.ics?auth_token=${outsiderToken}`);
    expect(all.statusCode).toBe(200);
    expect(all.body).not.toContain("Board only");
    expect(
      (await anonymous(app).get(`/calendars/${calendarId}/appointments.ics?auth_token=${outsiderToken}`)).statusCode,
    ).toBe(404);
    const own = await anonymous(app).get(`/appointments.ics?auth_token=${token}`);
    expect(own.body).toContain("Board only");
  });

  it("downloads a single appointment, a series and an occurrence as .ics", async () => {
    const series = await post(
      {
        name: "Monthly",
        recurrence_pattern: {
          recurrence_frequency: "monthly",
          recurrence_interval: 1,
          recurrence_end_time: "2027-12-31",
        },
      },
      { start: "2027-01-31T09:00", end: "2027-01-31T10:00" },
    );
    const client = await as(app, owner);
    const whole = await client.get(`/appointments/${series.id}.ics`);
    expect(whole.statusCode).toBe(200);
    const starts = expand(whole.body, new Date("2027-01-01Z"), new Date("2028-01-01Z")).map((o) =>
      o.start.slice(0, 10),
    );
    expect(starts).toEqual([
      "2027-01-31",
      "2027-03-31",
      "2027-05-31",
      "2027-07-31",
      "2027-08-31",
      "2027-10-31",
      "2027-12-31",
    ]);
    const one = await client.get(`/appointments/r-${series.id}-20270331T070000Z.ics`);
    expect(expand(one.body, new Date("2027-01-01Z"), new Date("2028-01-01Z")).map((o) => o.start)).toEqual([
      "2027-03-31T07:00:00.000Z",
    ]);
  });
});
