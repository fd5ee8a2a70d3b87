import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { auditEvents } from "../administration/administration.schema.js";
import { type MemberRow, members } from "../members/members.schema.js";

let app: App;
let adminRow: MemberRow;
let bRow: MemberRow;
let asAdmin: Client;
let asB: Client;
let asReader: Client;

beforeAll(async () => {
  app = await createTestApp();
  adminRow = await admin(app, { firstName: "Ada", lastName: "Admin" });
  bRow = await member(app, { firstName: "Bea", lastName: "Bauer" });
  asAdmin = await as(app, adminRow);
  asB = await as(app, bRow);
  asReader = await as(app, await member(app, { firstName: "Rita", lastName: "Reader" }));
});

const names = async (client: Client, slug: string) =>
  (await client.get(`/channels/${slug}/admins`)).json().admins.map((a: { displayName: string }) => a.displayName);

describe("channel administrators (administration §2 /channels/{slug}/administration)", () => {
  it("lists the creator; adds a member who then may update the channel; removes them again, audited", async () => {
    const c = (await asAdmin.post("/channels", { channel: { title: "Team news", status: "published" } })).json();
    expect(await names(asAdmin, c.slug)).toEqual(["Ada Admin"]);
    expect((await asB.put(`/channels/${c.slug}`, { channel: { title: "Mine" } })).statusCode).toBe(403);

    const added = await asAdmin.post(`/channels/${c.slug}/admins`, { member_id: bRow.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: bRow.id, displayName: "Bea Bauer" });
    // Adding again changes nothing.
    expect((await asAdmin.post(`/channels/${c.slug}/admins`, { member_id: bRow.id })).statusCode).toBe(201);
    expect(await names(asAdmin, c.slug)).toEqual(["Ada Admin", "Bea Bauer"]);

    // B now holds the update permission: settings, the page's `can`, the administrators themselves.
    expect((await asB.get(`/channels/${c.slug}`)).json().can.update).toBe(true);
    const saved = await asB.put(`/channels/${c.slug}`, { channel: { title: "Team news by Bea" } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await names(asB, c.slug)).toEqual(["Ada Admin", "Bea Bauer"]);

    // B removes Ada; then B is the last one and cannot go.
    expect((await asB.delete(`/channels/${c.slug}/admins/${adminRow.id}`)).statusCode).toBe(204);
    const last = await asB.delete(`/channels/${c.slug}/admins/${bRow.id}`);
    expect(last.statusCode, last.body).toBe(422);
    expect(last.json()).toMatchObject({
      error: "last_channel_administrator",
      message: "A channel keeps at least one administrator: add another before removing this one.",
    });
    // A network administrator still may (the update permission), and sees B alone.
    expect(await names(asAdmin, c.slug)).toEqual(["Bea Bauer"]);
    // Removing one who is none: 404.
    expect((await asAdmin.delete(`/channels/${c.slug}/admins/${adminRow.id}`)).statusCode).toBe(404);

    const audit = await app.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "Channel"), eq(auditEvents.subjectId, c.id)));
    expect(audit.map((a) => [a.eventType, a.actorId, a.membershipId])).toEqual(
      expect.arrayContaining([
        ["ChannelAdminAdd", adminRow.id, bRow.id],
        ["ChannelAdminRemove", bRow.id, adminRow.id],
      ]),
    );
    expect(audit.filter((a) => a.eventType === "ChannelAdminAdd")).toHaveLength(1);
  });

  it("is 403 to a reader of a published channel, 404 to who may not read it or for an unknown channel", async () => {
    const published = (await asAdmin.post("/channels", { channel: { title: "Open", status: "published" } })).json();
    const draft = (await asAdmin.post("/channels", { channel: { title: "Closed" } })).json();
    const reader = asReader.member as MemberRow;
    for (const [slug, status] of [
      [published.slug, 403],
      [draft.slug, 404],
      ["no-such-channel", 404],
    ] as const) {
      expect((await asReader.get(`/channels/${slug}/admins`)).statusCode, slug).toBe(status);
      expect((await asReader.post(`/channels/${slug}/admins`, { member_id: reader.id })).statusCode, slug).toBe(status);
      expect((await asReader.delete(`/channels/${slug}/admins/${adminRow.id}`)).statusCode, slug).toBe(status);
    }
    expect(await names(asAdmin, published.slug)).toEqual(["Ada Admin"]);
  });

  it("refuses an unknown, locked or external member with 422", async () => {
    const c = (await asAdmin.post("/channels", { channel: { title: "Picky" } })).json();
    const external = await member(app, { isExternal: true });
    const locked = await member(app);
    await app.ctx.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, locked.id));
    for (const id of ["0123456789abcdef01234567", external.id, locked.id]) {
      const res = await asAdmin.post(`/channels/${c.slug}/admins`, { member_id: id });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["member_id"]);
    }
    expect((await asAdmin.post(`/channels/${c.slug}/admins`, {})).statusCode).toBe(422);
    expect(await names(asAdmin, c.slug)).toEqual(["Ada Admin"]);
  });
});
