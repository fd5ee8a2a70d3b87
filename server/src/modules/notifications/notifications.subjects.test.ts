import { SUBJECT_NOTIFICATION_KINDS } from "@intranet/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, calendar, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { RealtimeEvent } from "../../realtime/hub.js";
import { updateGroupRow } from "../groups/groups.repo.js";
import { deleteMembership, upsertMembership } from "../groups/memberships.repo.js";
import type { MemberRow } from "../members/members.schema.js";

// Notifications about other modules' objects: group invitations, join requests and their answers, appointment
// invitations. Presented through the groups' and participation's `notificationKinds`.

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

async function person(firstName = "Test"): Promise<{ m: MemberRow; c: Client }> {
  const m = await member(app, { firstName });
  return { m, c: await as(app, m) };
}

async function list(c: Client): Promise<Json[]> {
  const res = await c.get("/notifications");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notifications;
}
/** Unread rows of the member's list (invitations and join requests are not in the header's Notifications count). */
const unread = async (c: Client): Promise<number> => (await list(c)).filter((n) => !n.read).length;
const headerCounts = async (c: Client): Promise<Json> => (await c.get("/api/v1/unreads")).json();

async function inviteInto(inviter: Client, slug: string, invitees: MemberRow[]) {
  const res = await inviter.post(`/groups/${slug}/membership_invites`, {
    membership_invites: { membership_ids: invitees.map((m) => m.id) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function groupInviteId(c: Client): Promise<string> {
  const [invite] = (await c.get("/api/v1/invites?filter=groups&status=open&limit=50")).json().invites;
  return invite.id;
}

const future = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
};

async function appointment(c: Client, calendarId: string, name: string, invite: MemberRow[] = []) {
  const res = await c.post("/appointments", {
    appointment: {
      name,
      calendar_ids: [calendarId],
      time_zone: "Europe/Berlin",
      date: { start: future(10), end: future(10, 12), all_day: false },
      ...(invite.length ? { membership_ids_to_invite: invite.map((m) => m.id) } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe("notifications about invitations and join requests", () => {
  it("has every subject kind of the contract registered by a module", () => {
    expect([...app.ctx.modules.notificationKinds.keys()].sort()).toEqual([...SUBJECT_NOTIFICATION_KINDS].sort());
  });

  it("tells the invitee of a group invitation, live, leading to /invites; answering marks it read", async () => {
    const anna = await person("Anna");
    const ben = await person("Ben");
    const g = await group(app, { access: "closed", admin: anna.m });
    const events: RealtimeEvent[] = [];
    const stop = app.ctx.realtime.subscribe(`member:${ben.m.id}`, (e) => events.push(e));
    await inviteInto(anna.c, g.slug, [ben.m]);
    stop();
    expect(events).toContainEqual({
      topic: `member:${ben.m.id}`,
      event: "unreads_changed",
      payload: { feature: "Notifications" },
    });
    expect(await unread(ben.c)).toBe(1);
    // The bell counts the open invitation once, under its own entry.
    const header = await headerCounts(ben.c);
    expect([header.GroupInvites, header.Notifications ?? 0]).toEqual([1, 0]);
    const [n] = await list(ben.c);
    expect(n).toMatchObject({
      kind: "group_invite",
      actor: { id: anna.m.id },
      actor_count: 1,
      activity: null,
      reply: null,
      subject: { type: "group", id: g.id, title: g.name, html_url: "/invites" },
      read: false,
    });
    // The inviter is told nothing.
    expect(await list(anna.c)).toEqual([]);

    expect((await ben.c.post(`/api/v1/invites/${await groupInviteId(ben.c)}/accept`)).statusCode).toBe(200);
    expect(await unread(ben.c)).toBe(0);
    expect((await list(ben.c)).map((x) => [x.kind, x.read])).toEqual([["group_invite", true]]);
  });

  it("shows the group's current name, read when the list is", async () => {
    const anna = await person("Anna");
    const ben = await person("Ben");
    const g = await group(app, { access: "open", admin: anna.m });
    await inviteInto(anna.c, g.slug, [ben.m]);
    await updateGroupRow(app.ctx.db, g.id, { name: "Renamed Group" });
    expect((await list(ben.c))[0]?.subject.title).toBe("Renamed Group");
  });

  it("drops the invitation of a hidden group once it is declined or withdrawn, and never shows it to others", async () => {
    const anna = await person("Anna");
    const ben = await person("Ben");
    const cleo = await person("Cleo");
    const hidden = await group(app, { access: "hidden", admin: anna.m });
    await inviteInto(anna.c, hidden.slug, [ben.m, cleo.m]);
    expect((await list(ben.c)).map((n) => n.subject.title)).toEqual([hidden.name]);
    // Declined: the invitation is gone, and with it what Ben could know of the hidden group.
    expect((await ben.c.post(`/api/v1/invites/${await groupInviteId(ben.c)}/decline`)).statusCode).toBe(200);
    expect(await list(ben.c)).toEqual([]);
    expect(await unread(ben.c)).toBe(0);
    // Withdrawn (the invited membership removed): Cleo's notification goes too.
    expect((await list(cleo.c)).map((n) => n.kind)).toEqual(["group_invite"]);
    await deleteMembership(app.ctx.db, hidden.id, cleo.m.id);
    expect(await list(cleo.c)).toEqual([]);
    // A notification id of someone else's is not found.
    const dora = await person("Dora");
    await inviteInto(anna.c, hidden.slug, [dora.m]);
    const [doras] = await list(dora.c);
    expect((await ben.c.post(`/api/v1/notifications/${doras?.id}/read`)).statusCode).toBe(404);
  });

  it("forgets the notifications of a deleted group, unread ones included", async () => {
    const anna = await person("Anna");
    const ben = await person("Ben");
    const g = await group(app, { access: "closed", admin: anna.m });
    await inviteInto(anna.c, g.slug, [ben.m]);
    expect(await unread(ben.c)).toBe(1);
    const deleted = await anna.c.delete(`/groups/${g.slug}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await list(ben.c)).toEqual([]);
    expect(await unread(ben.c)).toBe(0);
  });

  it("tells a group's administrators of a join request, not its members; handling it tells the requester", async () => {
    const boss = await person("Boss");
    const coAdmin = await person("Co");
    const plain = await person("Plain");
    const ben = await person("Ben");
    const g = await group(app, { access: "closed", admin: boss.m, members: [plain.m, coAdmin.m] });
    await upsertMembership(app.ctx.db, { groupId: g.id, memberId: coAdmin.m.id, status: "member" }, { isAdmin: true });
    expect((await ben.c.post(`/api/v1/groups/${g.slug}/join`)).json()).toEqual({
      membership_status_of_current_member: "in_moderation",
    });
    for (const admin of [boss, coAdmin]) {
      const [n] = await list(admin.c);
      expect(n).toMatchObject({
        kind: "group_join_request",
        actor: { id: ben.m.id },
        subject: { type: "group", id: g.id, title: g.name, html_url: `/groups/${g.slug}/administration/join_requests` },
        read: false,
      });
    }
    expect(await list(plain.c)).toEqual([]);
    expect(await list(ben.c)).toEqual([]);
    // An administrator no longer: the request is not theirs to see.
    await upsertMembership(app.ctx.db, { groupId: g.id, memberId: coAdmin.m.id, status: "member" }, { isAdmin: false });
    expect(await list(coAdmin.c)).toEqual([]);
    await upsertMembership(app.ctx.db, { groupId: g.id, memberId: coAdmin.m.id, status: "member" }, { isAdmin: true });

    const [request] = (await boss.c.get(`/groups/${g.slug}/administration/join_requests`)).json().join_requests;
    const approved = await boss.c.post(`/groups/${g.slug}/administration/join_requests/${request.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    // The request is handled: the administrators' notifications of it are gone, the requester is told.
    expect(await list(boss.c)).toEqual([]);
    expect(await list(coAdmin.c)).toEqual([]);
    expect(await unread(coAdmin.c)).toBe(0);
    const [told] = await list(ben.c);
    expect(told).toMatchObject({
      kind: "group_join_approved",
      actor: { id: boss.m.id },
      subject: { id: g.id, html_url: `/groups/${g.slug}` },
    });
  });

  it("tells the requester of a declined request; a withdrawn request leaves the administrators", async () => {
    const boss = await person("Boss");
    const ben = await person("Ben");
    const cleo = await person("Cleo");
    const g = await group(app, { access: "closed", admin: boss.m });
    await ben.c.post(`/api/v1/groups/${g.slug}/join`);
    await cleo.c.post(`/api/v1/groups/${g.slug}/join`);
    // One notification per requester.
    expect((await list(boss.c)).map((n) => n.actor.id)).toEqual([cleo.m.id, ben.m.id]);
    expect(await unread(boss.c)).toBe(2);
    // Cleo withdraws her request.
    expect((await cleo.c.delete(`/api/v1/groups/${g.slug}/join`)).statusCode).toBeLessThan(300);
    expect((await list(boss.c)).map((n) => n.actor.id)).toEqual([ben.m.id]);
    expect(await unread(boss.c)).toBe(1);

    const [request] = (await boss.c.get(`/groups/${g.slug}/administration/join_requests`)).json().join_requests;
    const rejected = await boss.c.post(`/groups/${g.slug}/administration/join_requests/${request.id}/reject`, {
      rejection_message: "Full",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await list(boss.c)).toEqual([]);
    expect((await list(ben.c)).map((n) => [n.kind, n.subject.title])).toEqual([["group_join_declined", g.name]]);
  });

  it("tells an appointment's invitees, leading to it; an answer marks it read, removal or deletion takes it away", async () => {
    const anna = await person("Anna");
    const ben = await person("Ben");
    const cleo = await person("Cleo");
    const g = await group(app, { access: "closed", admin: anna.m, members: [ben.m, cleo.m] });
    const calendarId = await calendar(app, anna.m, { group: g });
    // Invited when the appointment is saved…
    const id = await appointment(anna.c, calendarId, "Summer party", [ben.m]);
    const [n] = await list(ben.c);
    expect(n).toMatchObject({
      kind: "appointment_invite",
      actor: { id: anna.m.id },
      subject: { type: "appointment", id, title: "Summer party", html_url: `/appointments/${id}` },
      read: false,
    });
    expect(await unread(ben.c)).toBe(1);
    // …and when added as participants later.
    const added = await anna.c.post(`/appointments/${id}/participants`, {
      participant: { membership_ids: [cleo.m.id] },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    expect((await list(cleo.c)).map((x) => x.kind)).toEqual(["appointment_invite"]);

    const answered = await ben.c.put(`/appointments/${id}/participants/me`, { participant: { status: "accepted" } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await unread(ben.c)).toBe(0);
    expect((await list(ben.c)).map((x) => x.read)).toEqual([true]);

    // Removed from the participants: the invitation is obsolete, the notification gone.
    const participants = (await anna.c.get(`/appointments/${id}/participants`)).json().participants;
    const cleos = participants.find((p: Json) => p.membership.id === cleo.m.id);
    expect((await anna.c.delete(`/appointments/${id}/participants/${cleos.id}`)).statusCode).toBe(204);
    expect(await list(cleo.c)).toEqual([]);
    expect(await unread(cleo.c)).toBe(0);

    // The appointment deleted: gone.
    expect((await anna.c.delete(`/appointments/${id}`)).statusCode).toBeLessThan(300);
    expect(await list(ben.c)).toEqual([]);
  });

  it("lists subject and activity notifications in one keyset order, in four statements whatever their number", async () => {
    const anna = await person("Anna");
    const ben = await person("Ben");
    const count = async () => {
      await ben.c.get("/notifications?limit=50");
      let statements = 0;
      const stop = app.ctx.database.observeQueries(() => {
        statements++;
      });
      try {
        const res = await ben.c.get("/notifications?limit=50");
        expect(res.statusCode).toBe(200);
      } finally {
        stop();
      }
      return statements;
    };
    const mention = `@[${ben.m.id}:Ben]`;
    const grow = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const g = await group(app, { access: "closed", admin: anna.m });
        await inviteInto(anna.c, g.slug, [ben.m]);
        const posted = await anna.c.post("/api/v1/activities", {
          stream: "all",
          object_type: "note",
          content: `<p>${mention}</p>`,
        });
        expect(posted.statusCode, posted.body).toBe(201);
      }
    };
    await grow(1);
    const small = await count();
    await grow(4);
    const large = await count();
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(4);
    const kinds = (await list(ben.c)).map((n) => n.kind);
    expect(kinds.filter((k) => k === "group_invite")).toHaveLength(5);
    expect(kinds.filter((k) => k === "mention")).toHaveLength(5);

    // Pages hold both kinds in one order without gaps or repeats.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const p: Json = (await ben.c.get(`/notifications?limit=3${cursor ? `&before=${cursor}` : ""}`)).json();
      seen.push(...p.notifications.map((n: Json) => n.id));
      cursor = p.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
  });
});
