import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";
import { findMembership } from "./groups.repo.js";
import { groupInvites } from "./groups.schema.js";

describe("group invitations", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("requires sign-in", async () => {
    expect((await anonymous(app).get("/api/v1/invites?filter=groups&status=open&limit=50")).statusCode).toBe(401);
    expect((await anonymous(app).post("/membership_invites", {})).statusCode).toBe(401);
  });

  it("must not see a hidden group to invite into it (404), and nothing is written", async () => {
    const outsider = await member(app);
    const target = await member(app);
    const g = await group(app, { access: "hidden", admin: await member(app) });
    const client = await as(app, outsider);
    const scoped = await client.post(`/groups/${g.slug}/membership_invites`, {
      membership_invites: { membership_ids: [target.id] },
    });
    expect(scoped.statusCode).toBe(404);
    const network = await client.post("/membership_invites", {
      membership_invites: { membership_ids: [target.id], group_ids: [g.id] },
    });
    expect(network.statusCode).toBe(404);
    expect(await app.ctx.db.select().from(groupInvites).where(eq(groupInvites.groupId, g.id))).toEqual([]);
  });

  it("refuses inviting into a group one may not invite to", async () => {
    const m = await member(app);
    const target = await member(app);
    const g = await group(app, { access: "open", admin: await member(app), members: [m] });
    const res = await (await as(app, m)).post(`/groups/${g.slug}/membership_invites`, {
      membership_invites: { membership_ids: [target.id] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("forbidden");
    expect(await findMembership(app.ctx.db, g.id, target.id)).toBeNull();
    const empty = await (await as(app, m)).post(`/groups/${g.slug}/membership_invites`, {
      membership_invites: { membership_ids: [] },
    });
    expect(empty.statusCode).toBe(422);
  });

  it("invites, lists, counts and accepts; the hidden group becomes visible to the invitee", async () => {
    const boss = await member(app);
    const guest = await member(app, { isExternal: true });
    const g = await group(app, { access: "hidden", admin: boss });
    const asBoss = await as(app, boss);
    const res = await asBoss.post(`/groups/${g.slug}/membership_invites`, {
      membership_invites: { membership_ids: [guest.id], additional_message: "Join our project!" },
    });
    expect(res.json()).toMatchObject({ invited: 1 });
    // Inviting again skips the open invitation.
    const again = await asBoss.post(`/groups/${g.slug}/membership_invites`, {
      membership_invites: { membership_ids: [guest.id] },
    });
    expect(again.json().invited).toBe(0);
    const mails = await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, guest.email));
    expect(mails[0]?.text).toContain("Join our project!");
    // Multipart: the HTML part carries the note and the link to the invitations too.
    expect(mails[0]?.html).toContain("Join our project!");
    expect(mails[0]?.html).toContain("/invites");
    expect(mails[0]?.text).toContain("/invites");

    const asGuest = await as(app, guest);
    expect((await asGuest.get("/api/v1/unreads")).json().GroupInvites).toBe(1);
    const list = (await asGuest.get("/api/v1/invites?filter=groups&status=open&limit=50")).json();
    expect(list.invites).toHaveLength(1);
    expect(list.invites[0]).toMatchObject({
      type: "GroupInvite",
      status: "open",
      additional_message: "Join our project!",
      group: { slug: g.slug, membership_status_of_current_member: "invited" },
      inviter: { id: boss.id },
    });
    expect((await asGuest.get(`/api/v1/groups/${g.slug}`)).statusCode).toBe(200);
    const sent = (await asBoss.get("/api/v1/invites/sent")).json();
    expect(sent.invites.map((i: { invitee: { id: string } }) => i.invitee.id)).toEqual([guest.id]);
    expect((await asBoss.get(`/api/v1/groups/${g.slug}/invites/sent`)).json().meta.total_count).toBe(1);
    expect((await asGuest.get(`/api/v1/groups/${g.slug}/invites/sent`)).statusCode).toBe(403);

    const stranger = await as(app, await member(app));
    expect((await stranger.post(`/api/v1/invites/${list.invites[0].id}/accept`)).statusCode).toBe(404);
    const accepted = await asGuest.post(`/api/v1/invites/${list.invites[0].id}/accept`);
    expect(accepted.json()).toEqual({ status: "accepted", redirect: `/groups/${g.slug}` });
    expect((await findMembership(app.ctx.db, g.id, guest.id))?.status).toBe("member");
    expect((await asGuest.post(`/api/v1/invites/${list.invites[0].id}/accept`)).statusCode).toBe(409);
    expect((await asGuest.get("/api/v1/unreads")).json().GroupInvites).toBeUndefined();
  });

  it("declining removes the invited membership; members may invite when the group allows it", async () => {
    const m = await member(app);
    const target = await member(app);
    const g = await group(app, { access: "closed", admin: await member(app), members: [m] });
    const { groups } = await import("./groups.schema.js");
    await app.ctx.db.update(groups).set({ membersCanInvite: true }).where(eq(groups.id, g.id));
    const res = await (await as(app, m)).post("/membership_invites", {
      membership_invites: { membership_ids: [target.id], group_ids: [g.id] },
    });
    expect(res.json().invited).toBe(1);
    const [invite] = await app.ctx.db
      .select()
      .from(groupInvites)
      .where(and(eq(groupInvites.groupId, g.id), eq(groupInvites.inviteeId, target.id)));
    const declined = await (await as(app, target)).post(`/api/v1/invites/${invite?.id}/decline`);
    expect(declined.json().status).toBe("declined");
    expect(await findMembership(app.ctx.db, g.id, target.id)).toBeNull();
  });
});
