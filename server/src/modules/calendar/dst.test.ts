import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, type Client, calendar, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

// Local times that happen twice or never, read as RFC 5545 says: the first instant of a repeated time, and a
// time inside a gap with the offset before the gap (moved forward by the gap). Expected instants checked by
// hand against python-dateutil (its fold=0 for repeated times) and the tz database's transitions.

let app: App;
let owner: MemberRow;
let client: Client;
let calendarId: string;

type Appointment = {
  id: string;
  name: string;
  canceled: boolean;
  date: { start: string; end: string | null; all_day: boolean };
  next_occurrence_url: string | null;
  previous_occurrence_url: string | null;
};

async function post(
  name: string,
  zone: string,
  date: { start: string; end?: string | null; all_day?: boolean },
  recurrence?: { recurrence_frequency: string; recurrence_interval?: number; recurrence_end_time?: string | null },
) {
  const res = await client.post("/appointments", {
    appointment: {
      name,
      calendar_ids: [calendarId],
      time_zone: zone,
      date: { end: null, all_day: false, ...date },
      ...(recurrence && {
        recurrence_pattern: { recurrence_interval: 1, recurrence_end_time: null, ...recurrence },
      }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Appointment;
}

async function month(c: Client, date: string, seriesId: string) {
  const res = await c.get(`/appointments?date=${date}`);
  expect(res.statusCode).toBe(200);
  return (res.json().appointments as Appointment[]).filter((a) => a.id.startsWith(`r-${seriesId}-`));
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await member(app);
  client = await as(app, owner);
  const g = await group(app, { access: "closed", admin: owner });
  calendarId = await calendar(app, owner, { group: g, name: "Shifts" });
});

describe("occurrences moved by a DST gap", () => {
  const cases = [
    {
      zone: "Europe/Berlin",
      day: "2027-03-28",
      wall: "02:30",
      key: "20270328T013000Z",
      start: "2027-03-28T03:30:00+02:00",
    },
    {
      zone: "America/New_York",
      day: "2027-03-14",
      wall: "02:30",
      key: "20270314T073000Z",
      start: "2027-03-14T03:30:00-04:00",
    },
    {
      zone: "Australia/Lord_Howe",
      day: "2027-10-03",
      wall: "02:15",
      key: "20271002T154500Z",
      start: "2027-10-03T02:45:00+11:00",
    },
    {
      zone: "Pacific/Chatham",
      day: "2027-09-26",
      wall: "03:00",
      key: "20270925T141500Z",
      start: "2027-09-26T04:00:00+13:45",
    },
  ];

  it.each(cases)("open, change, cancel and delete by the id the month view shows ($zone)", async (c) => {
    const first = new Date(Date.parse(c.day) - 3 * 86_400_000).toISOString().slice(0, 10);
    const series = await post(
      `Night shift ${c.zone}`,
      c.zone,
      { start: `${first}T${c.wall}` },
      { recurrence_frequency: "daily" },
    );
    const moved = (await month(client, c.day, series.id)).find((a) => a.date.start.startsWith(c.day));
    const id = `r-${series.id}-${c.key}`;
    expect(moved?.id).toBe(id);
    expect(moved?.date.start).toBe(c.start);

    const shown = await client.get(`/appointments/${id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().date.start).toBe(c.start);
    // The neighbours link to it and it links to them.
    const previous = shown.json().previous_occurrence_url as string;
    expect(previous).toMatch(new RegExp(`^/appointments/r-${series.id}-`));
    expect((await client.get(previous)).json().next_occurrence_url).toBe(`/appointments/${id}`);
    const next = shown.json().next_occurrence_url as string;
    expect((await client.get(next)).json().previous_occurrence_url).toBe(`/appointments/${id}`);
    expect((await client.get(`/appointments/${id}.ics`)).statusCode).toBe(200);

    const changed = await client.put(`/appointments/${id}`, {
      appointment: {
        name: "Moved by the clock",
        calendar_ids: [calendarId],
        time_zone: c.zone,
        date: { start: c.start.slice(0, 16), end: null, all_day: false },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, name: "Moved by the clock" });
    const cancelled = await client.post(`/appointments/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().canceled).toBe(true);
    expect((await client.delete(`/appointments/${id}`)).statusCode).toBe(204);
    expect((await client.get(`/appointments/${id}`)).statusCode).toBe(404);
    expect((await month(client, c.day, series.id)).some((a) => a.id === id)).toBe(false);
  });

  it("a start entered inside a gap keeps its length, and a series keeps the entered time on other days", async () => {
    const single = await post("Gap start", "Europe/Berlin", { start: "2027-03-28T02:30", end: "2027-03-28T03:30" });
    expect(single.date).toMatchObject({ start: "2027-03-28T03:30:00+02:00", end: "2027-03-28T04:30:00+02:00" });
    const ics = (await client.get(`/appointments/${single.id}.ics`)).body;
    expect(ics).toContain("DTSTART;TZID=Europe/Berlin:20270328T033000");
    expect(ics).toContain("DTEND;TZID=Europe/Berlin:20270328T043000");

    const series = await post(
      "Gap series",
      "Europe/Berlin",
      { start: "2027-03-28T02:30", end: "2027-03-28T03:30" },
      { recurrence_frequency: "daily", recurrence_end_time: "2027-03-30" },
    );
    const dates = (await month(client, "2027-03-28", series.id)).map((a) => [a.date.start, a.date.end]);
    expect(dates).toEqual([
      ["2027-03-28T03:30:00+02:00", "2027-03-28T04:30:00+02:00"],
      ["2027-03-29T02:30:00+02:00", "2027-03-29T03:30:00+02:00"],
      ["2027-03-30T02:30:00+02:00", "2027-03-30T03:30:00+02:00"],
    ]);
    const token = (await client.post("/calendars/feed_token")).json().token as string;
    const feed = (await anonymous(app).get(`/calendars/${calendarId}/appointments.ics?auth_token=${token}`)).body;
    const events = feed.split("BEGIN:VEVENT").slice(1);
    const gapSeries = events.find((e) => e.includes("SUMMARY:Gap series")) ?? "";
    expect(gapSeries).toContain("DTSTART;TZID=Europe/Berlin:20270328T023000");
    expect(gapSeries).toContain("DURATION:PT1H0M0S");
    for (const e of events) {
      const start = /DTSTART[^:]*:(\S+)/.exec(e)?.[1];
      expect(/DTEND[^:]*:(\S+)/.exec(e)?.[1], e).not.toBe(start);
    }
  });
});

describe("repeated local times", () => {
  const cases = [
    { zone: "Europe/Berlin", wall: "2026-10-25T02:30", start: "2026-10-25T02:30:00+02:00" },
    { zone: "America/New_York", wall: "2026-11-01T01:30", start: "2026-11-01T01:30:00-04:00" },
    { zone: "Australia/Lord_Howe", wall: "2026-04-05T01:45", start: "2026-04-05T01:45:00+11:00" },
    { zone: "Pacific/Chatham", wall: "2027-04-04T03:00", start: "2027-04-04T03:00:00+13:45" },
  ];

  it.each(cases)("resolve to the first instant in the form, the series and the .ics ($zone)", async (c) => {
    const single = await post(`Twice ${c.zone}`, c.zone, { start: c.wall });
    expect(single.date.start).toBe(c.start);
    const day = c.wall.slice(0, 10);
    const series = await post(`Daily ${c.zone}`, c.zone, { start: c.wall }, { recurrence_frequency: "daily" });
    const occurrences = await month(client, day, series.id);
    expect(occurrences.find((a) => a.date.start.startsWith(day))?.date.start).toBe(c.start);
    const instant = new Date(c.start);
    expect(occurrences[0]?.id).toBe(`r-${series.id}-${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`);
    // In the .ics the repeated wall time is written as its UTC instant, which no reader can take for the second pass.
    const ics = (await client.get(`/appointments/${single.id}.ics`)).body;
    expect(ics).toContain(`DTSTART:${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`);
  });
});

describe("all-day occurrences in zones east of the member's", () => {
  it.each(["Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham"])(
    "keep the sheet's first Monday and leave out the Monday after it (%s)",
    async (zone) => {
      // The member is in Berlin; the November 2026 sheet runs from Monday 26 October to Sunday 6 December.
      const series = await post(
        `Mondays ${zone}`,
        zone,
        { start: "2026-10-05", end: "2026-10-05", all_day: true },
        { recurrence_frequency: "weekly" },
      );
      const dates = (await month(client, "2026-11-15", series.id)).map((a) => a.date.start.slice(0, 10));
      expect(dates).toEqual(["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30"]);
      const first = await post(`First ${zone}`, zone, { start: "2026-10-26", all_day: true });
      const after = await post(`After ${zone}`, zone, { start: "2026-12-07", all_day: true });
      const ids = ((await client.get("/appointments?date=2026-11-15")).json().appointments as Appointment[]).map(
        (a) => a.id,
      );
      expect(ids).toContain(first.id);
      expect(ids).not.toContain(after.id);
    },
  );
});

describe("the .ics time zone", () => {
  it("describes the zone with yearly rules, so programs place occurrences decades ahead correctly", async () => {
    const series = await post(
      "Weekly for ever",
      "Europe/Berlin",
      { start: "2027-01-04T10:00", end: "2027-01-04T11:00" },
      { recurrence_frequency: "weekly" },
    );
    const ics = (await client.get(`/appointments/${series.id}.ics`)).body;
    expect(ics).toContain("TZID:Europe/Berlin");
    expect(ics).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
    const root = new ICAL.Component(ICAL.parse(ics));
    for (const tz of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
    const event = new ICAL.Event(root.getFirstSubcomponent("vevent") as ICAL.Component);
    const iterator = event.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next && next.year <= 2040; next = iterator.next()) {
      if (next.year === 2040 && next.month === 7) starts.push(next.toJSDate().toISOString());
    }
    // 10:00 summer time in Berlin, fourteen years after the last fixed transition the old file listed.
    expect(starts).toEqual([
      "2040-07-02T08:00:00.000Z",
      "2040-07-09T08:00:00.000Z",
      "2040-07-16T08:00:00.000Z",
      "2040-07-23T08:00:00.000Z",
      "2040-07-30T08:00:00.000Z",
    ]);
  });

  it("names an alias the way the events do", async () => {
    const single = await post("Alias", "Asia/Calcutta", { start: "2027-01-04T10:00" });
    const ics = (await client.get(`/appointments/${single.id}.ics`)).body;
    expect(ics).toContain("TZID:Asia/Calcutta\r\n");
    expect(ics).toContain("DTSTART;TZID=Asia/Calcutta:20270104T100000");
  });
});

describe("days some months or years lack", () => {
  it("skips months without the 31st and years without 29 February (RFC 5545, as Google does)", async () => {
    const monthly = await post(
      "On the 31st",
      "Europe/Berlin",
      { start: "2027-01-31T09:00" },
      { recurrence_frequency: "monthly" },
    );
    // February 2027's sheet runs from Monday 1 February to Sunday 28 February.
    expect(await month(client, "2027-02-10", monthly.id)).toEqual([]);
    expect((await month(client, "2027-04-10", monthly.id)).map((a) => a.date.start.slice(0, 10))).toEqual([
      "2027-03-31",
    ]);
    const yearly = await post(
      "Leap day",
      "Europe/Berlin",
      { start: "2028-02-29", all_day: true },
      { recurrence_frequency: "yearly" },
    );
    expect(await month(client, "2029-02-10", yearly.id)).toEqual([]);
    expect((await month(client, "2032-02-10", yearly.id)).map((a) => a.date.start.slice(0, 10))).toEqual([
      "2032-02-29",
    ]);
  });
});
