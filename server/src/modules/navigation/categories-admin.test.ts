import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, groupCategory, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { latestAuditEvents } from "../administration/audit.repo.js";

/** The group categories order (groups module) and the appointment custom categories (calendar module). */
let app: App;
let adminClient: Client;

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app));
});

const categorySlugs = async (client: Client) =>
  ((await client.get("/api/v1/network")).json().group_categories as { slug: string }[]).map((c) => c.slug);

describe("PUT /administration/group-categories/order", () => {
  it("reorders every category (204), as the preload lists them, with an audit row", async () => {
    await groupCategory(app);
    await groupCategory(app);
    const before = await categorySlugs(adminClient);
    const reversed = [...before].reverse();
    const res = await adminClient.put("/administration/group-categories/order", { order: reversed });
    expect(res.statusCode, res.body).toBe(204);
    expect(await categorySlugs(await as(app, await member(app)))).toEqual(reversed);
    const [event] = await latestAuditEvents(app.ctx.db, 1);
    expect(event).toMatchObject({ eventType: "GroupCategoryOrderUpdate", details: { before, after: reversed } });
  });

  it("refuses an incomplete or unknown order, and non-administrators", async () => {
    const slugs = await categorySlugs(adminClient);
    for (const order of [slugs.slice(1), [...slugs.slice(1), "nope"], [...slugs, slugs[0]]]) {
      expect((await adminClient.put("/administration/group-categories/order", { order })).statusCode).toBe(422);
    }
    const asMember = await as(app, await member(app));
    expect((await asMember.put("/administration/group-categories/order", { order: slugs })).statusCode).toBe(403);
    expect((await anonymous(app).put("/administration/group-categories/order", { order: slugs })).statusCode).toBe(401);
    expect(await categorySlugs(adminClient)).toEqual(slugs);
  });
});

describe("PUT /administration/appointment_categories", () => {
  it("creates, renames, reorders and deletes, and the calendar offers the result", async () => {
    const created = await adminClient.put("/administration/appointment_categories", {
      appointment_categories: [{ label: "Training" }, { label: "Board meeting" }, { label: "Party" }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const [training, board, party] = created.json() as { id: string; label: string }[];
    const res = await adminClient.put("/administration/appointment_categories", {
      appointment_categories: [
        { id: board?.id, label: "Board" },
        { id: training?.id, label: "Training" },
        { id: party?.id, label: "Party", _destroy: true },
        { id: "Workshop", label: "Workshop" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const asMember = await as(app, await member(app));
    const offered = (await asMember.get("/appointments/categories")).json() as { id: string; label: string }[];
    expect(offered.map((c) => c.label)).toEqual(["Board", "Training", "Workshop"]);
    expect(offered[0]?.id).toBe(board?.id);
    const [event] = await latestAuditEvents(app.ctx.db, 1);
    expect(event).toMatchObject({ eventType: "AppointmentCategoriesUpdate", details: { deleted: ["Party"] } });
  });

  it("refuses a duplicated label (any case) and non-administrators", async () => {
    const current = (await adminClient.get("/appointments/categories")).json() as { id: string; label: string }[];
    const res = await adminClient.put("/administration/appointment_categories", {
      appointment_categories: [...current, { label: " board " }],
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain("duplicated category");
    const asMember = await as(app, await member(app));
    expect(
      (await asMember.put("/administration/appointment_categories", { appointment_categories: [] })).statusCode,
    ).toBe(403);
  });
});
