import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member } from "../../../test/factories.js";
import { expectRestemmed, moduleSearch } from "../../../test/search-helpers.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";

// The app items' share of the search, over HTTP as members: the header's suggestions, #tag queries and re-stemming,
// each only over items of apps the member may read.

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the route schemas check their shapes.
type Json = Record<string, any>;

let app: App;
let asAdmin: Client;
let asInsider: Client;
let asOutsider: Client;
let closed: GroupRow;
let board: { slug: string; id: string };
let teamBoard: { slug: string; id: string };

const { search, suggestions } = moduleSearch("items");
const titles = (result: Json | undefined) => ((result?.hits ?? []) as Json[]).map((h) => h.title).sort();
const suggested = async (c: Client, q: string, extra = "") =>
  (await suggestions(c, q, extra)).map((s) => s.title).sort();

/** An app with a title, a second text and two tag fields (under other names), in the group when given. */
async function newApp(c: Client, name: string, groupId?: string) {
  const res = await c.post("/api/v1/apps", {
    name,
    fields: [
      { name: "title", label: "Title", type: "text" },
      { name: "notes", label: "Notes", type: "text" },
      { name: "labels", label: "Labels", type: "tag" },
      { name: "topics", label: "Topics", type: "tag" },
    ],
    ...(groupId ? { group_id: groupId } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { slug: string; id: string };
}

async function newItem(c: Client, slug: string, values: Record<string, unknown>): Promise<Json> {
  const res = await c.post(`/api/v1/apps/${slug}/items`, { values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  app = await createTestApp();
  const [boss, insider, outsider] = await Promise.all([admin(app), member(app), member(app)]);
  [asAdmin, asInsider, asOutsider] = await Promise.all([as(app, boss), as(app, insider), as(app, outsider)]);
  closed = await group(app, { access: "closed", admin: boss, members: [insider] });
  board = await newApp(asAdmin, "Harbour board");
  teamBoard = await newApp(asAdmin, "Team board", closed.id);
  await newItem(asInsider, board.slug, { title: "Paint the lighthouse", labels: ["urgent"], topics: ["paint"] });
  await newItem(asInsider, board.slug, { title: "Lighthouse keys", notes: "urgent but not tagged" });
  await newItem(asInsider, board.slug, { title: "Order rope", topics: ["urgent", "rope"] });
  await newItem(asAdmin, teamBoard.slug, { title: "Lighthouse budget", labels: ["urgent", "money"] });
  const gone = await newItem(asAdmin, board.slug, { title: "Lighthouse archive", labels: ["urgent"] });
  expect((await asAdmin.post(`/api/v1/apps/${board.slug}/items/${gone.id}/archive`)).statusCode).toBe(200);
});

describe("items in the header's suggestions", () => {
  it("suggests active items by a word's beginning, opening the item as the hit does", async () => {
    const found = await suggestions(asInsider, "lighth");
    expect(found.map((s) => s.title).sort()).toEqual(["Lighthouse budget", "Lighthouse keys", "Paint the lighthouse"]);
    const hits = (await search(asInsider, "lighthouse")).hits as Json[];
    for (const s of found) {
      expect(s).toMatchObject({ module: "items", image_url: null });
      expect(s.html_url).toBe(hits.find((h) => h.id === s.id)?.html_url);
    }
    expect(found.find((s) => s.title === "Lighthouse keys")?.html_url).toMatch(
      new RegExp(`^/apps/${board.slug}/items/[0-9a-f]{24}$`),
    );
    // The header's scope in the apps' section.
    expect(await suggested(asInsider, "lighth", "&module=items")).toHaveLength(3);
  });

  it("never suggests an item of an app the member may not read, nor through the group's search", async () => {
    expect(await suggested(asOutsider, "lighth")).toEqual(["Lighthouse keys", "Paint the lighthouse"]);
    expect(await suggested(asOutsider, "budg")).toEqual([]);
    const res = await asOutsider.get(`/search/suggestions?q=budg&group=${closed.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().suggestions).toEqual([]);
  });

  it("suggests only the group's items in a group's search", async () => {
    expect(await suggested(asInsider, "lighth", `&group=${closed.slug}`)).toEqual(["Lighthouse budget"]);
  });

  it("names an item without a title by its app", async () => {
    await newItem(asInsider, board.slug, { notes: "Seagull feathers" });
    expect(await suggested(asInsider, "seagu")).toEqual(["Harbour board"]);
  });
});

describe("#tag queries over items", () => {
  it("finds the items whose tag field holds the tag, whichever field, newest first, not the word in a text", async () => {
    const result = await search(asInsider, "#urgent", "&sort_by=relevance");
    expect(result.hits.map((h: Json) => h.title)).toEqual(["Lighthouse budget", "Order rope", "Paint the lighthouse"]);
    expect(result.total).toBe(3);
    expect(result.meta.tags).toEqual(["urgent"]);
    expect(titles(await search(asInsider, "#URGENT #rope"))).toEqual(["Order rope"]);
    expect(titles(await search(asInsider, "#urgent lighthouse"))).toEqual([
      "Lighthouse budget",
      "Paint the lighthouse",
    ]);
    expect(titles(await search(asInsider, "#nosuchtag"))).toEqual([]);
    expect(await suggested(asInsider, "#urgent ligh")).toEqual(["Lighthouse budget", "Paint the lighthouse"]);
  });

  it("keeps to the apps the member may read, and to the group in its search", async () => {
    expect(titles(await search(asOutsider, "#urgent"))).toEqual(["Order rope", "Paint the lighthouse"]);
    expect(titles(await search(asOutsider, "#money"))).toEqual([]);
    const inGroup = await asInsider.get(`/groups/${closed.slug}/search.json?q=%23urgent&module=items`);
    expect(inGroup.statusCode, inGroup.body).toBe(200);
    expect(titles(inGroup.json().items)).toEqual(["Lighthouse budget"]);
  });
});

describe("items when the network's language changes", () => {
  it("re-stems them in the same transaction", async () => {
    await newItem(asInsider, board.slug, { title: "Quarterly harbour dues" });
    await expectRestemmed(
      app,
      sql`select search_vector::text as v from app_items where "values" ->> 'title' = 'Quarterly harbour dues'`,
      async () => expect(titles(await search(asInsider, "quarterly"))).toEqual(["Quarterly harbour dues"]),
    );
  });
});
