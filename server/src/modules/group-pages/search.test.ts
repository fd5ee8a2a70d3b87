import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member } from "../../../test/factories.js";
import { moduleSearch } from "../../../test/search-helpers.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";
import { groupPages } from "./group-pages.schema.js";

// The group pages' share of the search (communication.md §2 "Search", §3 "Search hits"), over HTTP as members.

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

let app: App;
let asOwner: Client;
let asReader: Client;
let asGuest: Client;
let team: GroupRow;
let hiddenGroup: GroupRow;
let closedGroup: GroupRow;
let parking: Json;

const create = async (c: Client, g: GroupRow, title: string, html_content: string): Promise<Json> => {
  const res = await c.post(`/groups/${g.slug}/pages`, { group_page: { title, html_content } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const { found, search, suggestions } = moduleSearch("pages");
const titles = (result: Json) => (result.hits as Json[]).map((h) => h.title);
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
  const owner = await member(app);
  const reader = await member(app);
  [asOwner, asReader, asGuest] = await Promise.all([
    as(app, owner),
    as(app, reader),
    as(app, await member(app, { isExternal: true })),
  ]);
  team = await group(app, { admin: owner, members: [reader] });
  const neighbours = await group(app, { admin: owner });
  hiddenGroup = await group(app, { access: "hidden", admin: owner });
  closedGroup = await group(app, { access: "closed", admin: owner });

  parking = await create(
    asOwner,
    team,
    "Parking rules",
    "<h2>Bikes</h2><p>Cyclists park their <b>bicycles</b> in the courtyard behind the Café Olé &amp; bakery.</p>",
  );
  await create(asOwner, neighbours, "Bicycle repair day", "<p>Bring your tools.</p>");
  await create(asOwner, hiddenGroup, "Marmalade", "<p>The hidden recipe.</p>");
  await create(asOwner, closedGroup, "Quince harvest", "<p>The closed orchard.</p>");

  // Twelve lantern pages, changed a day apart; the oldest says it most often (relevance and date disagree).
  for (const [i, street] of STREETS.entries()) {
    const page =
      i === 0
        ? await create(asOwner, team, "Lantern parade", "<p>Lantern lantern lantern.</p>")
        : await create(asOwner, team, `Lantern walk ${street}`, "<p>Meet at dusk.</p>");
    const at = new Date(Date.now() - (12 - i) * 86_400_000);
    await app.ctx.db.update(groupPages).set({ updatedAt: at }).where(eq(groupPages.id, page.id));
  }
});

describe("search: group pages", () => {
  it("finds a page by a stemmed word, with its group and a highlight of its text without tags", async () => {
    const result = await search(asReader, "bicycle");
    expect(result.total).toBe(2);
    const hit = (result.hits as Json[]).find((h) => h.id === parking.id);
    expect(hit).toEqual({
      type: "page",
      id: parking.id,
      html_url: `/groups/${team.slug}/pages/parking-rules`,
      highlight: "Bikes Cyclists park their <mark>bicycles</mark> in the courtyard behind the Café Olé &amp; bakery.",
      title: "Parking rules",
      slug: "parking-rules",
      group_slug: team.slug,
      updated_at: parking.updated_at,
    });
    // The hit's page is there for the reader.
    expect((await asReader.get(`/groups/${team.slug}/pages/parking-rules`)).statusCode).toBe(200);
  });

  it("matches the title, without accents and by phrase", async () => {
    expect(titles(await search(asReader, "parking"))).toEqual(["Parking rules"]);
    expect(titles(await search(asReader, "cafe ole"))).toEqual(["Parking rules"]);
    expect((await search(asReader, '"park their bicycles"')).total).toBe(1);
    expect((await search(asReader, '"bicycles their park"')).total).toBe(0);
    expect((await search(asReader, "parking #rules")).total).toBe(0);
  });

  it("sorts by relevance or newest, and pages when the module is open", async () => {
    const relevant = await search(asReader, "lantern");
    expect(relevant.total).toBe(12);
    expect(relevant.hits[0].title).toBe("Lantern parade");
    const newest = await search(asReader, "lantern", "&sort_by=newest");
    expect(titles(newest)).toEqual(
      STREETS.slice(2)
        .reverse()
        .map((s) => `Lantern walk ${s}`),
    );
    const second = await search(asReader, "lantern", "&sort_by=newest&page=2");
    expect(second).toMatchObject({ total: 12, page: 2, per: 10 });
    expect(titles(second)).toEqual(["Lantern walk Bridge", "Lantern parade"]);
  });

  it("searches only the group's pages inside a group", async () => {
    const inside = await found(asReader, `/groups/${team.slug}/search.json?q=bicycle`);
    expect(inside).toMatchObject({ total: 1 });
    expect(titles(inside)).toEqual(["Parking rules"]);
    expect((await suggestions(asReader, "bicy", `&group=${team.slug}&module=pages`)).map((s) => s.title)).toEqual([
      "Parking rules",
    ]);
  });

  it("suggests by the prefix of the last word", async () => {
    expect(await suggestions(asReader, "parki")).toEqual([
      {
        module: "pages",
        id: parking.id,
        title: "Parking rules",
        html_url: `/groups/${team.slug}/pages/parking-rules`,
        image_url: null,
      },
    ]);
  });

  it("never shows what the member may not read: no hit, no total, no suggestion", async () => {
    // The owner reads all of it (so each search below could find something).
    for (const q of ["marmalade", "quince", "orchard", "recipe"]) expect((await search(asOwner, q)).total, q).toBe(1);
    expect(await suggestions(asOwner, "marma")).toHaveLength(1);
    // A hidden group and a closed group the reader is not in.
    for (const q of ["marmalade", "quince", "orchard", "recipe", "hidden", "closed"]) {
      expect(await search(asReader, q)).toMatchObject({ hits: [], total: 0, meta: { total_capped: false } });
      expect(await suggestions(asReader, q.slice(0, 5))).toEqual([]);
    }
    const closedInside = await asReader.get(`/groups/${closedGroup.slug}/search.json?q=quince`);
    expect(closedInside.statusCode).toBe(200);
    expect(closedInside.json().pages).toMatchObject({ hits: [], total: 0 });
    expect((await asReader.get(`/groups/${hiddenGroup.slug}/search.json?q=marmalade`)).statusCode).toBe(404);
    // An external member reads no group they are not in (none here is externally visible).
    expect(await search(asGuest, "bicycle")).toMatchObject({ hits: [], total: 0 });
    expect(await suggestions(asGuest, "parki")).toEqual([]);
  });

  it("sends the same number of statements for one hit as for a page of ten", async () => {
    const statements = async (q: string, hits: number) => {
      await asReader.get(`/search.json?q=${q}&module=pages`);
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
    const one = await statements("parking", 1);
    const ten = await statements("lantern", 10);
    expect(ten).toBe(one);
    // Past the page of ids with its total: the rows with their group's slug, in one statement.
    expect(ten - none).toBe(1);
  });
});
