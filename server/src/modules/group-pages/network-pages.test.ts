import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, member } from "../../../test/factories.js";
import { moduleSearch } from "../../../test/search-helpers.js";
import type { App } from "../../app.js";

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  page: { title, html_content: "<p>Text</p>", ...extra },
});
const { search, suggestions } = moduleSearch("pages");

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

describe("network pages", () => {
  it("requires a signed-in member", async () => {
    const visitor = anonymous(app);
    expect((await visitor.get("/pages")).statusCode).toBe(401);
    expect((await visitor.get("/pages/welcome")).statusCode).toBe(401);
    expect((await visitor.post("/pages", body("X"))).statusCode).toBe(401);
  });

  it("lets network administrators write a tree of pages that every member reads", async () => {
    const root = await as(app, await admin(app));
    const reader = await as(app, await member(app));
    const guest = await as(app, await member(app, { isExternal: true }));

    const created = await root.post(
      "/pages",
      body("Handbook of the house", {
        html_content: '<h2>Rules</h2><p onclick="x()">Be kind<script>alert(1)</script></p>',
        show_in_userbar: true,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const handbook = created.json();
    expect(handbook).toMatchObject({
      slug: "handbook-of-the-house",
      path: "/pages/handbook-of-the-house",
      html_content: "<h2>Rules</h2><p>Be kind</p>",
      parent_id: null,
      show_in_userbar: true,
      ancestors: [],
      children: [],
      can: { update: true, destroy: true },
    });
    const child = (await root.post("/pages", body("Kitchen", { parent_id: handbook.id }))).json();
    const grandchild = (await root.post("/pages", body("Coffee machine", { parent_id: child.id }))).json();
    expect(grandchild.ancestors.map((a: { slug: string }) => a.slug)).toEqual(["handbook-of-the-house", "kitchen"]);

    const shown = (await reader.get("/pages/handbook-of-the-house")).json();
    expect(shown.children.map((c: { slug: string }) => c.slug)).toEqual(["kitchen"]);
    expect(shown.can).toEqual({ update: false, destroy: false });
    expect((await guest.get("/pages/kitchen")).statusCode).toBe(200);

    const all = (await reader.get("/pages")).json();
    expect(all.can).toEqual({ create: false });
    expect(all.pages.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(["handbook-of-the-house", "kitchen", "coffee-machine"]),
    );
    const flagged = (await reader.get("/pages?filter=show_in_userbar")).json().pages;
    expect(flagged.map((p: { slug: string }) => p.slug)).toContain("handbook-of-the-house");
    expect(flagged.map((p: { slug: string }) => p.slug)).not.toContain("kitchen");

    // A page cannot become its own descendant; the parent must be a network page.
    const cycle = await root.put("/pages/handbook-of-the-house", body("Handbook", { parent_id: grandchild.id }));
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors).toHaveProperty("parent_id");
    expect((await root.post("/pages", body("X", { parent_id: "0".repeat(24) }))).statusCode).toBe(422);

    // A deleted page's subpages move up to its parent.
    const removed = await root.delete("/pages/kitchen");
    expect(removed.statusCode).toBe(200);
    expect((await reader.get("/pages/kitchen")).statusCode).toBe(404);
    expect((await reader.get("/pages/coffee-machine")).json().parent_id).toBe(handbook.id);
  });

  it("refuses every write to members who are not network administrators", async () => {
    const root = await as(app, await admin(app));
    const boss = await member(app);
    await group(app, { admin: boss });
    const groupAdmin = await as(app, boss);
    await root.post("/pages", body("Opening hours"));
    expect((await groupAdmin.post("/pages", body("Mine"))).statusCode).toBe(403);
    expect((await groupAdmin.put("/pages/opening-hours", body("Mine"))).statusCode).toBe(403);
    expect((await groupAdmin.delete("/pages/opening-hours")).statusCode).toBe(403);
    expect((await groupAdmin.get("/pages/opening-hours")).json().title).toBe("Opening hours");
  });

  it("is found by the search and its suggestions, linking to /pages/{slug}", async () => {
    const root = await as(app, await admin(app));
    const reader = await as(app, await member(app));
    await root.post("/pages", body("Parking garage levels", { html_content: "<p>Level minus two for bicycles</p>" }));
    const found = await search(reader, "bicycles");
    const hit = found.hits.find((h: { slug: string }) => h.slug === "parking-garage-levels");
    expect(hit).toMatchObject({ type: "page", html_url: "/pages/parking-garage-levels", group_slug: null });
    const suggested = await suggestions(reader, "Parking gara");
    expect(suggested.map((s) => s.html_url)).toContain("/pages/parking-garage-levels");
  });
});

describe("network pages in order", () => {
  type Entry = { id: string; slug: string; parent_id: string | null; show_in_userbar: boolean };
  const listed = async (c: Awaited<ReturnType<typeof as>>, query = "") =>
    (await c.get(`/pages${query}`)).json().pages as Entry[];

  it("lets administrators reorder the pages under one parent, kept in the tree's order and the userbar's", async () => {
    const root = await as(app, await admin(app));
    const reader = await as(app, await member(app));
    const made = async (title: string, extra: Record<string, unknown> = {}) => {
      const res = await root.post("/pages", body(title, extra));
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Entry;
    };
    const parent = await made("Order parent", { show_in_userbar: true });
    const a = await made("Order child A", { parent_id: parent.id, show_in_userbar: true });
    const b = await made("Order child B", { parent_id: parent.id });
    const c = await made("Order child C", { parent_id: parent.id, show_in_userbar: true });
    const grandchild = await made("Order grandchild", { parent_id: a.id });

    const res = await root.put("/pages/order", { parent_id: parent.id, ids: [c.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    const children = (res.json().pages as Entry[]).filter((p) => p.parent_id === parent.id).map((p) => p.id);
    expect(children).toEqual([c.id, a.id, b.id]);

    // Every member reads the tree in its reading order: each page followed by its subpages, siblings in order.
    const all = (await listed(reader)).map((p) => p.id);
    const from = all.indexOf(parent.id);
    expect(all.slice(from, from + 5)).toEqual([parent.id, c.id, a.id, grandchild.id, b.id]);
    const userbar = (await listed(reader, "?filter=show_in_userbar")).map((p) => p.id);
    expect(userbar.indexOf(c.id)).toBeLessThan(userbar.indexOf(a.id));
    expect(userbar).not.toContain(b.id);
    // The page shows its subpages in that order too.
    const shown = (await reader.get(`/pages/${parent.slug}`)).json();
    expect(shown.children.map((p: Entry) => p.id)).toEqual([c.id, a.id, b.id]);

    // The top level: every top-level page, this one moved first.
    const tops = (await listed(root)).filter((p) => p.parent_id === null).map((p) => p.id);
    const reordered = [parent.id, ...tops.filter((id) => id !== parent.id)];
    expect((await root.put("/pages/order", { parent_id: null, ids: reordered })).statusCode).toBe(200);
    expect((await listed(reader)).filter((p) => p.parent_id === null).map((p) => p.id)).toEqual(reordered);
    // A new page goes last among its siblings.
    const d = await made("Order child D", { parent_id: parent.id });
    const after = (await listed(reader)).filter((p) => p.parent_id === parent.id).map((p) => p.id);
    expect(after).toEqual([c.id, a.id, b.id, d.id]);
  });

  it("refuses an order that is not exactly the parent's children, and non-administrators", async () => {
    const root = await as(app, await admin(app));
    const parent = (await root.post("/pages", body("Strict parent"))).json() as Entry;
    const a = (await root.post("/pages", body("Strict A", { parent_id: parent.id }))).json() as Entry;
    const b = (await root.post("/pages", body("Strict B", { parent_id: parent.id }))).json() as Entry;
    const other = (await root.post("/pages", body("Strict elsewhere"))).json() as Entry;

    for (const ids of [[a.id], [a.id, b.id, other.id], [a.id, a.id], [b.id, other.id], [a.id, b.id, "f".repeat(24)]]) {
      const res = await root.put("/pages/order", { parent_id: parent.id, ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(422);
      expect(res.json().errors).toHaveProperty("ids");
    }
    const noParent = await root.put("/pages/order", { parent_id: "e".repeat(24), ids: [a.id] });
    expect(noParent.statusCode).toBe(422);
    expect(noParent.json().errors).toHaveProperty("parent_id");
    expect((await root.put("/pages/order", { parent_id: parent.id, ids: [] })).statusCode).toBe(422);

    const plain = await as(app, await member(app));
    expect((await plain.put("/pages/order", { parent_id: parent.id, ids: [b.id, a.id] })).statusCode).toBe(403);
    expect((await anonymous(app).put("/pages/order", { parent_id: parent.id, ids: [b.id, a.id] })).statusCode).toBe(
      401,
    );
    const kept = (await listed(root)).filter((p) => p.parent_id === parent.id).map((p) => p.id);
    expect(kept).toEqual([a.id, b.id]);

    // `order` is the call's path, never a page's slug.
    expect((await root.post("/pages", body("Order"))).json().slug).toBe("order-2");
  });
});
