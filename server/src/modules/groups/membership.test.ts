import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, groupCategory, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";
import { findMembership } from "./groups.repo.js";
import { addMembership } from "./groups.service.js";

describe("group membership", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("requires sign-in", async () => {
    const g = await group(app);
    expect((await anonymous(app).post(`/api/v1/groups/${g.slug}/join`)).statusCode).toBe(401);
    expect((await anonymous(app).post(`/api/v1/groups/${g.slug}/favorite`)).statusCode).toBe(401);
  });

  it("must not see a hidden group: joining, favouriting or its navigation are 404", async () => {
    const outsider = await as(app, await member(app));
    const g = await group(app, { access: "hidden", admin: await member(app) });
    for (const res of [
      await outsider.post(`/api/v1/groups/${g.slug}/join`),
      await outsider.post(`/api/v1/groups/${g.slug}/favorite`),
      await outsider.post(`/groups/${g.slug}/subscribe`),
      await outsider.get(`/groups/${g.slug}/navigation`),
      await outsider.get(`/groups/${g.slug}/members`),
      await outsider.put(`/groups/${g.slug}`, { group: { name: "Mine now" } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "not_found", message: "Not found." });
    }
    expect(await findMembership(app.ctx.db, g.id, outsider.member?.id ?? "")).toBeNull();
  });

  it("joins an open group directly and leaves it again", async () => {
    const m = await member(app);
    const g = await group(app, { access: "open", admin: await member(app) });
    const client = await as(app, m);
    const joined = await client.post(`/api/v1/groups/${g.slug}/join`);
    expect(joined.json()).toEqual({ membership_status_of_current_member: "member" });
    expect((await client.get(`/api/v1/groups/${g.slug}`)).json().can.leave).toBe(true);
    expect((await client.post(`/api/v1/groups/${g.slug}/join`)).statusCode).toBe(409);
    const left = await client.delete(`/api/v1/groups/${g.slug}/join`);
    expect(left.json()).toEqual({ membership_status_of_current_member: "no_member" });
    expect(await findMembership(app.ctx.db, g.id, m.id)).toBeNull();
  });

  it("turns joining a closed group into a request, never a membership; admins approve it", async () => {
    const boss = await member(app);
    const m = await member(app);
    const g = await group(app, { access: "closed", admin: boss });
    const client = await as(app, m);
    const res = await client.post(`/api/v1/groups/${g.slug}/join`);
    expect(res.json()).toEqual({ membership_status_of_current_member: "in_moderation" });
    expect((await findMembership(app.ctx.db, g.id, m.id))?.status).toBe("in_moderation");
    expect((await client.get(`/groups/${g.slug}/members`)).statusCode).toBe(403);
    expect((await client.post(`/api/v1/groups/${g.slug}/join`)).json().error).toBe("already_requested");

    const asBoss = await as(app, boss);
    expect((await asBoss.get("/api/v1/unreads")).json().GroupJoinRequests).toBe(1);
    const nav = (await asBoss.get(`/groups/${g.slug}/navigation`)).json();
    const administration = nav.tabs.find((t: { key: string }) => t.key === "administration");
    expect(administration.badge).toBe(1);
    // A plain member may not handle requests.
    const requests = (await asBoss.get(`/groups/${g.slug}/administration/join_requests`)).json().join_requests;
    expect(requests).toHaveLength(1);
    expect(requests[0].member.id).toBe(m.id);
    const other = await as(app, await member(app));
    expect(
      (await other.post(`/groups/${g.slug}/administration/join_requests/${requests[0].id}/approve`)).statusCode,
    ).toBe(403);
    const approved = await asBoss.post(`/groups/${g.slug}/administration/join_requests/${requests[0].id}/approve`);
    expect(approved.json()).toEqual({ status: "approved" });
    expect((await findMembership(app.ctx.db, g.id, m.id))?.status).toBe("member");
    expect((await client.get(`/groups/${g.slug}/members`)).statusCode).toBe(200);
    expect((await asBoss.get("/api/v1/unreads")).json().GroupJoinRequests).toBeUndefined();
    // The request's mail leads its administrator to the open requests, the answer's the member to the group.
    const mailTo = async (to: string) => (await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, to)))[0];
    const asked = await mailTo(boss.email);
    expect(asked?.text).toContain(`/groups/${g.slug}/administration/join_requests`);
    expect(asked?.html).toContain(`/groups/${g.slug}/administration/join_requests"`);
    const welcomed = await mailTo(m.email);
    expect(welcomed?.subject).toBe(`Welcome to ${g.name}`);
    expect(welcomed?.html).toContain(`/groups/${g.slug}"`);
  });

  it("rejects a request with a message that reaches the member by mail", async () => {
    const boss = await member(app);
    const m = await member(app);
    const g = await group(app, { access: "closed", admin: boss });
    await (await as(app, m)).post(`/api/v1/groups/${g.slug}/join`);
    const asBoss = await as(app, boss);
    const [request] = (await asBoss.get(`/groups/${g.slug}/administration/join_requests`)).json().join_requests;
    const res = await asBoss.post(`/groups/${g.slug}/administration/join_requests/${request.id}/reject`, {
      rejection_message: "We are full this season.",
    });
    expect(res.json()).toEqual({ status: "rejected" });
    const membership = await findMembership(app.ctx.db, g.id, m.id);
    expect(membership).toMatchObject({ status: "rejected", rejectionMessage: "We are full this season." });
    const mails = await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, m.email));
    expect(mails.some((mail) => mail.text.includes("We are full this season."))).toBe(true);
    expect(mails.some((mail) => mail.html?.includes("We are full this season."))).toBe(true);
    // The request is gone: a second answer finds nothing.
    const again = await asBoss.post(`/groups/${g.slug}/administration/join_requests/${request.id}/reject`, {});
    expect(again.statusCode).toBe(404);
  });

  it("refuses the last administrator's leaving and changes nothing", async () => {
    const boss = await member(app);
    const g = await group(app, { access: "open", admin: boss, members: [await member(app)] });
    const res = await (await as(app, boss)).delete(`/api/v1/groups/${g.slug}/join`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "last_admin", message: "The last administrator cannot leave the group." });
    expect((await findMembership(app.ctx.db, g.id, boss.id))?.status).toBe("member");
  });

  it("toggles favourite and subscription for members only", async () => {
    const m = await member(app);
    const g = await group(app, { members: [m] });
    const client = await as(app, m);
    expect((await client.post(`/api/v1/groups/${g.slug}/favorite`)).json()).toEqual({ favorited: true });
    expect((await client.get(`/api/v1/groups/${g.slug}`)).json().favorited).toBe(true);
    expect((await client.get("/api/v1/my_groups")).json().groups[0]).toMatchObject({ slug: g.slug, favorited: true });
    expect((await client.delete(`/api/v1/groups/${g.slug}/favorite`)).json()).toEqual({ favorited: false });
    expect((await client.delete(`/groups/${g.slug}/subscribe`)).json()).toEqual({
      subscription_status: "unsubscribed",
    });
    expect((await client.get(`/api/v1/groups/${g.slug}`)).json().i_haz_subscription).toBe(false);
    expect((await client.post(`/api/v1/groups/${g.slug}/subscribe`)).json()).toEqual({
      subscription_status: "subscribed",
    });
    const outsider = await as(app, await member(app));
    expect((await outsider.post(`/api/v1/groups/${g.slug}/favorite`)).statusCode).toBe(403);
  });

  it("gives a group home navigation with content tabs only to those who may read it", async () => {
    const m = await member(app);
    const closed = await group(app, { access: "closed" });
    const outsiderNav = (await (await as(app, m)).get(`/groups/${closed.slug}/navigation`)).json();
    expect(outsiderNav.tabs.map((t: { key: string }) => t.key)).toEqual(["home"]);
    expect(outsiderNav.group.can.join_moderated).toBe(true);
    await addMembership(app.ctx.db, closed.id, m.id, { status: "member" });
    const nav = (await (await as(app, m)).get(`/groups/${closed.slug}/navigation`)).json();
    expect(nav.tabs.map((t: { key: string }) => t.key)).toEqual([
      "home",
      "activities",
      "members",
      "calendars",
      "files",
      "tasks",
    ]);
  });

  it("lets group administrators manage the group's membership roles", async () => {
    const boss = await member(app);
    const m = await member(app);
    const g = await group(app, { admin: boss, members: [m] });
    const asBoss = await as(app, boss);
    const created = await asBoss.post(`/groups/${g.slug}/membership_roles`, {
      membership_role: { name: "Speaker", plural_name: "Speakers", color: "#ff0000" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: "Speaker",
      color: "#ff0000",
      text_color: "#ffffff",
      display_type: "default",
    });
    const list = (await asBoss.get(`/groups/${g.slug}/membership_roles`)).json();
    expect(list.back_link).toBe(`/groups/${g.slug}/administration/members`);
    expect(list.membership_roles).toHaveLength(1);
    const assigned = await asBoss.put(`/groups/${g.slug}/members/${m.id}/roles`, { role_ids: [created.json().id] });
    expect(assigned.statusCode).toBe(200);
    expect((await asBoss.get(`/groups/${g.slug}/members/${m.id}/roles`)).json()).toEqual({
      role_ids: [created.json().id],
    });
    expect((await (await as(app, m)).get(`/groups/${g.slug}/members/${m.id}/roles`)).statusCode).toBe(403);
    const rows = (await asBoss.get(`/groups/${g.slug}/members`)).json().entries;
    const row = rows.find((r: { id: string }) => r.id === m.id);
    expect(row.roles).toEqual([{ name: "Speaker", color: "#ff0000", text_color: "#ffffff" }]);
    expect(rows.find((r: { id: string }) => r.id === boss.id).is_group_admin).toBe(true);
    const bad = await asBoss.post(`/groups/${g.slug}/membership_roles`, {
      membership_role: { name: "", plural_name: "" },
    });
    expect(bad.statusCode).toBe(422);
    const asMember = await as(app, m);
    expect(
      (await asMember.post(`/groups/${g.slug}/membership_roles`, { membership_role: { name: "X", plural_name: "Xs" } }))
        .statusCode,
    ).toBe(403);
  });

  it("shows external guests only externally visible groups and their own", async () => {
    const cat = await groupCategory(app);
    const guest = await member(app, { isExternal: true });
    const internal = await group(app, { access: "open", categoryId: cat.id });
    const shared = await group(app, { access: "open", categoryId: cat.id });
    const mine = await group(app, { access: "closed", categoryId: cat.id, members: [guest] });
    const { groups } = await import("./groups.schema.js");
    const { eq: equals } = await import("drizzle-orm");
    await app.ctx.db.update(groups).set({ externallyVisible: true }).where(equals(groups.id, shared.id));
    const client = await as(app, guest);
    expect((await client.get(`/api/v1/groups/${internal.slug}`)).statusCode).toBe(404);
    expect((await client.post(`/api/v1/groups/${internal.slug}/join`)).statusCode).toBe(404);
    expect((await client.get(`/api/v1/groups/${shared.slug}`)).statusCode).toBe(200);
    const listed = (await client.get(`/directory/${cat.slug}.json`))
      .json()
      .entries.map((e: { slug: string }) => e.slug);
    expect(listed.sort()).toEqual([shared.slug, mine.slug].sort());
  });

  it("lets network administrators see hidden groups, and category lists show them only to insiders", async () => {
    const cat = await groupCategory(app);
    const insider = await member(app);
    const hidden = await group(app, { access: "hidden", categoryId: cat.id, members: [insider] });
    const open = await group(app, { access: "open", categoryId: cat.id });
    const slugs = async (client: Awaited<ReturnType<typeof as>>) =>
      (await client.get(`/directory/${cat.slug}.json`)).json().entries.map((e: { slug: string }) => e.slug);
    expect(await slugs(await as(app, await member(app)))).toEqual([open.slug]);
    expect((await slugs(await as(app, insider))).sort()).toEqual([hidden.slug, open.slug].sort());
    expect((await slugs(await as(app, await admin(app)))).sort()).toEqual([hidden.slug, open.slug].sort());
  });
});
