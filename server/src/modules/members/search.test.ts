import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member } from "../../../test/factories.js";
import { searchAs, suggestionsAs } from "../../../test/search-helpers.js";
import { statementsOf } from "../../../test/statements.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";
import { updateMemberRow } from "./members.repo.js";
import type { MemberRow } from "./members.schema.js";

// Members in the search (issue 17) over HTTP: found by name despite a typo, by a stemmed position and
// accent-free; as the directory lists them (no locked member), and inside a group only where the
// searching member may see that group's members.
// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
type Json = Record<string, any>;
let app: App;
let jonas: MemberRow;
let jurgen: MemberRow;
let reader: MemberRow;
let asReader: Client;
let asInsider: Client;
let closed: GroupRow;
let hidden: GroupRow;

const search = searchAs;
const suggestions = suggestionsAs;
const ids = (result: Json) => result.hits.map((h: Json) => h.id);

beforeAll(async () => {
  app = await createTestApp();
  jonas = await member(app, {
    firstName: "Jonas",
    lastName: "Schneider",
    profile: { position: "Engineer", department: "Research" },
    avatarImageId: "a0a0a0a0a0a0a0a0a0a0a0a0",
  });
  jurgen = await member(app, { firstName: "Jürgen", lastName: "Müller", profile: { position: "Accountant" } });
  reader = await member(app, { firstName: "Rita", lastName: "Reader" });
  asReader = await as(app, reader);
  const insider = await member(app, { firstName: "Ines", lastName: "Insider" });
  asInsider = await as(app, insider);
  const secretKeeper = await member(app, { firstName: "Quirin", lastName: "Quellstein" });
  closed = await group(app, { access: "closed", admin: insider, members: [secretKeeper] });
  hidden = await group(app, { access: "hidden", admin: insider, members: [secretKeeper] });
});

describe("members in the search", () => {
  it("finds a member by a misspelled name, the closest name first", async () => {
    await member(app, { firstName: "Jonas", lastName: "Schmidt" });
    const res = (await search(asReader, "q=Jonas%20Schnieder&module=members")).members;
    expect(res.hits[0]).toMatchObject({
      type: "member",
      id: jonas.id,
      html_url: `/members/${jonas.id}`,
      headline: "Engineer · Research",
      member: { id: jonas.id, displayName: "Jonas Schneider", path: `/members/${jonas.id}` },
    });
    expect(res.hits[0].member.images["40x40@2"]).toBe("/api/storage/images/a0a0a0a0a0a0a0a0a0a0a0a0/get/80x80");
  });

  it("finds a member by a stemmed position and by an accent-free name", async () => {
    const byPosition = (await search(asReader, "q=engineers&module=members")).members;
    expect(ids(byPosition)).toEqual([jonas.id]);
    expect(byPosition.hits[0].highlight).toContain("<mark>Engineer</mark>");
    const byName = (await search(asReader, "q=jurgen%20muller&module=members")).members;
    expect(ids(byName)).toEqual([jurgen.id]);
    expect(byName.hits[0]).toMatchObject({ headline: "Accountant", member: { displayName: "Jürgen Müller" } });
    expect(byName.hits[0].highlight).toContain("<mark>Jürgen</mark>");
    expect(ids((await search(asReader, "q=accounting&module=members")).members)).toEqual([jurgen.id]);
  });

  it("sorts by newest on request", async () => {
    // The older one names the word twice (ranked higher), the newer one once.
    const older = await member(app, {
      firstName: "Ida",
      lastName: "Voss",
      profile: { position: "Cartography lead", department: "Cartography" },
    });
    const newer = await member(app, { firstName: "Otto", lastName: "Klum", profile: { department: "Cartography" } });
    expect(ids((await search(asReader, "q=cartography&module=members")).members)).toEqual([older.id, newer.id]);
    expect(ids((await search(asReader, "q=cartography&module=members&sort_by=newest")).members)).toEqual([
      newer.id,
      older.id,
    ]);
  });

  it("pages one module by ten", async () => {
    for (let i = 0; i < 12; i++) await member(app, { profile: { department: "Zeppelin fleet" } });
    const first = (await search(asReader, "q=zeppelin&module=members")).members;
    const second = (await search(asReader, "q=zeppelin&module=members&page=2")).members;
    expect(first).toMatchObject({ total: 12, page: 1, per: 10 });
    expect(first.hits).toHaveLength(10);
    expect(second).toMatchObject({ total: 12, page: 2 });
    expect(second.hits).toHaveLength(2);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(12);
  });

  it("lists no locked member: no hit, no total, no suggestion", async () => {
    const lukas = await member(app, { firstName: "Lukas", lastName: "Lockwood" });
    expect(ids((await search(asReader, "q=lockwood&module=members")).members)).toEqual([lukas.id]);
    await updateMemberRow(app.ctx.db, lukas.id, { lockedAt: new Date() });
    expect((await search(asReader, "q=lockwood")).members).toMatchObject({ hits: [], total: 0 });
    expect((await search(asReader, "q=Lukas%20Lockwod")).members).toMatchObject({ hits: [], total: 0 });
    expect(await suggestions(asReader, "q=lockw")).toEqual([]);
  });

  it("finds external members as the directory lists them, for external members too", async () => {
    const guest = await member(app, { firstName: "Gustav", lastName: "Gastfreund", isExternal: true });
    expect(ids((await search(asReader, "q=gastfreund")).members)).toEqual([guest.id]);
    const asGuest = await as(app, guest);
    expect(ids((await search(asGuest, "q=schneider")).members)).toEqual([jonas.id]);
  });
});

describe("members in a group's search", () => {
  it("finds only the group's active members", async () => {
    const outside = await member(app, { firstName: "Harald", lastName: "Hafen" });
    const inside = await member(app, { firstName: "Hanna", lastName: "Hafen" });
    const open = await group(app, { access: "open", members: [inside] });
    expect((await search(asReader, "q=hafen&module=members")).members.total).toBe(2);
    const res = await asReader.get(`/groups/${open.slug}/search.json?q=hafen&module=members`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().members).toMatchObject({ total: 1 });
    expect(ids(res.json().members)).toEqual([inside.id]);
    expect(ids(res.json().members)).not.toContain(outside.id);
    const suggested = await suggestions(asReader, `q=hafe&group=${open.slug}&module=members`);
    expect(suggested.map((s) => s.id)).toEqual([inside.id]);
  });

  it("shows a closed group's members to its members only, and a hidden group's to nobody outside", async () => {
    const inClosed = (await (await asInsider.get(`/groups/${closed.slug}/search.json?q=quellstein`)).json()).members;
    expect(inClosed.total).toBe(1);
    const outsider = await asReader.get(`/groups/${closed.slug}/search.json?q=quellstein`);
    expect(outsider.statusCode).toBe(200);
    expect(outsider.json().members).toMatchObject({ hits: [], total: 0 });
    expect(await suggestions(asReader, `q=quellst&group=${closed.slug}`)).toEqual([]);
    // A hidden group does not exist for them: its search is a 404, like its page.
    expect((await asReader.get(`/groups/${hidden.slug}/search.json?q=quellstein`)).statusCode).toBe(404);
    expect((await asReader.get(`/search/suggestions?q=quellst&group=${hidden.slug}`)).statusCode).toBe(404);
    expect((await asInsider.get(`/groups/${hidden.slug}/search.json?q=quellstein`)).json().members.total).toBe(1);
  });
});

describe("member suggestions", () => {
  it("suggests by the prefix of the last word and by a resembling name, with the picture", async () => {
    const byPrefix = await suggestions(asReader, "q=schnei&module=members");
    // Names that only resemble it ("Jonas Schmidt") come after.
    expect(byPrefix[0]).toEqual({
      module: "members",
      id: jonas.id,
      title: "Jonas Schneider",
      html_url: `/members/${jonas.id}`,
      image_url: "/api/storage/images/a0a0a0a0a0a0a0a0a0a0a0a0/get/80x80",
    });
    const byTypo = await suggestions(asReader, "q=jonas%20schnieder&module=members");
    expect(byTypo[0]?.id).toBe(jonas.id);
  });
});

describe("query budget", () => {
  const statements = (client: Client, url: string) => statementsOf(app, client, url);

  it("presents one hit and ten in the same number of statements", async () => {
    const one = await statements(asReader, "/search.json?q=accountant&module=members");
    const many = await statements(asReader, "/search.json?q=zeppelin&module=members");
    expect(one).toBe(many);
  });
});
