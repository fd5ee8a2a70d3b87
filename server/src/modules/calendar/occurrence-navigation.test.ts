import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, calendar, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

// The detail toolbar's previous and next occurrence (calendar.md §2), from the series page and from an occurrence.

let app: App;
let owner: MemberRow;
let calendarId: string;

const ZONE = "Europe/Berlin";
const key = (d: DateTime) => `${d.toUTC().toFormat("yyyyMMdd'T'HHmmss")}Z`;

type Detail = {
  next_occurrence_url: string | null;
  previous_occurrence_url: string | null;
  next_occurrence_date: string | null;
};

/** A daily series at 09:00 in Berlin from `first` (a day), without an end. */
async function dailySeries(name: string, first: DateTime) {
  const client = await as(app, owner);
  const res = await client.post("/appointments", {
    appointment: {
      name,
      calendar_ids: [calendarId],
      time_zone: ZONE,
      date: { start: `${first.toISODate()}T09:00`, end: `${first.toISODate()}T09:30`, all_day: false },
      recurrence_pattern: { recurrence_frequency: "daily", recurrence_interval: 1, recurrence_end_time: null },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, client };
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await member(app, { timeZone: ZONE });
  calendarId = await calendar(app, owner);
});

describe("occurrence navigation", () => {
  it("leads from a running series' page to the last occurrence begun and the first still to come", async () => {
    const now = DateTime.now().setZone(ZONE);
    const { id, client } = await dailySeries("Stand-up", now.minus({ days: 5 }).startOf("day"));
    const todayAt9 = now.startOf("day").set({ hour: 9 });
    const next = todayAt9 > now ? todayAt9 : todayAt9.plus({ days: 1 });
    const previous = next.minus({ days: 1 });
    const series = (await client.get(`/appointments/${id}`)).json() as Detail;
    expect(series.next_occurrence_url).toBe(`/appointments/r-${id}-${key(next)}`);
    expect(series.previous_occurrence_url).toBe(`/appointments/r-${id}-${key(previous)}`);
    expect(series.next_occurrence_date).toBe(next.toUTC().toISO());

    // The occurrence the series page leads to has its own neighbours and names the one after itself.
    const occurrence = (await client.get(series.next_occurrence_url ?? "")).json() as Detail;
    expect(occurrence.previous_occurrence_url).toBe(series.previous_occurrence_url);
    expect(occurrence.next_occurrence_url).toBe(`/appointments/r-${id}-${key(next.plus({ days: 1 }))}`);
    expect(occurrence.next_occurrence_date).toBe(next.plus({ days: 1 }).toUTC().toISO());
  });

  it("leads from a series yet to begin to its first occurrence, and each occurrence to the one after it", async () => {
    const first = DateTime.now().setZone(ZONE).plus({ days: 20 }).startOf("day").set({ hour: 9 });
    const { id, client } = await dailySeries("Later", first.startOf("day"));
    const series = (await client.get(`/appointments/${id}`)).json() as Detail;
    expect(series.previous_occurrence_url).toBeNull();
    expect(series.next_occurrence_url).toBe(`/appointments/r-${id}-${key(first)}`);
    expect(series.next_occurrence_date).toBe(first.toUTC().toISO());

    const second = (await client.get(`/appointments/r-${id}-${key(first.plus({ days: 1 }))}`)).json() as Detail;
    expect(second.previous_occurrence_url).toBe(`/appointments/r-${id}-${key(first)}`);
    expect(second.next_occurrence_url).toBe(`/appointments/r-${id}-${key(first.plus({ days: 2 }))}`);
    // Not the series' first date: the occurrence after this one.
    expect(second.next_occurrence_date).toBe(first.plus({ days: 2 }).toUTC().toISO());
  });
});
