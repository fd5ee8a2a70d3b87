import fc from "fast-check";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, calendar, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

// The month view, the occurrence detail and the series' .ics expanded by ical.js (not by us) must name the
// same occurrences, for random rules, zones and windows with DST gap and repeated-hour days among them.
// Instants are checked against the platform's tz data through Intl (not luxon, which the server uses).
// Documented differences, not compared: ical.js reads a repeated local time as its later instant and a time
// in a gap with the offset after the gap (python-dateutil does the latter too); the product follows
// RFC 5545 3.3.5 (first instant; offset before the gap, i.e. moved forward).

const DAY = 86_400_000;
const ZONES = [
  "Europe/Berlin",
  "America/New_York",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "Asia/Kolkata",
  "UTC",
] as const;
type Zone = (typeof ZONES)[number];

/** Days the clocks change in 2027 (tz database), with wall times inside the gap or the repeated hour. */
const CHANGES: Record<Zone, { day: string; times: string[] }[]> = {
  "Europe/Berlin": [
    { day: "2027-03-28", times: ["02:00", "02:30"] },
    { day: "2027-10-31", times: ["02:00", "02:45"] },
  ],
  "America/New_York": [
    { day: "2027-03-14", times: ["02:30"] },
    { day: "2027-11-07", times: ["01:00", "01:30"] },
  ],
  "Australia/Lord_Howe": [
    { day: "2027-04-04", times: ["01:30", "01:45"] },
    { day: "2027-10-03", times: ["02:00", "02:15"] },
  ],
  "Pacific/Chatham": [
    { day: "2027-04-04", times: ["02:45", "03:15"] },
    { day: "2027-09-26", times: ["02:45", "03:30"] },
  ],
  "Asia/Kolkata": [],
  UTC: [],
};

const formats = new Map<string, Intl.DateTimeFormat>();
/** `YYYY-MM-DDTHH:mm:ss` of an instant in the zone, from the platform's Intl. */
function wallOf(ms: number, zone: string): string {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}
const offsetAt = (ms: number, zone: string) => Date.parse(`${wallOf(ms, zone)}Z`) - ms;

/** The instants with this wall time: none in a gap, two in a repeated hour. */
function instantsOf(wall: string, zone: string): number[] {
  const w = Date.parse(`${wall}Z`);
  const offsets = new Set([-14, -1, 1, 14].map((h) => offsetAt(w + h * 3_600_000, zone)));
  return [...offsets]
    .map((o) => w - o)
    .filter((t) => wallOf(t, zone) === wall)
    .sort((a, b) => a - b);
}

/** RFC 5545 3.3.5: the first instant; in a gap, the offset before it. */
function rfcInstant(wall: string, zone: string): number {
  const [first] = instantsOf(wall, zone);
  return first ?? Date.parse(`${wall}Z`) - offsetAt(Date.parse(`${wall}Z`) - DAY, zone);
}

const key = (ms: number) => `${new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
const addDays = (date: string, n: number) => new Date(Date.parse(date) + n * DAY).toISOString().slice(0, 10);
const addMonths = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};

type Case = {
  zone: Zone;
  memberZone: Zone;
  frequency: "daily" | "weekly" | "monthly" | "yearly";
  interval: number;
  allDay: boolean;
  start: string;
  time: string;
  length: number;
  until: number | null;
  window: string;
};

/** A series starting on, or a few intervals before, a day the clocks change (or any day), and a month to look at. */
const cases: fc.Arbitrary<Case> = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    memberZone: fc.constantFrom(...ZONES),
    frequency: fc.constantFrom<Case["frequency"][]>("daily", "weekly", "monthly", "yearly"),
    interval: fc.integer({ min: 1, max: 3 }),
    allDay: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    change: fc.nat(),
    time: fc.nat(),
    back: fc.integer({ min: 0, max: 3 }),
    randomDay: fc.integer({ min: 0, max: 540 }),
    quarter: fc.integer({ min: 0, max: 95 }),
    length: fc.integer({ min: 1, max: 40 }),
    until: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
    windowShift: fc.integer({ min: -1, max: 14 }),
  })
  .map((r): Case => {
    const changes = CHANGES[r.zone];
    const change = changes.length && r.change % 4 !== 0 ? changes[r.change % changes.length] : null;
    const back = r.back * r.interval;
    let start: string;
    if (change) {
      const f = r.frequency;
      start =
        f === "daily"
          ? addDays(change.day, -back)
          : f === "weekly"
            ? addDays(change.day, -7 * back)
            : addMonths(change.day, f === "monthly" ? -back : -12 * back);
    } else start = addDays("2026-12-01", r.randomDay);
    const quarter = `${String(Math.floor(r.quarter / 4)).padStart(2, "0")}:${String((r.quarter % 4) * 15).padStart(2, "0")}`;
    const time = change ? (change.times[r.time % change.times.length] ?? quarter) : quarter;
    const window = change && r.windowShift < 9 ? change.day : addMonths(start, r.windowShift);
    return {
      zone: r.zone,
      memberZone: r.memberZone,
      frequency: r.frequency,
      interval: r.interval,
      allDay: r.allDay,
      start,
      time,
      length: r.allDay ? r.length % 3 : r.length * 15,
      until: r.until,
      window,
    };
  });

type Listed = {
  id: string;
  date: { start: string; end: string | null };
  next_occurrence_url: string | null;
  previous_occurrence_url: string | null;
};

/** Occurrences of the series' .ics as ical.js expands them up to `toDate`: the wall time and ical.js's instants. */
function expand(ics: string, toDate: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  for (const tz of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  const event = new ICAL.Event(root.getFirstSubcomponent("vevent") as ICAL.Component);
  const out: { wall: string; start: number; end: number }[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && out.length < 2000; next = iterator.next()) {
    const wall = next.toString();
    if (wall.slice(0, 10) > toDate) break;
    const d = event.getOccurrenceDetails(next);
    out.push({ wall, start: d.startDate.toJSDate().getTime(), end: d.endDate.toJSDate().getTime() });
  }
  return { occurrences: out, durationMs: event.duration.toSeconds() * 1000 };
}

let app: App;
const clients = new Map<Zone, { client: Client; calendarId: string }>();

beforeAll(async () => {
  app = await createTestApp();
  for (const zone of ZONES) {
    const m = await member(app, { timeZone: zone });
    clients.set(zone, { client: await as(app, m), calendarId: await calendar(app, m) });
  }
});

async function check(c: Case) {
  const own = clients.get(c.memberZone);
  if (!own) throw new Error(`no member in ${c.memberZone}`);
  const { client, calendarId } = own;
  const startWall = c.allDay ? `${c.start}T00:00:00` : `${c.start}T${c.time}:00`;
  const endWall = c.allDay
    ? `${addDays(c.start, c.length)}T00:00:00`
    : new Date(Date.parse(`${startWall}Z`) + c.length * 60_000).toISOString().slice(0, 19);
  const created = await client.post("/appointments", {
    appointment: {
      name: "Property",
      calendar_ids: [calendarId],
      time_zone: c.zone,
      date: {
        start: c.allDay ? c.start : startWall.slice(0, 16),
        end: c.allDay ? endWall.slice(0, 10) : endWall.slice(0, 16),
        all_day: c.allDay,
      },
      recurrence_pattern: {
        recurrence_frequency: c.frequency,
        recurrence_interval: c.interval,
        recurrence_end_time: c.until === null ? null : addDays(c.start, c.until),
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;

  // The length every occurrence has: the entered one, the end moving with a start a gap moved (exact time).
  const firstStart = rfcInstant(startWall, c.zone);
  const moved = Date.parse(`${wallOf(firstStart, c.zone)}Z`) - Date.parse(`${startWall}Z`);
  const length =
    rfcInstant(new Date(Date.parse(`${endWall}Z`) + moved).toISOString().slice(0, 19), c.zone) - firstStart;

  const list = await client.get(`/appointments?date=${c.window}`);
  expect(list.statusCode).toBe(200);
  const { from, to } = list.json() as { from: string; to: string };
  const listed = (list.json().appointments as Listed[]).filter((a) => a.id.startsWith(`r-${id}-`));

  const ics = await client.get(`/appointments/${id}.ics`);
  expect(ics.statusCode).toBe(200);
  const expansion = expand(ics.body, addDays(to, 3));
  if (!c.allDay && instantsOf(startWall, c.zone).length === 1) expect(expansion.durationMs).toBe(length);

  const all = expansion.occurrences.map((o) => {
    if (c.allDay) {
      const date = o.wall.slice(0, 10);
      return { ...o, instant: rfcInstant(`${date}T00:00:00`, c.zone), date, lastDate: addDays(date, c.length) };
    }
    // ical.js and RFC 5545 agree wherever the wall time exists once; that checks the VTIMEZONE too.
    const instant = rfcInstant(o.wall, c.zone);
    if (instantsOf(o.wall, c.zone).length === 1) expect(o.start, `${o.wall} ${c.zone}`).toBe(instant);
    return { ...o, instant, date: o.wall.slice(0, 10), lastDate: "" };
  });
  const fromI = rfcInstant(`${from}T00:00:00`, c.memberZone);
  const toI = rfcInstant(`${to}T00:00:00`, c.memberZone);
  const expected = all.filter((o) =>
    c.allDay ? o.date < to && o.lastDate >= from : o.instant < toI && o.instant + length >= fromI,
  );

  expect(
    listed.map((a) => a.id),
    JSON.stringify(c),
  ).toEqual(expected.map((o) => `r-${id}-${key(o.instant)}`));
  listed.forEach((a, i) => {
    const o = expected[i];
    if (!o) return;
    if (c.allDay) {
      expect(a.date.start.slice(0, 10)).toBe(o.date);
      expect(a.date.end?.slice(0, 10)).toBe(o.lastDate);
    } else {
      expect(Date.parse(a.date.start)).toBe(o.instant);
      expect(a.date.start.slice(0, 19)).toBe(wallOf(o.instant, c.zone));
      expect(Date.parse(a.date.end ?? "")).toBe(o.instant + length);
    }
  });

  // One detail, on a day the clocks change if one is shown (else the last shown): it opens by its id and links
  // to the neighbours ical.js has.
  const changeDays = new Set(CHANGES[c.zone].map((x) => x.day));
  const a = listed.find((x) => changeDays.has(x.date.start.slice(0, 10))) ?? listed.at(-1);
  if (a) {
    const shown = await client.get(`/appointments/${a.id}`);
    expect(shown.statusCode, a.id).toBe(200);
    const detail = shown.json() as Listed;
    expect(detail.date).toEqual(a.date);
    const at = all.findIndex((o) => `r-${id}-${key(o.instant)}` === a.id);
    expect(at).toBeGreaterThanOrEqual(0);
    const next = all[at + 1];
    if (next) expect(detail.next_occurrence_url).toBe(`/appointments/r-${id}-${key(next.instant)}`);
    const previous = all[at - 1];
    expect(detail.previous_occurrence_url).toBe(previous ? `/appointments/r-${id}-${key(previous.instant)}` : null);
  }
}

describe("recurrence against ical.js", () => {
  it("month view, occurrence detail and .ics expansion agree", async () => {
    await fc.assert(fc.asyncProperty(cases, check), { numRuns: 10, endOnFailure: true });
  });
});
