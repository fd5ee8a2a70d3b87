import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, groupCategory, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { findGroupBySlug } from "./groups.repo.js";

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#3355aa" } })
    .png()
    .toBuffer();

describe("group create, edit, archive, delete", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("requires sign-in", async () => {
    const g = await group(app);
    expect((await anonymous(app).post("/groups", {})).statusCode).toBe(401);
    expect((await anonymous(app).put(`/groups/${g.slug}`, {})).statusCode).toBe(401);
    expect((await anonymous(app).get("/api/v1/groups/new?group_category_slug=x")).statusCode).toBe(401);
  });

  it("must not see a hidden group to edit, archive or delete it (404)", async () => {
    const g = await group(app, { access: "hidden" });
    const client = await as(app, await member(app));
    expect((await client.delete(`/groups/${g.slug}`)).statusCode).toBe(404);
    expect((await client.put(`/groups/${g.slug}/archive`)).statusCode).toBe(404);
    expect(await findGroupBySlug(app.ctx.db, g.slug)).not.toBeNull();
  });

  it("creates a group with an image in a category that allows it; the creator administers it", async () => {
    const cat = await groupCategory(app, { createAccess: "all" });
    const m = await member(app);
    const client = await as(app, m);
    const form = (await client.get(`/api/v1/groups/new?group_category_slug=${cat.slug}`)).json();
    expect(form.can).toEqual({ create: true, create_hidden: false });
    const image = (await upload(client, "images", { name: "g.png", type: "image/png", data: await png() })).json();
    const res = await client.post("/groups", {
      group: {
        name: "Book Club",
        access: "closed",
        moderated_join: true,
        group_category_id: cat.id,
        profile_image_id: image.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      slug: "book-club",
      access: "closed",
      moderated_join: true,
      member_count: 1,
      membership_status_of_current_member: "member",
      profile_image: { id: image.id },
      can: { update: true, administrate: true },
    });
    const again = await client.post("/groups", {
      group: { name: "Book Club", access: "open", group_category_id: cat.id },
    });
    expect(again.json().slug).toMatch(/^book-club-/);
  });

  it("does not tell by a suffixed slug that a hidden group of the same name exists", async () => {
    const cat = await groupCategory(app, { createAccess: "all" });
    const hidden = await (await as(app, await admin(app))).post("/groups", {
      group: { name: "Management Board", access: "hidden", group_category_id: cat.id },
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    expect(hidden.json().slug).toMatch(/^management-board-[0-9a-f]{6}$/);
    const visible = await (await as(app, await member(app))).post("/groups", {
      group: { name: "Management Board", access: "open", group_category_id: cat.id },
    });
    expect(visible.statusCode, visible.body).toBe(201);
    expect(visible.json().slug).toBe("management-board");
  });

  it("refuses creating in an admins-only category, hidden without can.create_hidden and broken access rules", async () => {
    const adminsOnly = await groupCategory(app, { createAccess: "admins" });
    const open = await groupCategory(app, { createAccess: "all" });
    const client = await as(app, await member(app));
    const denied = await client.post("/groups", {
      group: { name: "Nope", access: "open", group_category_id: adminsOnly.id },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe("forbidden");
    const hidden = await client.post("/groups", {
      group: { name: "Secret", access: "hidden", group_category_id: open.id },
    });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().errors.access).toEqual(["hidden is not allowed"]);
    const sensitive = await client.post("/groups", {
      group: { name: "Sensitive", access: "open", sensitive: true, group_category_id: open.id },
    });
    expect(sensitive.json().errors.access).toEqual(["a sensitive group cannot be open"]);
    const moderated = await client.post("/groups", {
      group: { name: "Moderated", access: "open", moderated_join: true, group_category_id: open.id },
    });
    expect(moderated.json().errors.moderated_join).toEqual(["only for closed groups"]);
    const nameless = await client.post("/groups", { group: { name: " ", access: "open", group_category_id: open.id } });
    expect(nameless.statusCode).toBe(422);
    for (const name of ["Nope", "Secret", "Sensitive", "Moderated"])
      expect(await findGroupBySlug(app.ctx.db, name.toLowerCase())).toBeNull();
    const root = await as(app, await admin(app));
    const ok = await root.post("/groups", {
      group: { name: "Secret", access: "hidden", group_category_id: adminsOnly.id },
    });
    expect(ok.statusCode).toBe(201);
  });

  it("refuses editing without can.update and leaves the group as it was", async () => {
    const boss = await member(app);
    const m = await member(app);
    const g = await group(app, { admin: boss, members: [m] });
    const res = await (await as(app, m)).put(`/groups/${g.slug}`, { group: { name: "Taken over" } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "forbidden", message: "You are not allowed to do this." });
    expect((await findGroupBySlug(app.ctx.db, g.slug))?.name).toBe(g.name);
    const ok = await (await as(app, boss)).put(`/groups/${g.slug}`, { group: { name: "Renamed", teaser: "Hello" } });
    expect(ok.json()).toMatchObject({ name: "Renamed", teaser: "Hello", slug: g.slug });
  });

  it("archives and unarchives; an archived group cannot be edited or joined", async () => {
    const boss = await member(app);
    const g = await group(app, { admin: boss });
    const client = await as(app, boss);
    expect((await client.put(`/groups/${g.slug}/archive`)).json()).toEqual({
      archived: true,
      redirect: `/groups/${g.slug}`,
    });
    const edit = await client.put(`/groups/${g.slug}`, { group: { name: "Too late" } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toBe("group_archived");
    const joiner = await as(app, await member(app));
    expect((await joiner.post(`/api/v1/groups/${g.slug}/join`)).statusCode).toBe(403);
    expect((await client.delete(`/groups/${g.slug}/archive`)).json().archived).toBe(false);
    expect((await client.put(`/groups/${g.slug}`, { group: { name: "Alive" } })).statusCode).toBe(200);
  });

  it("deletes a group for its administrator only, redirecting to its category", async () => {
    const cat = await groupCategory(app);
    const boss = await member(app);
    const m = await member(app);
    const g = await group(app, { admin: boss, members: [m], categoryId: cat.id });
    expect((await (await as(app, m)).delete(`/groups/${g.slug}`)).statusCode).toBe(403);
    const res = await (await as(app, boss)).delete(`/groups/${g.slug}`);
    expect(res.json()).toEqual({ redirect: `/directory/${cat.slug}` });
    expect(await findGroupBySlug(app.ctx.db, g.slug)).toBeNull();
  });
});
