import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, calendar, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";
import type { GroupRow } from "./groups.schema.js";
import { assignRole, createMembershipRole } from "./groups.service.js";

/**
 * A closed group's member list is for its members (and network administrators) only
 * (`groupMembersVisibleTo`). Every route that lists, filters by or expands a group's members asks it:
 * the directory's context search, the member search's exclusion, and participants added by group or role.
 */
let app: App;
let insider: MemberRow;
let outsider: MemberRow;
let closed: GroupRow;
let open: GroupRow;
let asOutsider: Client;
let asInsider: Client;
let roleId: string;

beforeAll(async () => {
  app = await createTestApp();
  insider = await member(app, { firstName: "Clarabel", lastName: "Insider" });
  outsider = await member(app, { firstName: "Otto", lastName: "Outsider" });
  closed = await group(app, { access: "closed", members: [insider] });
  open = await group(app, { access: "open", members: [insider] });
  const role = await createMembershipRole(app.ctx.db, {
    name: "Treasurer",
    pluralName: "Treasurers",
    color: "#00ff00",
    groupId: closed.id,
  });
  await assignRole(app.ctx.db, role.id, insider.id);
  roleId = role.id;
  asOutsider = await as(app, outsider);
  asInsider = await as(app, insider);
});

const refused = { error: "forbidden", message: "Only members see who is in this group." };

describe("a closed group's members, for someone not in it", () => {
  it("are not listed by the group's member list nor by a directory search in its context", async () => {
    expect((await asOutsider.get(`/groups/${closed.slug}/members`)).statusCode).toBe(403);
    const context = await asOutsider.get(`/directory?context=${closed.slug}`);
    expect(context.statusCode).toBe(403);
    expect(context.json()).toEqual(refused);
    expect((await asOutsider.get(`/directory?q=Clarabel&context=${closed.slug}`)).statusCode).toBe(403);
  });

  it("cannot be told apart by a member search that excludes them", async () => {
    for (const ref of [closed.slug, closed.id]) {
      const res = await asOutsider.get(`/members?q=Clarabel&exclude_group_members_of=${ref}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refused);
    }
  });

  it("are not added as participants of one's own appointment through the group or one of its roles", async () => {
    const calendarId = await calendar(app, outsider);
    const payload = (extra: Record<string, unknown>) => ({
      appointment: {
        name: "Mine",
        calendar_ids: [calendarId],
        date: { start: "2026-06-10T10:00", end: "2026-06-10T11:00" },
        time_zone: "Europe/Berlin",
        ...extra,
      },
    });
    const viaSave = await asOutsider.post("/appointments", payload({ group_ids_to_invite: [closed.id] }));
    expect(viaSave.statusCode).toBe(422);
    expect(viaSave.json().codes.group_ids).toEqual(["unknown_entries"]);

    const created = await asOutsider.post("/appointments", payload({}));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const byGroup = await asOutsider.post(`/appointments/${id}/participants`, {
      participant: { group_ids: [closed.id] },
    });
    expect(byGroup.statusCode).toBe(422);
    const byRole = await asOutsider.post(`/appointments/${id}/participants`, {
      participant: { membership_role_ids: [roleId] },
    });
    expect(byRole.statusCode).toBe(422);
    const listed = (await asOutsider.get(`/appointments/${id}/participants`)).json();
    expect(listed.participants.map((p: { membership: { id: string } }) => p.membership.id)).not.toContain(insider.id);
  });
});

describe("what stays allowed", () => {
  it("a member of the closed group lists, filters by and invites it", async () => {
    const context = (await asInsider.get(`/directory?context=${closed.slug}`)).json();
    expect(context.members.map((m: { id: string }) => m.id)).toContain(insider.id);
    expect((await asInsider.get(`/members?q=Otto&exclude_group_members_of=${closed.slug}`)).statusCode).toBe(200);
    const calendarId = await calendar(app, insider);
    const created = await asInsider.post("/appointments", {
      appointment: {
        name: "Ours",
        calendar_ids: [calendarId],
        date: { start: "2026-06-10T10:00", end: "2026-06-10T11:00" },
        time_zone: "Europe/Berlin",
        group_ids_to_invite: [closed.id],
        membership_role_ids_to_invite: [roleId],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it("anyone lists, filters by and invites an open group", async () => {
    const context = (await asOutsider.get(`/directory?context=${open.slug}`)).json();
    expect(context.members.map((m: { id: string }) => m.id)).toContain(insider.id);
    const res = await asOutsider.get(`/members?q=Clarabel&exclude_group_members_of=${open.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
