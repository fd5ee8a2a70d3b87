import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, groupCategory, member } from "../../../test/factories.js";
import { inviteMail, postCsv, storedInvitesOf } from "../../../test/invite-helpers.js";
import { newestMailTo } from "../../../test/outbox.js";
import { rateLimitConfig } from "../../../test/rate-limits.js";
import type { App } from "../../app.js";
import { findMembership } from "../groups/groups.repo.js";
import { outboxMails } from "../mail/mail.schema.js";
import { findMemberByEmail } from "../members/members.repo.js";
import { externalInvites } from "./invitations.schema.js";

let app: App;
let n = 0;
const address = () => `invitee-${++n}-${Date.now()}@example.test`;
const common = inviteMail;

/** The link of the last invitation mailed to the address, from the outbox. */
async function linkFor(email: string): Promise<string> {
  const text = (await newestMailTo(app, email))?.text ?? "";
  const m = /\/invitations\/([\w-]+)/.exec(text);
  if (!m?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return m[1];
}

const csvPost = postCsv;

const invitesOf = (email: string) => storedInvitesOf(app, email);

beforeAll(async () => {
  app = await createTestApp(
    rateLimitConfig({ invite_client: { points: 1000 }, invite_link_address: { points: 1000 } }),
  );
  // Group administrators invite new people here; invite-scope.test.ts has them refused while the setting is off.
  const root = await as(app, await admin(app));
  expect((await root.put("/administration/settings", { join_section_admins_can_invite_users: true })).statusCode).toBe(
    200,
  );
});

describe("who may invite by e-mail", () => {
  it("refuses visitors (401), members (403), group members who are no administrators (403) and hides hidden groups (404)", async () => {
    const plain = await as(app, await member(app));
    const body = { external_invite: { ...common, email: address() } };
    expect((await anonymous(app).post("/external_invites", body)).statusCode).toBe(401);
    expect((await plain.post("/external_invites", body)).statusCode).toBe(403);
    expect((await plain.get("/external_invites/settings")).statusCode).toBe(403);
    expect((await plain.get("/api/v1/external_invites")).statusCode).toBe(403);
    const category = await groupCategory(app);
    expect((await plain.post(`/group-categories/${category.id}/external_invites`, body)).statusCode).toBe(403);
    const m = await member(app);
    const open = await group(app, { admin: await member(app), members: [m] });
    expect((await (await as(app, m)).post(`/groups/${open.slug}/external_invites`, body)).statusCode).toBe(403);
    const hidden = await group(app, { access: "hidden", admin: await member(app) });
    expect((await plain.post(`/groups/${hidden.slug}/external_invites`, body)).statusCode).toBe(404);
    expect(await invitesOf(body.external_invite.email)).toEqual([]);
  });

  it("gives each scope its flags: a group's administrator invites guests only, the network's anyone", async () => {
    const boss = await member(app);
    const g = await group(app, { admin: boss });
    const asBoss = await as(app, boss);
    const settings = (await asBoss.get(`/external_invites/settings?group_slug=${g.slug}`)).json();
    expect(settings.can).toEqual({ invite_internal: true, invite_external: false, invite_external_guests: true });
    expect(settings.groups).toEqual([{ id: g.id, name: g.name }]);
    const normal = await asBoss.post(`/groups/${g.slug}/external_invites`, {
      external_invite: { ...common, email: address() },
    });
    expect(normal.statusCode).toBe(422);
    expect(normal.json().errors).toEqual({ user_type: ["is invalid"] });
    const email = address();
    const guest = await asBoss.post(`/groups/${g.slug}/external_invites`, {
      external_invite: { ...common, email, user_type: "external" },
    });
    expect(guest.statusCode).toBe(201);
    const [row] = await invitesOf(email);
    expect(row).toMatchObject({ scopeType: "group", scopeId: g.id, userType: "external", groupIds: [g.id] });
    // The link makes an external member of the group.
    const user = {
      first_name: "Gus",
      last_name: "Guest",
      password: "long enough 1",
      password_confirmation: "long enough 1",
    };
    expect((await anonymous(app).post(`/api/v1/invitations/${await linkFor(email)}`, { user })).statusCode).toBe(200);
    const guestMember = await findMemberByEmail(app.ctx.db, email);
    expect(guestMember?.isExternal).toBe(true);
    expect((await findMembership(app.ctx.db, g.id, guestMember?.id ?? ""))?.status).toBe("member");
    const network = (await (await as(app, await admin(app))).get("/external_invites/settings")).json();
    expect(network.can).toEqual({ invite_internal: true, invite_external: true, invite_external_guests: true });
    expect(network.default_invite_subject).toBe("Invitation to Test Network");
  });
});

describe("guest invitations and the network's guest users setting", () => {
  it("offers and accepts no guest invitation while guest users are off", async () => {
    const root = await as(app, await admin(app));
    const boss = await member(app);
    const g = await group(app, { admin: boss });
    const asBoss = await as(app, boss);
    expect((await root.put("/administration/settings", { guest_users_enabled: false })).statusCode).toBe(200);
    try {
      const settings = (await asBoss.get(`/external_invites/settings?group_slug=${g.slug}`)).json();
      expect(settings.can).toEqual({ invite_internal: true, invite_external: false, invite_external_guests: false });
      const refused = await asBoss.post(`/groups/${g.slug}/external_invites`, {
        external_invite: { ...common, email: address(), user_type: "external" },
      });
      expect(refused.statusCode).toBe(403);
      expect((await root.get("/external_invites/settings")).json().can.invite_external_guests).toBe(false);
    } finally {
      await root.put("/administration/settings", { guest_users_enabled: true });
    }
  });
});

describe("an invitation by e-mail", () => {
  it("mails a single-use link whose sign-up creates the member with the invited type and only the named groups", async () => {
    const boss = await admin(app);
    const named = await group(app, { access: "hidden", admin: await member(app) });
    const other = await group(app, { admin: await member(app) });
    const email = address();
    const res = await (await as(app, boss)).post("/external_invites", {
      external_invite: { ...common, email, first_name: "Ada", last_name: "Lovelace", group_ids: [named.id] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ invited: 1 });
    const batch = (await (await as(app, boss)).get(`/external_invites/batches/${res.json().batch_id}`)).json();
    expect(batch).toMatchObject({ total: 1, sent: 1, finished: true });
    const [mail] = await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, email));
    expect(mail?.subject).toBe("Come in");
    expect(mail?.text).toContain("We would like you to join.");
    expect(mail?.html).toContain("/invitations/");
    const token = await linkFor(email);

    const visitor = anonymous(app);
    const preview = await visitor.get(`/api/v1/invitations/${token}`);
    expect(preview.json()).toMatchObject({ email, first_name: "Ada", groups: [{ id: named.id, name: named.name }] });
    // The password rule of every other way in (sign-up, reset, setup): at least 10 characters.
    const short = await visitor.post(`/api/v1/invitations/${token}`, {
      user: { first_name: "Ada", last_name: "Lovelace", password: "nine char", password_confirmation: "nine char" },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().codes).toEqual({ password: ["too_short"] });
    const mismatch = await visitor.post(`/api/v1/invitations/${token}`, {
      user: { first_name: "Ada", last_name: "Lovelace", password: "correct horse 1", password_confirmation: "x" },
    });
    expect(mismatch.statusCode).toBe(422);
    const user = {
      first_name: "Ada",
      last_name: "Lovelace",
      password: "correct horse 1",
      password_confirmation: "correct horse 1",
    };
    const signedUp = await visitor.post(`/api/v1/invitations/${token}`, { user });
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.cookies.some((c) => c.name === "intranet_session" && c.value)).toBe(true);
    const created = await findMemberByEmail(app.ctx.db, email);
    expect(created).toMatchObject({ firstName: "Ada", isExternal: false, isNetworkAdmin: false });
    expect((await findMembership(app.ctx.db, named.id, created?.id ?? ""))?.status).toBe("member");
    expect(await findMembership(app.ctx.db, other.id, created?.id ?? "")).toBeNull();
    // Works once.
    expect((await visitor.post(`/api/v1/invitations/${token}`, { user })).statusCode).toBe(404);
    expect((await visitor.get(`/api/v1/invitations/${token}`)).statusCode).toBe(404);
    const listed = (await (await as(app, boss)).get("/api/v1/external_invites?status=accepted")).json();
    expect(listed.invites.map((i: { email: string }) => i.email)).toContain(email);
  });

  it("expires", async () => {
    const email = address();
    await (await as(app, await admin(app))).post("/external_invites", { external_invite: { ...common, email } });
    const token = await linkFor(email);
    await app.ctx.db
      .update(externalInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(externalInvites.email, email));
    expect((await anonymous(app).get(`/api/v1/invitations/${token}`)).statusCode).toBe(404);
    const user = { first_name: "A", last_name: "B", password: "long enough 1", password_confirmation: "long enough 1" };
    expect((await anonymous(app).post(`/api/v1/invitations/${token}`, { user })).statusCode).toBe(404);
    expect(await findMemberByEmail(app.ctx.db, email)).toBeNull();
  });
});

describe("a CSV list", () => {
  it("reads ISO-8859-1 by default and UTF-8 when told, with a header or without", async () => {
    const boss = await as(app, await admin(app));
    const [a, b] = [address(), address()];
    const latin = Buffer.from(`email;first_name;last_name\n${a};Jürgen;Müller\n`, "latin1");
    const res = await csvPost(boss, "/external_invites", latin);
    expect(res.statusCode).toBe(201);
    expect((await invitesOf(a))[0]).toMatchObject({ firstName: "Jürgen", lastName: "Müller" });
    const utf8 = Buffer.from(`\uFEFF${b},Zoë,=HYPERLINK("x")\n`, "utf8");
    const res2 = await csvPost(boss, "/external_invites", utf8, { character_encoding: "UTF-8" });
    expect(res2.statusCode).toBe(201);
    expect((await invitesOf(b))[0]).toMatchObject({ firstName: "Zoë" });
    const notUtf8 = await csvPost(boss, "/external_invites", latin, { character_encoding: "UTF-8" });
    expect(notUtf8.json().errors).toEqual({ csv: ["is not valid UTF-8"] });
  });

  it("refuses the whole file for one bad row, listing every error, and sends nothing", async () => {
    const boss = await as(app, await admin(app));
    const existing = await member(app);
    const [ok, dup] = [address(), address()];
    const file = Buffer.from(
      `email,first_name\n${ok},Ok\nnot-an-address,Bad\n${dup},One\n${dup},Two\n${existing.email},Member\n`,
    );
    const res = await csvPost(boss, "/external_invites", file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: "invalid_invites",
      errors: { "3.email": ["invalid_email"], "5.email": ["must be unique"], "6.email": ["has already been taken"] },
    });
    expect(await invitesOf(ok)).toEqual([]);
    expect(await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, ok))).toEqual([]);
    expect((await csvPost(boss, "/external_invites", Buffer.from("a,b\n"), {})).statusCode).toBe(422);
  });

  it("handles thousands of rows", async () => {
    const boss = await as(app, await admin(app));
    const stamp = Date.now();
    const rows = Array.from({ length: 3000 }, (_, i) => `bulk-${stamp}-${i}@example.test,First,Last`);
    rows[2500] = "broken,First,Last";
    const res = await csvPost(boss, "/external_invites", Buffer.from(rows.join("\n")));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "2501.email": ["invalid_email"] });
    rows[2500] = `bulk-${stamp}-fixed@example.test,First,Last`;
    const small = rows.slice(0, 150).join("\r\n");
    const sent = await csvPost(boss, "/external_invites", Buffer.from(small));
    expect(sent.json()).toMatchObject({ invited: 150 });
    const batch = (await boss.get(`/external_invites/batches/${sent.json().batch_id}`)).json();
    expect(batch).toMatchObject({ total: 150, sent: 150, finished: true });
  }, 60_000);
});

describe("batch renew and revoke", () => {
  it("revokes only open invitations and renews only open ones, with a new link", async () => {
    const boss = await as(app, await admin(app));
    const [a, b, c] = [address(), address(), address()];
    for (const email of [a, b, c]) await boss.post("/external_invites", { external_invite: { ...common, email } });
    const idOf = async (email: string) => (await invitesOf(email))[0]?.id ?? "";
    const [ia, ib, ic] = [await idOf(a), await idOf(b), await idOf(c)];
    // c becomes a member some other way: joined.
    await member(app, { email: c });
    const list = (await boss.get("/api/v1/external_invites?status=joined")).json();
    expect(list.invites.map((i: { id: string }) => i.id)).toEqual([ic]);

    expect((await boss.post("/batch_invites/revoke", { invite_ids: [ia, ic] })).json().error).toBe("not_revokable");
    const revoked = await boss.post("/batch_invites/revoke", { invite_ids: [ia] });
    expect(revoked.json()).toMatchObject({ count: 1 });
    const renewRefused = await boss.post("/batch_invites/renew", { invite_ids: [ia, ib] });
    expect(renewRefused.statusCode).toBe(422);
    expect(renewRefused.json().error).toBe("not_renewable");

    const oldToken = await linkFor(b);
    const renewed = await boss.post("/batch_invites/renew", { invite_ids: [ib], body: "Second try." });
    expect(renewed.json()).toMatchObject({ count: 1 });
    const newToken = await linkFor(b);
    expect(newToken).not.toBe(oldToken);
    expect((await anonymous(app).get(`/api/v1/invitations/${oldToken}`)).statusCode).toBe(404);
    expect((await anonymous(app).get(`/api/v1/invitations/${newToken}`)).statusCode).toBe(200);
    expect((await newestMailTo(app, b))?.text).toContain("Second try.");
  });

  it("shows a renewed invitation as sent at its renewal", async () => {
    const boss = await as(app, await admin(app));
    const email = address();
    await boss.post("/external_invites", { external_invite: { ...common, email } });
    const id = (await invitesOf(email))[0]?.id ?? "";
    const longAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await app.ctx.db.update(externalInvites).set({ createdAt: longAgo }).where(eq(externalInvites.id, id));
    const before = Date.now();
    expect((await boss.post("/batch_invites/renew", { invite_ids: [id] })).statusCode).toBe(200);
    const listed = (await boss.get("/api/v1/external_invites")).json();
    const shown = listed.invites.find((i: { id: string }) => i.id === id);
    expect(new Date(shown.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(shown.expires_at).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
  });

  it("lets a group's administrator manage only their group's invitations", async () => {
    const boss = await member(app);
    const g = await group(app, { admin: boss });
    const asBoss = await as(app, boss);
    const mine = address();
    await asBoss.post(`/groups/${g.slug}/external_invites`, {
      external_invite: { ...common, email: mine, user_type: "external" },
    });
    const theirs = address();
    await (await as(app, await admin(app))).post("/external_invites", {
      external_invite: { ...common, email: theirs },
    });
    const list = (await asBoss.get(`/api/v1/external_invites?group_slug=${g.slug}`)).json();
    expect(list.invites.map((i: { email: string }) => i.email)).toEqual([mine]);
    const theirId = (await invitesOf(theirs))[0]?.id;
    expect((await asBoss.post("/batch_invites/revoke", { invite_ids: [theirId] })).statusCode).toBe(404);
    const stranger = await as(app, await member(app));
    const mineId = (await invitesOf(mine))[0]?.id;
    expect((await stranger.post("/batch_invites/revoke", { invite_ids: [mineId] })).statusCode).toBe(404);
    expect((await asBoss.post("/batch_invites/revoke", { invite_ids: [mineId] })).statusCode).toBe(200);
  });

  it("lets a category's administrator manage only their category's invitations", async () => {
    const root = await as(app, await admin(app));
    const category = await groupCategory(app);
    const other = await groupCategory(app);
    const boss = await member(app);
    const otherBoss = await member(app);
    for (const [c, m] of [
      [category, boss],
      [other, otherBoss],
    ] as const) {
      const res = await root.post(`/administration/group-categories/${c.id}/admins`, { membership_id: m.id });
      expect(res.statusCode).toBe(201);
    }
    const asBoss = await as(app, boss);
    const mine = address();
    const sent = await asBoss.post(`/group-categories/${category.id}/external_invites`, {
      external_invite: { ...common, email: mine, user_type: "external" },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const theirs = address();
    await root.post("/external_invites", { external_invite: { ...common, email: theirs } });
    const list = (await asBoss.get(`/api/v1/external_invites?group_category_id=${category.id}`)).json();
    expect(list.invites.map((i: { email: string }) => i.email)).toEqual([mine]);
    const mineId = (await invitesOf(mine))[0]?.id;
    const theirId = (await invitesOf(theirs))[0]?.id;
    expect((await asBoss.post("/batch_invites/revoke", { invite_ids: [theirId] })).statusCode).toBe(404);
    expect((await asBoss.post("/batch_invites/revoke", { invite_ids: [mineId, theirId] })).statusCode).toBe(404);
    for (const stranger of [await as(app, otherBoss), await as(app, await member(app))]) {
      expect((await stranger.post("/batch_invites/renew", { invite_ids: [mineId] })).statusCode).toBe(404);
      expect((await stranger.post("/batch_invites/revoke", { invite_ids: [mineId] })).statusCode).toBe(404);
    }
    const renewed = await asBoss.post("/batch_invites/renew", { invite_ids: [mineId] });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await asBoss.post("/batch_invites/revoke", { invite_ids: [mineId] })).statusCode).toBe(200);
    expect((await invitesOf(mine))[0]?.status).toBe("obsolete");
  });
});

describe("limits", () => {
  it("limits invitations to one address", async () => {
    const limited = await createTestApp(rateLimitConfig({ invite_address: { points: 1 } }));
    const boss = await as(limited, await admin(limited));
    const email = address();
    expect((await boss.post("/external_invites", { external_invite: { ...common, email } })).statusCode).toBe(201);
    const [row] = await limited.ctx.db.select().from(externalInvites);
    await limited.ctx.db
      .update(externalInvites)
      .set({ status: "obsolete" })
      .where(eq(externalInvites.id, row?.id ?? ""));
    const again = await boss.post("/external_invites", { external_invite: { ...common, email } });
    expect(again.statusCode).toBe(422);
    // A single invitation's errors are its form's fields'.
    expect(again.json().errors).toEqual({ email: ["is invalid"] });
  });
});
