import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, groupCategory, member } from "../../../test/factories.js";
import { rateLimitConfig } from "../../../test/rate-limits.js";
import type { App } from "../../app.js";
import { latestAuditEvents } from "../administration/audit.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import type { GroupRow } from "./groups.schema.js";

let app: App;
let boss: MemberRow;
let bossClient: Client;

beforeAll(async () => {
  app = await createTestApp(
    rateLimitConfig({ invite_client: { points: 1000 }, invite_link_address: { points: 1000 } }),
  );
  boss = await admin(app);
  bossClient = await as(app, boss);
});

const adminsUrl = (categoryId: string) => `/administration/group-categories/${categoryId}/admins`;

describe("group-category administrators", () => {
  it("are appointed and dismissed by network administrators only, audited, never external guests", async () => {
    const category = await groupCategory(app);
    const m = await member(app);
    const plain = await as(app, await member(app));
    expect((await plain.get(adminsUrl(category.id))).statusCode).toBe(403);
    expect((await plain.post(adminsUrl(category.id), { membership_id: m.id })).statusCode).toBe(403);
    expect((await plain.delete(`${adminsUrl(category.id)}/${m.id}`)).statusCode).toBe(403);

    const made = await bossClient.post(adminsUrl(category.id), { membership_id: m.id });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ id: m.id });
    expect((await latestAuditEvents(app.ctx.db, 1))[0]).toMatchObject({
      eventType: "GroupCategoryAdminPermissionCreate",
      actorId: boss.id,
      membershipId: m.id,
      subjectId: category.id,
    });
    // Appointing twice changes nothing and writes no second audit row.
    expect((await bossClient.post(adminsUrl(category.id), { membership_id: m.id })).statusCode).toBe(201);
    expect((await latestAuditEvents(app.ctx.db, 2))[1]?.eventType).not.toBe("GroupCategoryAdminPermissionCreate");
    const list = (await bossClient.get(adminsUrl(category.id))).json();
    expect(list.group_category).toEqual({ id: category.id, name: category.name, plural_name: category.pluralName });
    expect(list.admins.map((a: { id: string }) => a.id)).toEqual([m.id]);

    const guest = await member(app, { isExternal: true });
    const refused = await bossClient.post(adminsUrl(category.id), { membership_id: guest.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("External members cannot administrate a group category.");
    expect((await bossClient.post(adminsUrl("0".repeat(24)), { membership_id: m.id })).statusCode).toBe(404);
    expect((await bossClient.post(adminsUrl(category.id), { membership_id: "0".repeat(24) })).statusCode).toBe(404);

    const gone = await bossClient.delete(`${adminsUrl(category.id)}/${m.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await latestAuditEvents(app.ctx.db, 1))[0]).toMatchObject({
      eventType: "GroupCategoryAdminPermissionDestroy",
      membershipId: m.id,
    });
    expect((await bossClient.delete(`${adminsUrl(category.id)}/${m.id}`)).statusCode).toBe(404);
    expect((await bossClient.get(adminsUrl(category.id))).json().admins).toEqual([]);
  });

  it("administrate every group of their category and its screens, nothing of another category", async () => {
    const category = await groupCategory(app);
    const other = await groupCategory(app);
    const catAdmin = await member(app);
    const owner = await member(app);
    const inGroup = await member(app);
    const hidden: GroupRow = await group(app, {
      access: "hidden",
      admin: owner,
      members: [inGroup],
      categoryId: category.id,
    });
    const elsewhere = await group(app, { access: "hidden", admin: owner, categoryId: other.id });
    await bossClient.post(adminsUrl(category.id), { membership_id: catAdmin.id });
    const client = await as(app, catAdmin);

    // The preload marks the category administrated (the userbar's link per category).
    const network = (await client.get("/api/v1/network")).json();
    const mine = network.group_categories.find((c: { id: string }) => c.id === category.id);
    const theirs = network.group_categories.find((c: { id: string }) => c.id === other.id);
    expect(mine.can.administrate).toBe(true);
    expect(theirs.can.administrate).toBe(false);
    expect(network.can.administrate).toBe(false);

    // A hidden group of the category: seen, administrated; one of another category stays unknown.
    const shown = await client.get(`/api/v1/groups/${hidden.slug}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().can).toMatchObject({ administrate: true, update: true, leave: false });
    expect((await client.get(`/api/v1/groups/${elsewhere.slug}`)).statusCode).toBe(404);
    expect((await client.get(`/groups/${hidden.slug}/administration/join_requests`)).statusCode).toBe(200);
    const appointed = await client.put(`/groups/${hidden.slug}/members/${inGroup.id}/admin`, { is_admin: true });
    expect(appointed.json()).toEqual({ is_admin: true, status: "member" });
    expect((await client.delete(`/groups/${hidden.slug}/members/${inGroup.id}`)).statusCode).toBe(204);

    // The category's administration userbar, invitations and designs.
    const userbar = await client.get(
      `/api/v1/userbars/administration?context_type=group_category&context_id=${category.id}`,
    );
    expect(userbar.statusCode, userbar.body).toBe(200);
    const paths = userbar.json().sections[0].links.map((l: { path: string }) => l.path);
    expect(paths).toEqual([
      `/group-categories/${category.id}/administration`,
      `/group-categories/${category.id}/administration/invites/new`,
      `/group-categories/${category.id}/administration/designs`,
    ]);
    const bossBar = await bossClient.get(
      `/api/v1/userbars/administration?context_type=group_category&context_id=${category.id}`,
    );
    expect(bossBar.statusCode).toBe(200);
    expect(
      (await client.get(`/api/v1/userbars/administration?context_type=group_category&context_id=${other.id}`))
        .statusCode,
    ).toBe(403);
    // Guests by e-mail while the network lets section administrators invite new people (off by default).
    expect(
      (await bossClient.put("/administration/settings", { join_section_admins_can_invite_users: true })).statusCode,
    ).toBe(200);
    const settings = await client.get(`/external_invites/settings?group_category_id=${category.id}`);
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().can).toEqual({
      invite_internal: true,
      invite_external: false,
      invite_external_guests: true,
    });
    expect(settings.json().groups).toEqual([{ id: hidden.id, name: hidden.name }]);
    expect((await client.get(`/external_invites/settings?group_category_id=${other.id}`)).statusCode).toBe(403);
    const guestInvite = await client.post(`/group-categories/${category.id}/external_invites`, {
      external_invite: {
        subject: "Come in",
        body: "Join us.",
        user_type: "external",
        email: `cat-guest-${Date.now()}@example.test`,
        group_ids: [hidden.id],
      },
    });
    expect(guestInvite.statusCode, guestInvite.body).toBe(201);
    expect((await client.get(`/group-categories/${category.id}/administration/designs`)).statusCode).toBe(200);
    expect((await client.get(`/group-categories/${other.id}/administration/designs`)).statusCode).toBe(403);
    // Appointing category administrators stays with the network's administrators.
    expect((await client.post(adminsUrl(category.id), { membership_id: owner.id })).statusCode).toBe(403);

    // Dismissed, the member loses it all at once.
    await bossClient.delete(`${adminsUrl(category.id)}/${catAdmin.id}`);
    expect((await client.get(`/api/v1/groups/${hidden.slug}`)).statusCode).toBe(404);
    expect((await client.get(`/group-categories/${category.id}/administration/designs`)).statusCode).toBe(403);
  });

  it("invite members into their category's groups through the category's call, and only there", async () => {
    const category = await groupCategory(app);
    const other = await groupCategory(app);
    const catAdmin = await member(app);
    const owner = await member(app);
    const invitee = await member(app);
    const inside = await group(app, { access: "hidden", admin: owner, categoryId: category.id });
    const outside = await group(app, { access: "open", admin: owner, categoryId: other.id });
    await bossClient.post(adminsUrl(category.id), { membership_id: catAdmin.id });
    const client = await as(app, catAdmin);
    const body = (groupIds: string[]) => ({
      membership_invites: { membership_ids: [invitee.id], group_ids: groupIds, additional_message: "Welcome" },
    });

    const sent = await client.post(`/group-categories/${category.id}/membership_invites`, body([inside.id]));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().invited).toBe(1);
    const received = (await (await as(app, invitee)).get("/api/v1/invites?filter=groups")).json();
    expect(received.invites.map((i: { group: { id: string } }) => i.group.id)).toContain(inside.id);

    // A group of another category, through this category's call: refused, nothing sent.
    const stray = await client.post(`/group-categories/${category.id}/membership_invites`, body([outside.id]));
    expect(stray.statusCode).not.toBe(200);
    // Another category's call, an unknown category, a member who administrates no category.
    expect((await client.post(`/group-categories/${other.id}/membership_invites`, body([outside.id]))).statusCode).toBe(
      403,
    );
    expect(
      (await client.post(`/group-categories/${"0".repeat(24)}/membership_invites`, body([inside.id]))).statusCode,
    ).toBe(404);
    const plain = await as(app, await member(app));
    expect(
      (await plain.post(`/group-categories/${category.id}/membership_invites`, body([inside.id]))).statusCode,
    ).toBe(403);
  });
});
