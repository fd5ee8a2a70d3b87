import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, groupCategory, member } from "../../../test/factories.js";
import { searchAs, suggestionsAs } from "../../../test/search-helpers.js";
import { statementsOf } from "../../../test/statements.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";
import type { GroupRow } from "./groups.schema.js";
import { addMembership, createGroup, type NewGroup } from "./groups.service.js";

// Groups in the search (issue 17) over HTTP: found by name despite a typo, by a stemmed teaser word and
// accent-free, as the directory lists them: closed groups by name, hidden ones for their members only.
// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
type Json = Record<string, any>;
let app: App;
let categoryId: string;
let owner: MemberRow;
let asOwner: Client;
let asOutsider: Client;
let alpha: GroupRow;
let cafe: GroupRow;
let closed: GroupRow;
let hidden: GroupRow;

const search = searchAs;
const suggestions = suggestionsAs;
const ids = (result: Json) => result.hits.map((h: Json) => h.id);

/** A group named as given, its owner its administrator, with more active members. */
async function named(name: string, opts: Partial<NewGroup> & { members?: MemberRow[] } = {}): Promise<GroupRow> {
  const { members = [], ...rest } = opts;
  const g = await createGroup(app.ctx.db, { name, groupCategoryId: categoryId, access: "open", ...rest }, owner.id);
  for (const m of members) await addMembership(app.ctx.db, g.id, m.id, { status: "member" });
  return g;
}

beforeAll(async () => {
  app = await createTestApp();
  categoryId = (await groupCategory(app)).id;
  owner = await member(app);
  asOwner = await as(app, owner);
  asOutsider = await as(app, await member(app));
  alpha = await named("Projekt Alpha", {
    teaser: "Gardeners of the rooftop beds",
    profileImageId: "b0b0b0b0b0b0b0b0b0b0b0b0",
    members: [await member(app), await member(app)],
  });
  await named("Projekt Beta");
  cafe = await named("Café Zürich");
  closed = await named("Closed Kestrel council", { access: "closed" });
  hidden = await named("Hidden Kestrel cabal", { access: "hidden" });
});

describe("groups in the search", () => {
  it("finds a group by a misspelled name, the closest name first", async () => {
    const res = (await search(asOutsider, "q=Projekt%20Alpa&module=groups")).groups;
    expect(res.hits[0]).toEqual({
      type: "group",
      id: alpha.id,
      html_url: `/groups/${alpha.slug}`,
      highlight: expect.any(String),
      name: "Projekt Alpha",
      teaser: "Gardeners of the rooftop beds",
      image_url: "/api/storage/images/b0b0b0b0b0b0b0b0b0b0b0b0/get/200x200",
      member_count: 3,
      access: "open",
    });
  });

  it("finds a group by a stemmed teaser word and by an accent-free name", async () => {
    const byTeaser = (await search(asOutsider, "q=gardening&module=groups")).groups;
    expect(ids(byTeaser)).toEqual([alpha.id]);
    expect(byTeaser.hits[0].highlight).toContain("<mark>Gardeners</mark>");
    const byName = (await search(asOutsider, "q=cafe%20zurich&module=groups")).groups;
    expect(ids(byName)).toEqual([cafe.id]);
    expect(byName.hits[0].highlight).toContain("<mark>Café</mark>");
  });

  it("sorts by newest on request", async () => {
    // The older one has the word in its name, the newer one only in its teaser.
    const older = await named("Orchestra rehearsals");
    const newer = await named("Brass band", { teaser: "We play with the orchestra" });
    expect(ids((await search(asOutsider, "q=orchestra&module=groups")).groups)).toEqual([older.id, newer.id]);
    expect(ids((await search(asOutsider, "q=orchestra&module=groups&sort_by=newest")).groups)).toEqual([
      newer.id,
      older.id,
    ]);
  });

  it("pages one module by ten", async () => {
    for (let i = 0; i < 12; i++) await named(`Chess club ${i}`);
    const first = (await search(asOutsider, "q=chess&module=groups")).groups;
    const second = (await search(asOutsider, "q=chess&module=groups&page=2")).groups;
    expect(first).toMatchObject({ total: 12, page: 1, per: 10 });
    expect(first.hits).toHaveLength(10);
    expect(second).toMatchObject({ total: 12, page: 2 });
    expect(second.hits).toHaveLength(2);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(12);
  });

  it("shows a closed group by name, as the directory does, and a hidden one only to its members", async () => {
    const outside = (await search(asOutsider, "q=kestrel&module=groups")).groups;
    expect(outside).toMatchObject({ total: 1, hits: [{ id: closed.id, access: "closed" }] });
    // Not by a resembling name, a suggestion or a total either.
    const typo = (await search(asOutsider, "q=Hiden%20Kestrel%20cabal")).groups;
    expect(ids(typo)).toEqual([closed.id]);
    expect(typo.total).toBe(1);
    expect(ids((await search(asOwner, "q=Hiden%20Kestrel%20cabal")).groups)[0]).toBe(hidden.id);
    expect((await search(asOutsider, "q=cabal")).groups).toMatchObject({ hits: [], total: 0 });
    expect((await suggestions(asOutsider, "q=caba")).map((s) => s.id)).not.toContain(hidden.id);
    expect((await suggestions(asOwner, "q=caba")).map((s) => s.id)).toContain(hidden.id);
    expect((await suggestions(asOutsider, "q=kestr")).map((s) => s.id)).toEqual([closed.id]);

    const inside = (await search(asOwner, "q=kestrel&module=groups")).groups;
    expect(new Set(ids(inside))).toEqual(new Set([closed.id, hidden.id]));
    expect(inside.total).toBe(2);
  });

  it("is left out of a group's search: groups are not a group's content", async () => {
    const res = await asOutsider.get(`/groups/${alpha.slug}/search.json?q=projekt`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().groups).toBeUndefined();
    expect((await search(asOutsider, "q=projekt")).groups.total).toBe(2);
  });

  it("suggests by the prefix of the last word and by a resembling name, with the picture", async () => {
    // "Projekt Beta" resembles the typed text too, but less.
    expect((await suggestions(asOutsider, "q=projekt%20alph&module=groups"))[0]).toEqual({
      module: "groups",
      id: alpha.id,
      title: "Projekt Alpha",
      html_url: `/groups/${alpha.slug}`,
      image_url: "/api/storage/images/b0b0b0b0b0b0b0b0b0b0b0b0/get/200x200",
    });
    expect((await suggestions(asOutsider, "q=alph&module=groups")).map((s) => s.title)).toEqual(["Projekt Alpha"]);
    expect((await suggestions(asOutsider, "q=projekt%20alpa&module=groups"))[0]?.id).toBe(alpha.id);
  });
});

describe("query budget", () => {
  const statements = (client: Client, url: string) => statementsOf(app, client, url);

  it("presents one hit and ten in the same number of statements", async () => {
    const one = await statements(asOutsider, "/search.json?q=gardening&module=groups");
    const many = await statements(asOutsider, "/search.json?q=chess&module=groups");
    expect(one).toBe(many);
  });
});
