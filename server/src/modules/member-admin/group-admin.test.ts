import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { latestAuditEvents } from "../administration/audit.repo.js";

let app: App;
let adminClient: Client;
let adminId: string;

beforeAll(async () => {
  app = await createTestApp();
  const a = await admin(app);
  adminId = a.id;
  adminClient = await as(app, a);
});

describe("group membership administration", () => {
  it("a group administrator appoints and dismisses an administrator (audited) and removes a member", async () => {
    const owner = await member(app);
    const other = await member(app);
    const outsider = await member(app);
    const g = await group(app, { admin: owner, members: [other] });
    const ownerClient = await as(app, owner);
    const made = await ownerClient.put(`/groups/${g.slug}/members/${other.id}/admin`, { is_admin: true });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({ is_admin: true, status: "member" });
    expect((await latestAuditEvents(app.ctx.db, 1))[0]).toMatchObject({
      eventType: "GroupAdminPermissionCreate",
      actorId: owner.id,
      membershipId: other.id,
      subjectId: g.id,
    });
    const dismissed = await ownerClient.put(`/groups/${g.slug}/members/${other.id}/admin`, { is_admin: false });
    expect(dismissed.json().is_admin).toBe(false);
    expect((await latestAuditEvents(app.ctx.db, 1))[0]).toMatchObject({ eventType: "GroupAdminPermissionDestroy" });
    // The last administrator stays.
    const last = await ownerClient.put(`/groups/${g.slug}/members/${owner.id}/admin`, { is_admin: false });
    expect(last.statusCode).toBe(409);
    expect((await ownerClient.delete(`/groups/${g.slug}/members/${owner.id}`)).statusCode).toBe(409);
    // A plain member may do none of it; someone outside is 404.
    const otherClient = await as(app, other);
    expect((await otherClient.delete(`/groups/${g.slug}/members/${owner.id}`)).statusCode).toBe(403);
    expect((await ownerClient.delete(`/groups/${g.slug}/members/${outsider.id}`)).statusCode).toBe(404);
    const removed = await ownerClient.delete(`/groups/${g.slug}/members/${other.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const memberships = (await adminClient.get(`/administration/members/${other.id}/group-memberships`)).json();
    expect(memberships.memberships).toEqual([]);
  });

  it("a network administrator sees a member's groups and changes them", async () => {
    const m = await member(app);
    const owner = await member(app);
    const g = await group(app, { admin: owner, members: [m] });
    const list = await adminClient.get(`/administration/members/${m.id}/group-memberships`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().memberships).toEqual([
      { group: { id: g.id, slug: g.slug, name: g.name }, status: "member", is_admin: false },
    ]);
    const made = await adminClient.put(`/administration/members/${m.id}/group-memberships/${g.id}`, { is_admin: true });
    expect(made.json().is_admin).toBe(true);
    expect((await latestAuditEvents(app.ctx.db, 1))[0]).toMatchObject({ actorId: adminId, membershipId: m.id });
    const gone = await adminClient.delete(`/administration/members/${m.id}/group-memberships/${g.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await adminClient.get(`/administration/members/${m.id}/group-memberships`)).json().memberships).toEqual([]);
  });

  it("a network administrator puts a member into a group, once, audited; refused to others and for archived groups", async () => {
    const m = await member(app);
    const owner = await member(app);
    const g = await group(app, { admin: owner, access: "hidden" });
    const url = `/administration/members/${m.id}/group-memberships`;
    const added = await adminClient.post(url, { group_id: g.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ is_admin: false, status: "member" });
    expect((await latestAuditEvents(app.ctx.db, 1))[0]).toMatchObject({
      eventType: "GroupJoin",
      actorId: adminId,
      membershipId: m.id,
      subjectId: g.id,
    });
    expect((await adminClient.get(url)).json().memberships).toEqual([
      { group: { id: g.id, slug: g.slug, name: g.name }, status: "member", is_admin: false },
    ]);
    // Again: nothing changes and no second audit row.
    expect((await adminClient.post(url, { group_id: g.id })).statusCode).toBe(201);
    expect((await latestAuditEvents(app.ctx.db, 1))[0]?.eventType).toBe("GroupJoin");
    expect((await latestAuditEvents(app.ctx.db, 2))[1]?.eventType).not.toBe("GroupJoin");
    // The member now reads the hidden group.
    expect((await (await as(app, m)).get(`/api/v1/groups/${g.slug}`)).statusCode).toBe(200);
    expect((await adminClient.post(url, { group_id: "0".repeat(24) })).statusCode).toBe(404);
    expect((await (await as(app, owner)).post(url, { group_id: g.id })).statusCode).toBe(403);
    const archived = await group(app, { admin: owner });
    expect((await (await as(app, owner)).put(`/groups/${archived.slug}/archive`, {})).statusCode).toBe(200);
    const refused = await adminClient.post(url, { group_id: archived.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("An archived group takes no new members.");
  });
});

describe("network membership roles", () => {
  it("creates a role with a generated slug and default colour, assigns it, filters and shows it as a badge", async () => {
    const missing = await adminClient.post("/administration/membership_roles", { membership_role: { name: "" } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().codes).toMatchObject({ name: ["required"], plural_name: ["required"] });
    const res = await adminClient.post("/administration/membership_roles", {
      membership_role: { name: "Works Council", plural_name: "Works Councils" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const role = res.json();
    expect(role).toMatchObject({ slug: "works-council", color: "#000000" });
    const m = await member(app, { lastName: "Rolleholder" });
    const put = await adminClient.put(`/administration/members/${m.id}`, { user: { role_ids: [role.id] } });
    expect(put.json().roles).toEqual([{ id: role.id, name: "Works Council", color: "#000000", text_color: "#ffffff" }]);
    const filtered = (await adminClient.get(`/administration/members?role_id=${role.id}`)).json();
    expect(filtered.members.map((r: { id: string }) => r.id)).toEqual([m.id]);
    const directory = (await adminClient.get("/directory/members?q=Rolleholder")).json();
    expect(JSON.stringify(directory)).toContain("Works Council");
    const unknown = await adminClient.put(`/administration/members/${m.id}`, { user: { role_ids: [m.id] } });
    expect(unknown.json().codes).toEqual({ role_ids: ["unknown_entries"] });
    const updated = await adminClient.put(`/administration/membership_roles/${role.id}`, {
      membership_role: { name: "Council", plural_name: "Councils", color: "#ff0000" },
    });
    expect(updated.json()).toMatchObject({ name: "Council", slug: "works-council", color: "#ff0000" });
    expect((await adminClient.get("/administration/membership_roles")).json().membership_roles).toHaveLength(1);
    expect((await adminClient.delete(`/administration/membership_roles/${role.id}`)).json()).toEqual({ deleted: true });
  });

  it("keeps a group's roles out of the network's", async () => {
    const owner = await member(app);
    const g = await group(app, { admin: owner });
    const groupRole = await (await as(app, owner)).post(`/groups/${g.slug}/membership_roles`, {
      membership_role: { name: "Speaker", plural_name: "Speakers" },
    });
    expect(groupRole.statusCode).toBe(201);
    const id = groupRole.json().id;
    expect((await adminClient.delete(`/administration/membership_roles/${id}`)).statusCode).toBe(404);
  });
});
