import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

type Entry = { id: string; slug: string; parent_id: string | null };
type Client = Awaited<ReturnType<typeof as>>;

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const made = async (c: Client, title: string, parentId: string | null = null) => {
  const res = await c.post("/pages", { page: { title, html_content: "<p>Text</p>", parent_id: parentId } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Entry;
};
const childrenOf = async (c: Client, parentId: string | null) =>
  ((await c.get("/pages")).json().pages as Entry[]).filter((p) => p.parent_id === parentId).map((p) => p.id);

describe("moving a network page to another parent (PUT /pages/order with moved_id)", () => {
  it("moves a page with its subpages under another parent at the place given, in one request", async () => {
    const root = await as(app, await admin(app));
    const reader = await as(app, await member(app));
    const house = await made(root, "Move house");
    const garden = await made(root, "Move garden");
    const kitchen = await made(root, "Move kitchen", house.id);
    const cellar = await made(root, "Move cellar", house.id);
    const shed = await made(root, "Move shed", garden.id);
    const tools = await made(root, "Move tools", shed.id);

    // The shed (with its tools) goes under the house, between the kitchen and the cellar.
    const res = await root.put("/pages/order", {
      parent_id: house.id,
      ids: [kitchen.id, shed.id, cellar.id],
      moved_id: shed.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().pages as Entry[]).find((p) => p.id === shed.id)?.parent_id).toBe(house.id);

    expect(await childrenOf(reader, house.id)).toEqual([kitchen.id, shed.id, cellar.id]);
    expect(await childrenOf(reader, garden.id)).toEqual([]);
    expect(await childrenOf(reader, shed.id)).toEqual([tools.id]);
    const tree = ((await reader.get("/pages")).json().pages as Entry[]).map((p) => p.id);
    const from = tree.indexOf(house.id);
    expect(tree.slice(from, from + 5)).toEqual([house.id, kitchen.id, shed.id, tools.id, cellar.id]);
    const shown = (await reader.get(`/pages/${tools.slug}`)).json();
    expect(shown.ancestors.map((a: Entry) => a.id)).toEqual([house.id, shed.id]);

    // Out to the top level (un-nesting), first there.
    const tops = await childrenOf(root, null);
    const out = await root.put("/pages/order", { parent_id: null, ids: [cellar.id, ...tops], moved_id: cellar.id });
    expect(out.statusCode, out.body).toBe(200);
    expect((await childrenOf(reader, null))[0]).toBe(cellar.id);
    expect(await childrenOf(reader, house.id)).toEqual([kitchen.id, shed.id]);
  });

  it("refuses a move under the page itself or its subpages, and orders that do not fit the new parent", async () => {
    const root = await as(app, await admin(app));
    const top = await made(root, "Cycle top");
    const middle = await made(root, "Cycle middle", top.id);
    const bottom = await made(root, "Cycle bottom", middle.id);
    const other = await made(root, "Cycle other");

    for (const [parent, ids] of [
      [top.id, [middle.id, top.id]],
      [middle.id, [bottom.id, top.id]],
      [bottom.id, [top.id]],
    ] as const) {
      const res = await root.put("/pages/order", { parent_id: parent, ids, moved_id: top.id });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toHaveProperty("parent_id");
    }
    const unknownParent = await root.put("/pages/order", {
      parent_id: "e".repeat(24),
      ids: [top.id],
      moved_id: top.id,
    });
    expect(unknownParent.json().errors).toHaveProperty("parent_id");

    // The new siblings must be named each once, the moved page among them.
    for (const ids of [[bottom.id], [other.id], [middle.id, other.id, other.id], [middle.id, other.id, top.id]]) {
      const res = await root.put("/pages/order", { parent_id: middle.id, ids, moved_id: other.id });
      expect(res.statusCode, JSON.stringify(ids)).toBe(422);
      expect(res.json().errors).toHaveProperty("ids");
    }
    // A page that is no network page (a group's) cannot be moved into the tree.
    const owner = await member(app);
    const g = await group(app, { admin: owner });
    const groupPage = (
      await (await as(app, owner)).post(`/groups/${g.slug}/pages`, { group_page: { title: "Ours" } })
    ).json();
    const foreign = await root.put("/pages/order", {
      parent_id: middle.id,
      ids: [bottom.id, groupPage.id],
      moved_id: groupPage.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty("moved_id");

    // Nothing moved.
    expect(await childrenOf(root, top.id)).toEqual([middle.id]);
    expect(await childrenOf(root, middle.id)).toEqual([bottom.id]);
  });

  it("refuses members who are not network administrators (403) and visitors (401)", async () => {
    const root = await as(app, await admin(app));
    const a = await made(root, "Guarded A");
    const b = await made(root, "Guarded B");
    const boss = await member(app);
    await group(app, { admin: boss });
    const move = { parent_id: a.id, ids: [b.id], moved_id: b.id };
    expect((await (await as(app, boss)).put("/pages/order", move)).statusCode).toBe(403);
    expect((await (await as(app, await member(app))).put("/pages/order", move)).statusCode).toBe(403);
    expect((await anonymous(app).put("/pages/order", move)).statusCode).toBe(401);
    expect(await childrenOf(root, a.id)).toEqual([]);
  });
});
