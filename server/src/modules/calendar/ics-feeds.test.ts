import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, calendar, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

// Feeds of tricky appointments read back by ical.js (not by us): every VEVENT lasts a positive time, writes
// DTSTART and DTEND (or DURATION) the same way, names its occurrences in DTSTART's form, ends its rule in the form
// RFC 5545 asks (UNTIL a date for dates, UTC for zoned times), and keeps its texts through folding and escaping.

let app: App;
let client: Client;
let calendarId: string;
let token: string;
const ids: string[] = [];

type Dates = { start: string; end: string | null; all_day?: boolean };
type Pattern = { recurrence_frequency: string; recurrence_interval?: number; recurrence_end_time?: string | null };

async function post(name: string, zone: string, date: Dates, pattern: Pattern | null = null, extra = {}) {
  const res = await client.post("/appointments", {
    appointment: {
      name,
      calendar_ids: [calendarId],
      time_zone: zone,
      date: { all_day: false, ...date },
      recurrence_pattern: pattern && { recurrence_interval: 1, recurrence_end_time: null, ...pattern },
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  ids.push(id);
  return id;
}

/** The series' occurrence starting on `day` (as the month list names it). */
async function occurrenceOn(seriesId: string, day: string) {
  const list = (await client.get(`/appointments?date=${day}`)).json().appointments as {
    id: string;
    date: { start: string };
  }[];
  const found = list.find((a) => a.id.startsWith(`r-${seriesId}-`) && a.date.start.startsWith(day));
  if (!found) throw new Error(`no occurrence of ${seriesId} on ${day}`);
  return found.id;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const LONG = `Agenda: ${"Budget, hiring; roadmap\\review — Ünïcödé ✓ 日本語 ".repeat(8)}`.trim();

beforeAll(async () => {
  app = await createTestApp();
  const m = await member(app, { timeZone: "Europe/Berlin" });
  client = await as(app, m);
  calendarId = await calendar(app, m, { name: "Tricky, with; marks" });
  token = (await client.post("/calendars/feed_token")).json().token;

  // Fall-back days: singles around and inside the repeated hour.
  for (const [zone, day, times] of [
    ["Europe/Berlin", "2027-10-31", ["01:30", "02:00", "02:30", "03:00"]],
    ["America/New_York", "2027-11-07", ["00:30", "01:00", "01:30", "02:00"]],
    ["Australia/Lord_Howe", "2027-04-04", ["01:15", "01:30", "01:45"]],
  ] as const) {
    for (const time of times) {
      const end = `${day}T${String(Number(time.slice(0, 2)) + 1).padStart(2, "0")}${time.slice(2)}`;
      await post(`Single ${zone} ${time}`, zone, { start: `${day}T${time}`, end });
    }
    // Daily series through the day, its occurrence there cancelled, another moved, another removed.
    for (const [i, time] of times.entries()) {
      const first = addDays(day, -2);
      const end = `${first}T${String(Number(time.slice(0, 2)) + 1).padStart(2, "0")}${time.slice(2)}`;
      const series = await post(
        `Daily ${zone} ${time}`,
        zone,
        { start: `${first}T${time}`, end },
        {
          recurrence_frequency: "daily",
          recurrence_end_time: i % 2 ? addDays(day, 10) : null,
        },
      );
      const occurrence = await occurrenceOn(series, day);
      if (i % 3 === 0) expect((await client.post(`/appointments/${occurrence}/cancel`)).statusCode).toBe(200);
      if (i % 3 === 1) expect((await client.delete(`/appointments/${occurrence}`)).statusCode).toBe(204);
      if (i % 3 === 2) {
        const moved = await client.put(`/appointments/${occurrence}`, {
          appointment: {
            name: `Moved ${zone} ${time}`,
            calendar_ids: [calendarId],
            time_zone: zone,
            date: { start: `${day}T${time}`, end: `${day}T23:00`, all_day: false },
          },
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
    }
  }
  // Spring-forward: a wall time inside the gap, singles and a series.
  await post("Gap single", "Europe/Berlin", { start: "2027-03-28T02:30", end: "2027-03-28T03:30" });
  await post("Across the gap", "Europe/Berlin", { start: "2027-03-28T01:30", end: "2027-03-28T03:15" });
  await post(
    "Gap daily",
    "Europe/Berlin",
    { start: "2027-03-26T02:30", end: "2027-03-26T03:00" },
    {
      recurrence_frequency: "daily",
      recurrence_end_time: "2027-04-02",
    },
  );
  // All-day: a day, several days, a series with an end and a cancelled day.
  await post("Health day", "Europe/Berlin", { start: "2027-10-31", end: "2027-10-31", all_day: true });
  await post("Trade fair", "Pacific/Chatham", { start: "2027-04-03", end: "2027-04-05", all_day: true });
  const days = await post(
    "Night shift",
    "America/New_York",
    { start: "2027-11-05", end: "2027-11-05", all_day: true },
    { recurrence_frequency: "daily", recurrence_end_time: "2027-11-11" },
  );
  expect((await client.post(`/appointments/${await occurrenceOn(days, "2027-11-07")}/cancel`)).statusCode).toBe(200);
  // Texts that need escaping and folding; weekly and monthly rules with their end.
  await post(
    "Review; budget, hiring \\ plans",
    "Asia/Kolkata",
    { start: "2027-01-11T09:30", end: "2027-01-11T10:00" },
    { recurrence_frequency: "weekly", recurrence_interval: 2, recurrence_end_time: "2027-06-30" },
    { description: `<p>${LONG}</p>`, location: { name: "Room 1, floor 2; east", city: "Köln" } },
  );
  await post(
    "Payday",
    "Europe/Berlin",
    { start: "2027-01-31T00:00", end: "2027-01-31T00:30" },
    { recurrence_frequency: "monthly", recurrence_end_time: "2027-12-31" },
  );
}, 120_000);

type Form = "date" | "utc" | `tzid:${string}`;
function formOf(prop: ICAL.Property): Form {
  if (prop.type === "date") return "date";
  const tzid = prop.getParameter("tzid");
  if (tzid) return `tzid:${String(tzid)}`;
  const text = prop.toICALString();
  expect(text.endsWith("Z"), `${text}: a date-time without zone is floating`).toBe(true);
  return "utc";
}

/** Parses a VCALENDAR with ical.js and checks every VEVENT; answers the events by SUMMARY. */
function check(ics: string) {
  for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const root = new ICAL.Component(ICAL.parse(ics));
  const zones = new Set<string>();
  for (const tz of root.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(tz);
    zones.add(String(tz.getFirstPropertyValue("tzid")));
  }
  const events = new Map<string, ICAL.Component[]>();
  for (const vevent of root.getAllSubcomponents("vevent")) {
    const summary = String(vevent.getFirstPropertyValue("summary"));
    events.set(summary, [...(events.get(summary) ?? []), vevent]);
    const event = new ICAL.Event(vevent);
    const start = vevent.getFirstProperty("dtstart");
    if (!start) throw new Error(`${summary}: no DTSTART`);
    const startForm = formOf(start);
    if (startForm.startsWith("tzid:")) expect(zones.has(startForm.slice(5)), `${summary}: VTIMEZONE`).toBe(true);
    const end = vevent.getFirstProperty("dtend");
    if (end) expect(formOf(end), `${summary}: DTEND written as DTSTART is`).toBe(startForm);
    else expect(vevent.hasProperty("duration"), `${summary}: DTEND or DURATION`).toBe(true);
    const length = event.endDate.toUnixTime() - event.startDate.toUnixTime();
    expect(length, `${summary}: ${start.toICALString()} / ${end?.toICALString()}`).toBeGreaterThan(0);
    for (const name of ["recurrence-id", "exdate"]) {
      for (const prop of vevent.getAllProperties(name)) {
        expect(prop.type, `${summary}: ${name} of DTSTART's type`).toBe(start.type);
      }
    }
    const rule = vevent.getFirstPropertyValue("rrule") as ICAL.Recur | null;
    const until = rule?.until;
    if (until) {
      if (start.type === "date") expect(until.isDate, `${summary}: UNTIL a date`).toBe(true);
      else expect(until.zone === ICAL.Timezone.utcTimezone, `${summary}: UNTIL in UTC`).toBe(true);
    }
  }
  return events;
}

describe("iCalendar feeds read by ical.js", () => {
  it("write every event with a positive length and consistent forms", async () => {
    const res = await client.get(`/calendars/${calendarId}/appointments.ics?auth_token=${token}`);
    expect(res.statusCode).toBe(200);
    const events = check(res.body);
    // The cancelled occurrences on the fall-back days are there, cancelled, and not empty.
    const cancelled = [...events.values()].flat().filter((e) => e.getFirstPropertyValue("status") === "CANCELLED");
    expect(cancelled.length).toBeGreaterThanOrEqual(3);
    expect(events.get("Moved Europe/Berlin 02:30")?.[0]?.hasProperty("recurrence-id")).toBe(true);
    // Texts survive escaping and folding.
    const review = events.get("Review; budget, hiring \\ plans")?.[0];
    expect(review?.getFirstPropertyValue("description")).toBe(LONG);
    expect(review?.getFirstPropertyValue("location")).toBe("Room 1, floor 2; east, Köln");
    expect(String(review?.getFirstProperty("categories")?.getFirstValue())).toBe("Tricky, with; marks");
  });

  it("write each appointment's own .ics the same way, at the instants the API shows", async () => {
    for (const id of ids) {
      const res = await client.get(`/appointments/${id}.ics`);
      expect(res.statusCode).toBe(200);
      const [event] = [...check(res.body).values()].flat();
      const shown = (await client.get(`/appointments/${id}`)).json();
      if (!shown.date.all_day && event) {
        const start = new ICAL.Event(event).startDate.toJSDate().getTime();
        expect(start, `${shown.name} starts where the API says`).toBe(Date.parse(shown.date.start));
      }
    }
  });
});
