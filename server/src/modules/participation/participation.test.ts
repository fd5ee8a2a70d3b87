import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, calendar, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";
import type { MemberRow } from "../members/members.schema.js";

let app: App;
let owner: MemberRow;
let alice: MemberRow;
let bob: MemberRow;
let carol: MemberRow;
let outsider: MemberRow;
let groupId: string;
let calendarId: string;

const future = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
};

async function create(over: Record<string, unknown> = {}, date: Record<string, unknown> = {}) {
  const res = await (await as(app, owner)).post("/appointments", {
    appointment: {
      name: "Workshop",
      calendar_ids: [calendarId],
      time_zone: "Europe/Berlin",
      date: { start: future(10), end: future(10, 12), all_day: false, ...date },
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; can: Record<string, boolean> };
}

const add = async (id: string, participant: Record<string, unknown>, applyTo?: string) =>
  (await as(app, owner)).post(`/appointments/${id}/participants`, {
    participant,
    ...(applyTo ? { apply_to: applyTo } : {}),
  });

beforeAll(async () => {
  app = await createTestApp();
  owner = await member(app);
  alice = await member(app, { firstName: "Alice", lastName: "=HYPERLINK(1)" });
  bob = await member(app, { firstName: "Bob" });
  carol = await member(app, { firstName: "Carol" });
  outsider = await member(app);
  const g = await group(app, { access: "closed", admin: owner, members: [alice, bob, carol] });
  groupId = g.id;
  calendarId = await calendar(app, owner, { group: g, name: "Group calendar" });
});

describe("participants", () => {
  it("requires sign-in", async () => {
    const { id } = await create();
    const visitor = anonymous(app);
    expect((await visitor.get(`/appointments/${id}/participants`)).statusCode).toBe(401);
    expect((await visitor.post(`/appointments/${id}/participants`, { participant: {} })).statusCode).toBe(401);
    expect(
      (await visitor.put(`/appointments/${id}/participants/me`, { participant: { status: "accepted" } })).statusCode,
    ).toBe(401);
    expect((await visitor.get(`/appointments/${id}/attendees.csv`)).statusCode).toBe(401);
    expect((await visitor.get("/api/v1/invites?filter=appointments")).statusCode).toBe(401);
    expect((await visitor.get("/api/v1/participations")).statusCode).toBe(401);
  });

  it("must not see it (404)", async () => {
    const { id } = await create();
    const other = await as(app, outsider);
    expect((await other.get(`/appointments/${id}/participants`)).statusCode).toBe(404);
    expect(
      (await other.put(`/appointments/${id}/participants/me`, { participant: { status: "accepted" } })).statusCode,
    ).toBe(404);
    expect((await other.get(`/appointments/${id}/attendees.csv`)).statusCode).toBe(404);
    expect(
      (await other.post(`/appointments/${id}/contact`, { audience: "all", subject: "s", text: "t" })).statusCode,
    ).toBe(404);
    expect((await other.post(`/appointments/${id}/start-meeting`)).statusCode).toBe(404);
  });

  it("adds members and a group, lists them paged, and invites them with a mail that answers", async () => {
    const { id } = await create({ name: "Invite test" });
    const res = await add(id, { membership_ids: [outsider.id], group_ids: [groupId], send_email_notification: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ members: 1, groups: 1, roles: 0 });
    const client = await as(app, owner);
    const page1 = (await client.get(`/appointments/${id}/participants?limit=2`)).json();
    // The group's four members (owner included) and the outsider.
    expect(page1.meta).toMatchObject({ total_count: 5, total_pages: 3, per_page: 2 });
    expect(page1.participants).toHaveLength(2);
    expect(page1.counts).toEqual({ accepted: 0, declined: 0, open: 5 });
    expect(page1.participants[0].group === null || typeof page1.participants[0].group.name === "string").toBe(true);

    // The outsider may now read the appointment and sees the invite.
    const other = await as(app, outsider);
    const detail = (await other.get(`/appointments/${id}`)).json();
    expect(detail.my_invite.status).toBe("open");
    expect(detail.can.opt).toBe(true);
    const invites = (await other.get("/api/v1/invites?filter=appointments&status=open")).json();
    expect(invites.invites.map((i: { invitable: { id: string } }) => i.invitable.id)).toContain(id);
    expect((await other.get("/api/v1/unreads")).json().Calendars).toBeGreaterThanOrEqual(1);

    const mails = await app.ctx.db.select().from(outboxMails);
    const mine = mails.find((m) => m.to === outsider.email && m.subject === "Invitation: Invite test");
    expect(mine?.text).toMatch(/\/appointments\/invites\?invite=[0-9a-f]{24}&answer=accept/);
    expect(mine?.text).toMatch(/\/appointments\/invites\?invite=[0-9a-f]{24}&answer=reject/);
    expect(mine?.html).toMatch(/href="[^"]*\/appointments\/invites\?invite=[0-9a-f]{24}&amp;answer=accept"/);

    const inviteId = invites.invites.find((i: { invitable: { id: string } }) => i.invitable.id === id).id;
    const accepted = await other.post(`/api/v1/invites/${inviteId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await other.post(`/api/v1/invites/${inviteId}/reject`)).statusCode).toBe(409);
    const after = (await other.get(`/appointments/${id}`)).json();
    expect(after.my_invite.status).toBe("accepted");
    expect(after.attending_participants_count).toBe(1);
    const upcoming = (await other.get("/api/v1/participations?status=upcoming")).json();
    expect(upcoming.participations.map((p: { appointment: { id: string } }) => p.appointment.id)).toContain(id);
  });

  it("pages invites with a next link", async () => {
    const m = await member(app);
    for (let i = 0; i < 3; i++) {
      const { id } = await create({ name: `Paged ${i}` });
      expect((await add(id, { membership_ids: [m.id] })).statusCode).toBe(201);
    }
    const client = await as(app, m);
    const first = (await client.get("/api/v1/invites?filter=appointments&status=open&limit=2")).json();
    expect(first.invites).toHaveLength(2);
    expect(first.meta.total_count).toBe(3);
    expect(first.next).toBe("/api/v1/invites?filter=appointments&status=open&limit=2&page=2");
    const second = (await client.get(first.next)).json();
    expect(second.invites).toHaveLength(1);
    expect(second.next).toBeNull();
    // The groups filter still answers as before.
    expect((await client.get("/api/v1/invites")).json()).toMatchObject({ invites: [] });
  });

  it("refuses answering for someone else, and lets a manager change and remove a participant", async () => {
    const { id } = await create();
    await add(id, { membership_ids: [alice.id, bob.id] });
    const list = (await (await as(app, owner)).get(`/appointments/${id}/participants`)).json();
    const aliceP = list.participants.find((p: { membership: { id: string } }) => p.membership.id === alice.id);
    const bobClient = await as(app, bob);
    const refused = await bobClient.put(`/appointments/${id}/participants/${aliceP.id}`, {
      participant: { status: "declined" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("forbidden");
    const managed = await (await as(app, owner)).put(`/appointments/${id}/participants/${aliceP.id}`, {
      participant: { status: "declined" },
    });
    expect(managed.statusCode).toBe(200);
    expect(managed.json().status).toBe("declined");
    expect((await bobClient.delete(`/appointments/${id}/participants/${aliceP.id}`)).statusCode).toBe(403);
    expect((await (await as(app, owner)).delete(`/appointments/${id}/participants/${aliceP.id}`)).statusCode).toBe(204);
    const invites = (await (await as(app, alice)).get("/api/v1/invites?filter=appointments&status=obsolete")).json();
    expect(invites.invites.map((i: { invitable: { id: string } }) => i.invitable.id)).toContain(id);
  });

  it("lists appointments the member takes part in under /appointments/participating", async () => {
    const { id } = await create({ name: "Participating test" });
    await add(id, { membership_ids: [carol.id], status: "accepted" });
    const day = future(10).slice(0, 10);
    const names = async () => {
      const res = await (await as(app, carol)).get(`/appointments/participating?date=${day}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().appointments as { name: string }[]).map((a) => a.name);
    };
    expect(await names()).toContain("Participating test");
    const list = (await (await as(app, owner)).get(`/appointments/${id}/participants`)).json();
    await (await as(app, carol)).put(`/appointments/${id}/participants/${list.participants[0].id}`, {
      participant: { status: "declined" },
    });
    expect(await names()).not.toContain("Participating test");
  });

  it("lets anyone opt in only when user_can_opt, and not a member who is not invited", async () => {
    const closed = await create();
    const res = await (await as(app, carol)).put(`/appointments/${closed.id}/participants/me`, {
      participant: { status: "accepted" },
    });
    expect(res.statusCode).toBe(403);
    const open = await create({ attendee_configuration: { user_can_opt: true } });
    const ok = await (await as(app, carol)).put(`/appointments/${open.id}/participants/me`, {
      participant: { status: "accepted" },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("gives the last place to exactly one of two concurrent accepts", async () => {
    const { id } = await create({
      attendee_configuration: { user_can_opt: true, total: 1, total_attendees_enforced: true },
    });
    const [a, b] = await Promise.all([as(app, alice), as(app, bob)]);
    const results = await Promise.all([
      a.put(`/appointments/${id}/participants/me`, { participant: { status: "accepted" } }),
      b.put(`/appointments/${id}/participants/me`, { participant: { status: "accepted" } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().error).toBe("attendee_limit_reached");
    const detail = (await (await as(app, owner)).get(`/appointments/${id}`)).json();
    expect(detail.attending_participants_count).toBe(1);
    expect(detail.total_attendees_enforced_and_exceeded).toBe(true);
    const list = (await (await as(app, owner)).get(`/appointments/${id}/participants`)).json();
    expect(list.counts.accepted).toBe(1);
    // The loser wrote nothing.
    expect(list.meta.total_count).toBe(1);
  });

  it("hides attendees when only administrators may see them", async () => {
    const { id } = await create({ attendee_configuration: { show_participants_to_admins_only: true } });
    await add(id, { membership_ids: [alice.id], status: "accepted" });
    const client = await as(app, alice);
    const detail = (await client.get(`/appointments/${id}`)).json();
    expect(detail.can.show_attendees).toBe(false);
    expect(detail.participants).toEqual([]);
    const res = await client.get(`/appointments/${id}/participants`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("forbidden");
    const own = (await (await as(app, owner)).get(`/appointments/${id}`)).json();
    expect(own.participants).toHaveLength(1);
  });

  it("locks participation, and refuses locking a series", async () => {
    const { id } = await create();
    await add(id, { membership_ids: [alice.id] });
    const client = await as(app, owner);
    const locked = await client.patch(`/appointments/${id}`, {
      appointment: { attendee_configuration: { participation_locked: true } },
    });
    expect(locked.statusCode).toBe(200);
    const a = await as(app, alice);
    expect((await a.get(`/appointments/${id}`)).json().can.opt).toBe(false);
    const res = await a.put(`/appointments/${id}/participants/me`, { participant: { status: "accepted" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe("participation_locked");
    const invite = (await a.get("/api/v1/invites?filter=appointments&status=open"))
      .json()
      .invites.find((i: { invitable: { id: string } }) => i.invitable.id === id);
    expect((await a.post(`/api/v1/invites/${invite.id}/accept`)).statusCode).toBe(409);
    const series = await create({
      recurrence_pattern: { recurrence_frequency: "weekly", recurrence_interval: 1, recurrence_end_time: null },
    });
    const refused = await client.patch(`/appointments/${series.id}`, {
      appointment: { attendee_configuration: { participation_locked: true } },
    });
    expect(refused.statusCode).toBe(422);
  });

  it("answers a modified occurrence alone or for the series (apply_to)", async () => {
    const start = future(7, 9);
    const series = await create(
      {
        name: "Weekly",
        attendee_configuration: { user_can_opt: true },
        recurrence_pattern: { recurrence_frequency: "weekly", recurrence_interval: 1, recurrence_end_time: null },
      },
      { start, end: future(7, 10) },
    );
    const list = (await (await as(app, owner)).get(`/appointments?date=${start.slice(0, 10)}`)).json();
    const occ = list.appointments.filter((x: { name: string }) => x.name === "Weekly").map((x: { id: string }) => x.id);
    const modifiedId = occ.find((x: string) => x.startsWith("r-")) as string;
    const client = await as(app, owner);
    const modified = await client.put(`/appointments/${modifiedId}`, {
      appointment: {
        name: "Weekly (moved)",
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start: future(7, 14), end: future(7, 15), all_day: false },
        attendee_configuration: { user_can_opt: true },
      },
    });
    expect(modified.statusCode, modified.body).toBe(200);
    const a = await as(app, alice);
    // This occurrence only.
    expect(
      (
        await a.put(`/appointments/${modifiedId}/participants/me`, {
          participant: { status: "declined" },
          apply_to: "occurrence",
        })
      ).statusCode,
    ).toBe(200);
    expect((await a.get(`/appointments/${series.id}/participants`)).json().meta.total_count).toBe(0);
    expect((await a.get(`/appointments/${modifiedId}/participants`)).json().counts.declined).toBe(1);
    // The whole series: the occurrence follows it.
    expect(
      (
        await a.put(`/appointments/${modifiedId}/participants/me`, {
          participant: { status: "accepted" },
          apply_to: "series",
        })
      ).statusCode,
    ).toBe(200);
    expect((await a.get(`/appointments/${series.id}/participants`)).json().counts.accepted).toBe(1);
    const occCounts = (await a.get(`/appointments/${modifiedId}/participants`)).json().counts;
    expect(occCounts).toEqual({ accepted: 1, declined: 0, open: 0 });
  });

  it("expires invites of past appointments and obsoletes those of cancelled ones", async () => {
    const m = await member(app);
    const past = await create({ name: "Past" }, { start: "2020-01-01T10:00", end: "2020-01-01T11:00" });
    const cancelled = await create({ name: "Cancelled" });
    await add(past.id, { membership_ids: [m.id] });
    await add(cancelled.id, { membership_ids: [m.id] });
    expect((await (await as(app, owner)).post(`/appointments/${cancelled.id}/cancel`)).statusCode).toBe(200);
    const client = await as(app, m);
    const expired = (await client.get("/api/v1/invites?filter=appointments&status=expired")).json().invites;
    expect(expired.map((i: { invitable: { name: string } }) => i.invitable.name)).toEqual(["Past"]);
    expect(expired[0].answerable).toBe(false);
    const obsolete = (await client.get("/api/v1/invites?filter=appointments&status=obsolete")).json().invites;
    expect(obsolete.map((i: { invitable: { name: string } }) => i.invitable.name)).toEqual(["Cancelled"]);
    expect((await client.get("/api/v1/invites?filter=appointments&status=open")).json().invites).toEqual([]);
    expect((await client.post(`/api/v1/invites/${expired[0].id}/accept`)).statusCode).toBe(409);
    expect((await client.post(`/api/v1/invites/${obsolete[0].id}/reject`)).statusCode).toBe(409);
    expect((await client.get("/api/v1/unreads")).json().Calendars).toBeUndefined();
  });

  it("mails the participants who have not declined about a change when asked to", async () => {
    const { id } = await create({ name: "Change test" });
    await add(id, { membership_ids: [alice.id], status: "accepted" });
    await add(id, { membership_ids: [bob.id], status: "declined" });
    const res = await (await as(app, owner)).put(`/appointments/${id}`, {
      appointment: {
        name: "Change test",
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start: future(11), end: future(11, 12), all_day: false },
        send_email_notification: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = (await app.ctx.db.select().from(outboxMails)).filter((m) => m.subject === "Changed: Change test");
    expect(mails.map((m) => m.to)).toEqual([alice.email]);
    expect(mails[0]?.text).toContain(`/appointments/${id}`);
    expect(mails[0]?.html).toContain(`/appointments/${id}`);
  });

  it("validates the add payload and who may add", async () => {
    const { id } = await create();
    expect((await add(id, {})).statusCode).toBe(422);
    const unknown = await add(id, { membership_ids: ["0123456789abcdef01234567"] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.membership_ids).toBeDefined();
    const res = await (await as(app, alice)).post(`/appointments/${id}/participants`, {
      participant: { membership_ids: [bob.id] },
    });
    expect(res.statusCode).toBe(403);
  });
});
