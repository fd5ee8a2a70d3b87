import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, groupCategory, member, multipart } from "../../../test/factories.js";
import { rateLimitConfig } from "../../../test/rate-limits.js";
import type { App } from "../../app.js";
import { externalInvites } from "./invitations.schema.js";

let app: App;
let root: Client;
let n = 0;
const address = () => `scoped-${++n}-${Date.now()}@example.test`;
const guestInvite = (email: string) => ({
  external_invite: { subject: "Come in", body: "Join us.", user_type: "external", email },
});
const setSetting = async (on: boolean) => {
  const res = await root.put("/administration/settings", { join_section_admins_can_invite_users: on });
  expect(res.statusCode, res.body).toBe(200);
};
const idOf = async (email: string) =>
  (await app.ctx.db.select().from(externalInvites).where(sql`lower(${externalInvites.email}) = ${email}`))[0]?.id;

beforeAll(async () => {
  app = await createTestApp(
    rateLimitConfig({ invite_client: { points: 1000 }, invite_link_address: { points: 1000 } }),
  );
  root = await as(app, await admin(app));
});

describe("the setting 'Group administrators may invite new people' (join_section_admins_can_invite_users)", () => {
  it("off: a group's and a category's administrators invite no one by e-mail or list; network administrators do", async () => {
    const boss = await member(app);
    const g = await group(app, { admin: boss });
    const asBoss = await as(app, boss);
    const category = await groupCategory(app);
    const catBoss = await member(app);
    expect(
      (await root.post(`/administration/group-categories/${category.id}/admins`, { membership_id: catBoss.id }))
        .statusCode,
    ).toBe(201);
    const asCatBoss = await as(app, catBoss);
    await setSetting(true);
    const before = address();
    expect((await asBoss.post(`/groups/${g.slug}/external_invites`, guestInvite(before))).statusCode).toBe(201);

    await setSetting(false);
    const none = { invite_internal: true, invite_external: false, invite_external_guests: false };
    expect((await asBoss.get(`/external_invites/settings?group_slug=${g.slug}`)).json().can).toEqual(none);
    expect((await asCatBoss.get(`/external_invites/settings?group_category_id=${category.id}`)).json().can).toEqual(
      none,
    );
    const email = address();
    expect((await asBoss.post(`/groups/${g.slug}/external_invites`, guestInvite(email))).statusCode).toBe(403);
    const csv = multipart(
      { name: "people.csv", type: "text/csv", data: Buffer.from(`${email},Ann,Other\n`) },
      { subject: "Come in", body: "Join us.", user_type: "external" },
      "csv",
    );
    expect(
      (await asBoss.request({ method: "POST", url: `/groups/${g.slug}/external_invites`, ...csv })).statusCode,
    ).toBe(403);
    const intoCategory = await asCatBoss.post(`/group-categories/${category.id}/external_invites`, guestInvite(email));
    expect(intoCategory.statusCode).toBe(403);
    expect(await idOf(email)).toBeUndefined();
    // Renewing sends the invitation again: refused too.
    expect((await asBoss.post("/batch_invites/renew", { invite_ids: [await idOf(before)] })).statusCode).toBe(403);

    // A network administrator keeps every kind of e-mail invitation, in the group's scope too.
    const all = { invite_internal: true, invite_external: true, invite_external_guests: true };
    expect((await root.get(`/external_invites/settings?group_slug=${g.slug}`)).json().can).toEqual(all);
    expect((await root.post(`/groups/${g.slug}/external_invites`, guestInvite(email))).statusCode).toBe(201);
    expect((await root.post("/batch_invites/renew", { invite_ids: [await idOf(before)] })).statusCode).toBe(200);

    await setSetting(true);
    const guests = { invite_internal: true, invite_external: false, invite_external_guests: true };
    expect((await asBoss.get(`/external_invites/settings?group_slug=${g.slug}`)).json().can).toEqual(guests);
    expect((await asCatBoss.get(`/external_invites/settings?group_category_id=${category.id}`)).json().can).toEqual(
      guests,
    );
  });
});
