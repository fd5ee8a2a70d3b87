import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member, upload } from "../../../test/factories.js";
import { moduleSearch } from "../../../test/search-helpers.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";
import type { MemberRow } from "../members/members.schema.js";
import { activities } from "./activities.schema.js";

// The activities' share of the search (communication.md §2 "Search", §3 "Search hits"), over HTTP as members.

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

let app: App;
let author: MemberRow;
let reader: MemberRow;
let asAuthor: Client;
let asReader: Client;
let asGuest: Client;
let openGroup: GroupRow;
let hiddenGroup: GroupRow;
let closedGroup: GroupRow;
let garden: Json;
let groupNote: Json;
let compost: Json;

const post = async (c: Client, body: Json): Promise<Json> => {
  const res = await c.post("/api/v1/activities", { stream: "all", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const inGroup = (c: Client, g: GroupRow, body: Json) => post(c, { stream: undefined, group_id: g.id, ...body });
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 40, g: 160, b: 40 } } })
    .png()
    .toBuffer();
const uploaded = async (c: Client, directory: "images" | "files") => {
  const file =
    directory === "images"
      ? { name: "rose.png", type: "image/png", data: await png() }
      : { name: "plan.txt", type: "text/plain", data: Buffer.from("planting plan") };
  const res = await upload(c, directory, file);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().id as string;
};
/** The activities module of a search answer, after checking the call succeeded. */
const { found, search, suggestions } = moduleSearch("activities");
const STREETS = ["", "Abbey", "Bridge", "Castle", "Dock", "Elm", "Ferry", "Grove", "Harbour", "Inn", "Jetty", "King"];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const backdate = (id: string, at: Date) =>
  app.ctx.db.update(activities).set({ createdAt: at, updatedAt: at }).where(eq(activities.id, id));

beforeAll(async () => {
  app = await createTestApp();
  const asAdmin = await as(app, await admin(app));
  author = await member(app);
  reader = await member(app);
  [asAuthor, asReader, asGuest] = await Promise.all([
    as(app, author),
    as(app, reader),
    as(app, await member(app, { isExternal: true })),
  ]);
  openGroup = await group(app, { admin: author, members: [reader] });
  hiddenGroup = await group(app, { access: "hidden", admin: author });
  closedGroup = await group(app, { access: "closed", admin: author });
  const stream = await asAdmin.post("/administration/activitystreams", { slug: "intern", name: "Intern" });
  expect(stream.statusCode, stream.body).toBe(201);

  const images: string[] = [];
  for (let i = 0; i < 9; i++) images.push(await uploaded(asAuthor, "images"));
  garden = await post(asAuthor, {
    content: "<p>Our gardeners planted fresh roses beside the café terrace.</p>",
    tags: ["Garden", "Spring"],
    image_ids: images,
    file_ids: [await uploaded(asAuthor, "files")],
  });
  const replied = await asReader.post(`/api/v1/activities/${garden.id}/replies`, { content: "<p>Lovely</p>" });
  expect(replied.statusCode, replied.body).toBe(201);
  compost = await post(asAuthor, { content: "<p>Compost for the vegetable beds.</p>", tags: ["garden"] });
  groupNote = await inGroup(asAuthor, openGroup, { content: "<p>The group waters the roses on Fridays.</p>" });

  // What the reader or the guest may not read, with words nothing readable has.
  await inGroup(asAuthor, hiddenGroup, { content: "<p>Hidden marmalade recipe</p>", tags: ["garden"] });
  await inGroup(asAuthor, closedGroup, { content: "<p>Closed quince harvest</p>", tags: ["garden"] });
  await post(asAuthor, { stream: "intern", content: "<p>Intern payroll schedule</p>" });

  // Twelve lantern notes (streets with names: ts_headline leaves short words out of a fragment's edges), a day apart, the oldest saying it most often (relevance and date disagree).
  for (let i = 0; i < 12; i++) {
    const note = await post(asAuthor, {
      content: i === 0 ? "<p>Lantern lantern lantern parade</p>" : `<p>Lantern walk through ${STREETS[i]}</p>`,
      file_ids: i % 4 === 0 ? [await uploaded(asAuthor, "files")] : [],
    });
    await backdate(note.id, daysAgo(12 - i));
  }
});

describe("search: activities", () => {
  it("finds an activity by a stemmed word, with its actor, stream, tags, counts and capped images", async () => {
    const result = await search(asReader, "gardener");
    // The post tagged #garden too (a tag is a word of its post), after the one that says it in its text.
    expect(result).toMatchObject({ total: 2, page: 1, per: 10 });
    expect(result.hits.map((h: Json) => h.id)).toEqual([garden.id, compost.id]);
    const [hit] = result.hits;
    expect(hit).toMatchObject({
      type: "activity",
      id: garden.id,
      html_url: `/activities/${garden.id}`,
      actor: { id: author.id },
      object: { type: "note" },
      tags: [
        { id: expect.any(String), name: "Garden" },
        { id: expect.any(String), name: "Spring" },
      ],
      reply_count: 1,
      answer_count: 0,
      activitystreams: [{ type: "network", slug: "all", name: "All", path: "/activitystreams/all" }],
      created_at: garden.created_at,
    });
    // The excerpt around the match (ts_headline's fragments leave out the final full stop).
    expect(hit.highlight).toBe("Our <mark>gardeners</mark> planted fresh roses beside the café terrace.");
    // Nine images attached; a hit shows eight (one large, seven small), in their order, and the file.
    expect(hit.attachments.images).toHaveLength(8);
    expect(hit.attachments.images.map((i: Json) => i.id)).toEqual(
      garden.attachments.images.slice(0, 8).map((i: Json) => i.id),
    );
    expect(hit.attachments.files).toEqual(garden.attachments.files);
    expect(hit.attachments.links).toEqual([]);
  });

  it("matches without accents and by phrase", async () => {
    expect((await search(asReader, "cafe")).hits.map((h: Json) => h.id)).toEqual([garden.id]);
    expect((await search(asReader, "planting")).total).toBe(1);
    expect((await search(asReader, '"fresh roses"')).total).toBe(1);
    expect((await search(asReader, '"roses fresh"')).total).toBe(0);
  });

  it("filters by #tags, whatever their case; a query of only tags lists the tagged activities newest first", async () => {
    const tagged = await search(asReader, "#GARDEN");
    expect(tagged.total).toBe(2);
    expect(tagged.hits.map((h: Json) => h.highlight)).toEqual([
      "Compost for the vegetable beds.",
      "Our gardeners planted fresh roses beside the café terrace.",
    ]);
    expect(tagged.meta.tags).toEqual(["garden"]);
    expect((await search(asReader, "#garden #spring")).hits.map((h: Json) => h.id)).toEqual([garden.id]);
    expect((await search(asReader, "#garden compost")).total).toBe(1);
    expect((await search(asReader, "#garden roses")).hits.map((h: Json) => h.id)).toEqual([garden.id]);
    expect((await search(asReader, "#nosuchtag")).total).toBe(0);
  });

  it("sorts by relevance or newest, and pages when the module is open", async () => {
    const relevant = await search(asReader, "lantern");
    expect(relevant.total).toBe(12);
    expect(relevant.hits).toHaveLength(10);
    expect(relevant.hits[0].highlight).toContain("<mark>Lantern</mark> <mark>lantern</mark>");
    const newest = await search(asReader, "lantern", "&sort_by=newest");
    expect(newest.hits.map((h: Json) => h.highlight)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `<mark>Lantern</mark> walk through ${STREETS[i]}`),
    );
    const second = await search(asReader, "lantern", "&sort_by=newest&page=2");
    expect(second).toMatchObject({ total: 12, page: 2, per: 10 });
    expect(second.hits.map((h: Json) => h.highlight)).toEqual([
      "<mark>Lantern</mark> walk through Abbey",
      "<mark>Lantern</mark> <mark>lantern</mark> <mark>lantern</mark> parade",
    ]);
    // The overview shows the first five.
    const overview = await found(asReader, "/search.json?q=lantern");
    expect(overview).toMatchObject({ total: 12, per: 5 });
    expect(overview.hits).toHaveLength(5);
  });

  it("searches only the group's activities inside a group", async () => {
    const everywhere = await search(asReader, "roses");
    expect(everywhere.hits.map((h: Json) => h.id).sort()).toEqual([garden.id, groupNote.id].sort());
    const inside = await found(asReader, `/groups/${openGroup.slug}/search.json?q=roses`);
    expect(inside.total).toBe(1);
    expect(inside.hits[0]).toMatchObject({
      id: groupNote.id,
      activitystreams: [
        {
          type: "group",
          slug: openGroup.slug,
          name: openGroup.name,
          path: `/groups/${openGroup.slug}/activitystreams/all`,
        },
      ],
    });
    expect((await found(asReader, `/groups/${openGroup.slug}/search.json?q=%23garden`)).total).toBe(0);
  });

  it("suggests by the prefix of the last word, with the beginning of the text as title", async () => {
    const byPrefix = await suggestions(asReader, "gard");
    expect(byPrefix.map((s) => s.id)).toEqual([garden.id, compost.id]);
    expect(byPrefix[0]).toEqual({
      module: "activities",
      id: garden.id,
      title: "Our gardeners planted fresh roses beside the café terrace.",
      html_url: `/activities/${garden.id}`,
      image_url: null,
    });
    expect((await suggestions(asReader, "fresh ros", "&module=activities")).map((s) => s.id)).toEqual([garden.id]);
    expect((await suggestions(asReader, "ros", `&group=${openGroup.slug}&module=activities`)).map((s) => s.id)).toEqual(
      [groupNote.id],
    );
  });

  it("never shows what the member may not read: no hit, no total, no suggestion", async () => {
    // The author reads all of it (so each search below could find something).
    expect((await search(asAuthor, "marmalade")).total).toBe(1);
    expect((await search(asAuthor, "quince")).total).toBe(1);
    expect((await search(asAuthor, "payroll")).total).toBe(1);
    expect((await search(asAuthor, "#garden")).total).toBe(4);
    expect(await suggestions(asAuthor, "marmal")).toHaveLength(1);

    // A hidden group and a closed group the reader is not in.
    for (const q of ["marmalade", "quince", "hidden", "closed"]) {
      expect(await search(asReader, q)).toMatchObject({ hits: [], total: 0, meta: { total_capped: false } });
      expect(await suggestions(asReader, q.slice(0, 5))).toEqual([]);
    }
    expect((await search(asReader, "#garden")).total).toBe(2);
    const closedInside = await asReader.get(`/groups/${closedGroup.slug}/search.json?q=quince`);
    expect(closedInside.statusCode).toBe(200);
    expect(closedInside.json().activities).toMatchObject({ hits: [], total: 0 });
    expect((await asReader.get(`/groups/${hiddenGroup.slug}/search.json?q=marmalade`)).statusCode).toBe(404);

    // A network stream other than `all`: members read it, an external member does not.
    expect((await search(asReader, "payroll")).total).toBe(1);
    expect(await search(asGuest, "payroll")).toMatchObject({ hits: [], total: 0 });
    expect(await suggestions(asGuest, "payr")).toEqual([]);
    expect((await search(asGuest, "intern")).total).toBe(0);
    // …while the stream `all` is theirs too.
    expect((await search(asGuest, "gardeners")).total).toBe(2);
    expect((await search(asGuest, "#garden")).total).toBe(2);
  });

  it("sends the same number of statements for one hit as for a page of ten", async () => {
    const statements = async (q: string, hits: (n: number) => boolean) => {
      await asReader.get(`/search.json?q=${q}&module=activities`);
      let count = 0;
      const stop = app.ctx.database.observeQueries(() => {
        count++;
      });
      try {
        const result = await search(asReader, q);
        expect(hits(result.hits.length), `${q}: ${result.hits.length} hits`).toBe(true);
        if (result.hits.length) expect(result.hits.some((h: Json) => h.attachments.files.length > 0)).toBe(true);
      } finally {
        stop();
      }
      return count;
    };
    // A phrase: a word found nowhere would be tried again with typos, one statement set more.
    const none = await statements('"nowhereword"', (n) => n === 0);
    const one = await statements("terrace", (n) => n === 1);
    const ten = await statements("lantern", (n) => n === 10);
    expect(ten).toBe(one);
    // Past the page of ids with its total (all a search without hits sends, besides the session and, on
    // PostgreSQL, the statement timeout): the rows, the actors and the uploads.
    expect(ten - none).toBe(3);
  });
});
