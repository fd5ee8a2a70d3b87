import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, calendar, group, member } from "../../../test/factories.js";
import { moduleSearch } from "../../../test/search-helpers.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";
import { appointments } from "./calendar.schema.js";

// The appointments' share of the search (communication.md §2 "Search", §3 "Search hits"), over HTTP as members.

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

let app: App;
let asOwner: Client;
let asReader: Client;
let openGroup: GroupRow;
let groupCalendar: string;
let closedCalendar: string;
let workshop: Json;
let choir: Json;
let renamedOccurrence: string;

const create = async (c: Client, appointment: Json): Promise<Json> => {
  const res = await c.post("/appointments", {
    appointment: {
      time_zone: "Europe/Berlin",
      date: { start: "2026-09-14T10:00", end: "2026-09-14T12:00", all_day: false },
      ...appointment,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const { found, search, suggestions } = moduleSearch("appointments");
const names = (result: Json) => (result.hits as Json[]).map((h) => h.name);
const STREETS = [
  "Abbey",
  "Bridge",
  "Castle",
  "Dock",
  "Elm",
  "Ferry",
  "Grove",
  "Harbour",
  "Inn",
  "Jetty",
  "King",
  "Lime",
];

beforeAll(async () => {
  app = await createTestApp();
  const boss = await admin(app);
  const owner = await member(app);
  const reader = await member(app);
  [asOwner, asReader] = await Promise.all([as(app, owner), as(app, reader)]);
  const asBoss = await as(app, boss);
  openGroup = await group(app, { admin: owner, members: [reader] });
  const closedGroup = await group(app, { access: "closed", admin: owner });
  const hiddenGroup = await group(app, { access: "hidden", admin: owner });
  const networkCalendar = await calendar(app, boss, { type: "network", name: "Company" });
  groupCalendar = await calendar(app, owner, { group: openGroup, name: "Team" });
  closedCalendar = await calendar(app, owner, { group: closedGroup, name: "Board" });
  const hiddenCalendar = await calendar(app, owner, { group: hiddenGroup, name: "Secret" });
  const personal = await calendar(app, owner, { name: "Mine" });
  const shared = await calendar(app, owner, { name: "Ours", shareWith: [reader] });

  workshop = await create(asOwner, {
    name: "Quarterly planning workshops",
    description: "<p>We review the <b>roadmap</b> over coffee at the Café Zürich &amp; more.</p>",
    calendar_ids: [groupCalendar, closedCalendar],
    location: { name: "Boardroom" },
  });
  choir = await create(asOwner, {
    name: "Choir rehearsal",
    calendar_ids: [groupCalendar],
    date: { start: "2026-10-05T18:00", end: "2026-10-05T20:00", all_day: false },
    recurrence_pattern: { recurrence_frequency: "weekly", recurrence_interval: 1, recurrence_end_time: "2026-12-31" },
  });
  // One occurrence renamed (found by its own name), one only moved (its series stands for it), one removed.
  renamedOccurrence = `r-${choir.id}-20261012T160000Z`;
  const renamed = await asOwner.put(`/appointments/${renamedOccurrence}`, {
    appointment: {
      name: "Choir concert",
      calendar_ids: [groupCalendar],
      time_zone: "Europe/Berlin",
      date: { start: "2026-10-12T19:00", end: "2026-10-12T21:00", all_day: false },
    },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const moved = await asOwner.put(`/appointments/r-${choir.id}-20261019T160000Z`, {
    appointment: {
      name: "Choir rehearsal",
      calendar_ids: [groupCalendar],
      time_zone: "Europe/Berlin",
      date: { start: "2026-10-19T17:00", end: "2026-10-19T19:00", all_day: false },
    },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  expect((await asOwner.delete(`/appointments/r-${choir.id}-20261026T170000Z`)).statusCode).toBe(204);

  await create(asBoss, { name: "Summer party", calendar_ids: [networkCalendar] });
  await create(asOwner, { name: "Summer outing", calendar_ids: [groupCalendar] });
  await create(asOwner, { name: "Quince tasting", calendar_ids: [closedCalendar] });
  await create(asOwner, { name: "Marmalade tasting", calendar_ids: [hiddenCalendar] });
  await create(asOwner, { name: "Dentist", description: "<p>Molar</p>", calendar_ids: [personal] });
  await create(asOwner, { name: "Piano lesson", calendar_ids: [shared] });

  // Twelve lantern walks, created a day apart; the oldest says it most often (relevance and date disagree).
  for (const [i, street] of STREETS.entries()) {
    const walk = await create(asBoss, {
      name: i === 0 ? "Lantern lantern lantern parade" : `Lantern walk ${street}`,
      calendar_ids: [networkCalendar],
    });
    const at = new Date(Date.now() - (12 - i) * 86_400_000);
    await app.ctx.db.update(appointments).set({ createdAt: at }).where(eq(appointments.id, walk.id));
  }
});

describe("search: appointments", () => {
  it("finds an appointment by a stemmed word, with its date, readable calendars, description and location", async () => {
    const result = await search(asReader, "workshop");
    expect(result).toMatchObject({ total: 1, page: 1, per: 10 });
    expect(result.hits[0]).toEqual({
      type: "appointment",
      id: workshop.id,
      html_url: `/appointments/${workshop.id}`,
      highlight: "We review the roadmap over coffee at the Café Zürich &amp; more.",
      name: "Quarterly planning workshops",
      date: {
        start: "2026-09-14T10:00:00+02:00",
        end: "2026-09-14T12:00:00+02:00",
        all_day: false,
        time_zone: "Europe/Berlin",
      },
      // The closed group's calendar holds it too, but the reader may not read that one.
      calendars: [{ id: groupCalendar, name: "Team", color: expect.any(String) }],
      html_description: "We review the roadmap over coffee at the Café Zürich &amp; more.",
      location: { name: "Boardroom" },
      recurrence_pattern: null,
      recurring_appointment: false,
    });
    const asTheOwner = (await search(asOwner, "workshop")).hits[0];
    expect(asTheOwner.calendars.map((c: Json) => c.name)).toEqual(["Board", "Team"]);
  });

  it("matches without accents, in the description and location, and by phrase", async () => {
    const byDescription = await search(asReader, "zurich");
    expect(names(byDescription)).toEqual(["Quarterly planning workshops"]);
    expect(byDescription.hits[0].html_description).toContain("<mark>Zürich</mark>");
    expect(names(await search(asReader, "boardroom"))).toEqual(["Quarterly planning workshops"]);
    expect((await search(asReader, '"planning workshops"')).total).toBe(1);
    expect((await search(asReader, '"workshops planning"')).total).toBe(0);
  });

  it("finds a series and its renamed occurrence, not the moved or removed ones", async () => {
    const result = await search(asReader, "choir");
    expect(result.total).toBe(2);
    const byName = new Map((result.hits as Json[]).map((h) => [h.name, h]));
    expect(byName.get("Choir rehearsal")).toMatchObject({
      id: choir.id,
      html_url: `/appointments/${choir.id}`,
      recurring_appointment: true,
      recurrence_pattern: { recurrence_frequency: "weekly", recurrence_end_time: "2026-12-31" },
      date: { start: "2026-10-05T18:00:00+02:00" },
    });
    expect(byName.get("Choir concert")).toMatchObject({
      html_url: `/appointments/${renamedOccurrence}`,
      recurring_appointment: true,
      recurrence_pattern: { recurrence_frequency: "weekly", recurrence_end_time: "2026-12-31" },
      date: { start: "2026-10-12T19:00:00+02:00", end: "2026-10-12T21:00:00+02:00" },
    });
    // The hit's page is there for the reader.
    expect((await asReader.get(byName.get("Choir concert")?.html_url)).statusCode).toBe(200);
    expect(names(await search(asReader, "concert"))).toEqual(["Choir concert"]);
  });

  it("finds nothing for #tags: appointments have none", async () => {
    expect((await search(asReader, "#choir")).total).toBe(0);
    expect((await search(asReader, "choir #music")).total).toBe(0);
  });

  it("sorts by relevance or newest, and pages when the module is open", async () => {
    const relevant = await search(asReader, "lantern");
    expect(relevant.total).toBe(12);
    expect(relevant.hits[0].name).toBe("Lantern lantern lantern parade");
    const newest = await search(asReader, "lantern", "&sort_by=newest");
    expect(names(newest)).toEqual(
      STREETS.slice(2)
        .reverse()
        .map((s) => `Lantern walk ${s}`),
    );
    const second = await search(asReader, "lantern", "&sort_by=newest&page=2");
    expect(second).toMatchObject({ total: 12, page: 2, per: 10 });
    expect(names(second)).toEqual(["Lantern walk Bridge", "Lantern lantern lantern parade"]);
  });

  it("searches only the group's calendars inside a group", async () => {
    expect(names(await search(asReader, "summer")).sort()).toEqual(["Summer outing", "Summer party"]);
    const inside = await found(asReader, `/groups/${openGroup.slug}/search.json?q=summer`);
    expect(names(inside)).toEqual(["Summer outing"]);
    expect(inside.total).toBe(1);
    expect(
      (await suggestions(asReader, "summ", `&group=${openGroup.slug}&module=appointments`)).map((s) => s.title),
    ).toEqual(["Summer outing"]);
  });

  it("suggests by the prefix of the last word", async () => {
    expect(await suggestions(asReader, "worksh")).toEqual([
      {
        module: "appointments",
        id: workshop.id,
        title: "Quarterly planning workshops",
        html_url: `/appointments/${workshop.id}`,
        image_url: null,
      },
    ]);
    expect((await suggestions(asReader, "choir conc", "&module=appointments")).map((s) => s.html_url)).toEqual([
      `/appointments/${renamedOccurrence}`,
    ]);
  });

  it("never shows what the member may not read: no hit, no total, no suggestion", async () => {
    // The owner reads all of it (so each search below could find something).
    for (const q of ["quince", "marmalade", "dentist", "molar", "piano"]) {
      expect((await search(asOwner, q)).total, q).toBe(1);
    }
    expect(await suggestions(asOwner, "denti")).toHaveLength(1);
    // A closed group's and a hidden group's calendar, another member's personal calendar.
    for (const q of ["quince", "marmalade", "tasting", "dentist", "molar"]) {
      expect(await search(asReader, q)).toMatchObject({ hits: [], total: 0, meta: { total_capped: false } });
      expect(await suggestions(asReader, q.slice(0, 5))).toEqual([]);
    }
    // …but a personal calendar shared with the reader is theirs to search.
    expect(names(await search(asReader, "piano"))).toEqual(["Piano lesson"]);
    const overview = await asReader.get("/search.json?q=tasting");
    expect(overview.json().appointments).toMatchObject({ hits: [], total: 0 });
  });

  it("sends the same number of statements for one hit as for a page of ten", async () => {
    const statements = async (q: string, hits: number) => {
      await asReader.get(`/search.json?q=${q}&module=appointments`);
      let count = 0;
      const stop = app.ctx.database.observeQueries(() => {
        count++;
      });
      try {
        expect((await search(asReader, q)).hits).toHaveLength(hits);
      } finally {
        stop();
      }
      return count;
    };
    // A phrase: a word found nowhere would be tried again with typos, one statement set more.
    const none = await statements('"nowhereword"', 0);
    const one = await statements("workshop", 1);
    const ten = await statements("lantern", 10);
    expect(ten).toBe(one);
    // Past the page of ids with its total: the rows with their calendars, in one statement.
    expect(ten - none).toBe(1);
  });
});
