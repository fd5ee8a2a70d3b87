import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, calendar, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

const SECRET = "a-test-secret-of-some-length";
let app: App;
let off: App;
let owner: MemberRow;
let attendee: MemberRow;
let calendarId: string;
let roomId: string;

const day = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
};

const payload = (over: Record<string, unknown>, start: string, end: string | null) => ({
  appointment: {
    name: "Meeting",
    calendar_ids: [calendarId],
    time_zone: "UTC",
    date: { start, end, all_day: false },
    ...over,
  },
});

beforeAll(async () => {
  [app, off] = await Promise.all([
    createTestApp({
      jitsi: { url: "https://meet.example.org", appSecret: SECRET, appId: "intranet" },
      optRetroactively: true,
    }),
    createTestApp(),
  ]);
  owner = await member(app);
  attendee = await member(app);
  const g = await group(app, { access: "closed", admin: owner, members: [attendee] });
  calendarId = await calendar(app, owner, { group: g });
  const created = await (await as(app, await admin(app))).post("/meeting_rooms", {
    meeting_room: { name: "Blue room" },
  });
  expect(created.statusCode).toBe(201);
  roomId = created.json().id;
});

describe("meeting rooms and online meetings", () => {
  it("requires sign-in, and only administrators create rooms", async () => {
    expect((await anonymous(app).get("/meeting_rooms?filter=reservable")).statusCode).toBe(401);
    expect((await (await as(app, owner)).post("/meeting_rooms", { meeting_room: { name: "x" } })).statusCode).toBe(403);
  });

  it("is off without a video configuration", async () => {
    const m = await member(off);
    const g = await group(off, { admin: m });
    const cal = await calendar(off, m, { group: g });
    const client = await as(off, m);
    expect((await client.get("/meeting_rooms?filter=reservable")).statusCode).toBe(404);
    const config = (await client.get("/appointments/participation_config")).json();
    expect(config).toMatchObject({ video_meetings: false, teams: false, opt_retroactively: false });
    const res = await client.post("/appointments", {
      appointment: {
        name: "x",
        calendar_ids: [cal],
        time_zone: "UTC",
        date: { start: day(3, 9), end: day(3, 10) },
        meeting_room_id: "0123456789abcdef01234567",
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.meeting_room_id).toBeDefined();
  });

  it("books a room, lists only free rooms, and never double-books it, even concurrently", async () => {
    const client = await as(app, owner);
    const [a, b] = await Promise.all([
      client.post("/appointments", payload({ name: "A", meeting_room_id: roomId }, day(5, 9), day(5, 11))),
      client.post("/appointments", payload({ name: "B", meeting_room_id: roomId }, day(5, 10), day(5, 12))),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error).toBe("room_occupied");
    // Nothing half-written: the losing appointment does not exist.
    const month = (await client.get(`/appointments?date=${day(5, 9).slice(0, 10)}&view=list`)).json();
    const names = month.appointments.map((x: { name: string }) => x.name);
    expect(names.filter((n: string) => n === "A" || n === "B")).toHaveLength(1);

    const start = `${day(5, 10)}:00Z`;
    const end = `${day(5, 10)}:30Z`.replace("10:00:30", "10:30:00");
    const free = (await client.get(`/meeting_rooms?filter=reservable&start=${start}&end=${end}`)).json();
    expect(free.map((r: { id: string }) => r.id)).not.toContain(roomId);
    const all = (await client.get(`/meeting_rooms?filter=all&start=${start}&end=${end}`)).json();
    expect(all.find((r: { id: string }) => r.id === roomId)).toMatchObject({ occupied: true });

    // A later, non-overlapping save may book it; a save without end date may not.
    const later = await client.post("/appointments", payload({ meeting_room_id: roomId }, day(5, 12), day(5, 13)));
    expect(later.statusCode, later.body).toBe(201);
    const noEnd = await client.post("/appointments", payload({ meeting_room_id: roomId }, day(6, 12), null));
    expect(noEnd.statusCode).toBe(422);
    // Moving the later one onto the first booking fails and leaves it as it was.
    const moved = await client.put(`/appointments/${later.json().id}`, payload({}, day(5, 10), day(5, 12)));
    expect(moved.statusCode).toBe(409);
    const kept = (await client.get(`/appointments/${later.json().id}`)).json();
    expect(kept.date.start).toContain(day(5, 12));
    expect(kept.meeting.room_name).toBe("Blue room");
  });

  it("frees the room when its appointment is cancelled", async () => {
    const client = await as(app, owner);
    const first = await client.post("/appointments", payload({ meeting_room_id: roomId }, day(20, 9), day(20, 10)));
    expect(first.statusCode, first.body).toBe(201);
    const clash = payload({ meeting_room_id: roomId }, day(20, 9), day(20, 10));
    expect((await client.post("/appointments", clash)).statusCode).toBe(409);
    expect((await client.post(`/appointments/${first.json().id}/cancel`)).statusCode).toBe(200);
    expect((await client.post("/appointments", clash)).statusCode).toBe(201);
  });

  it("starts the meeting with a signed Jitsi link for those allowed", async () => {
    const client = await as(app, owner);
    const created = await client.post(
      "/appointments",
      payload({ name: "Call", meeting_room_id: roomId }, day(8, 9), day(8, 10)),
    );
    expect(created.statusCode, created.body).toBe(201);
    const appt = created.json();
    expect(appt.has_meeting).toBe(true);
    expect(appt.can.start_meeting).toBe(true);
    const started = await client.post(`/appointments/${appt.id}/start-meeting`);
    expect(started.statusCode).toBe(200);
    const url = new URL(started.json().join_url);
    expect(url.origin).toBe("https://meet.example.org");
    const jwt = url.searchParams.get("jwt") ?? "";
    const [h, p, s] = jwt.split(".");
    expect(createHmac("sha256", SECRET).update(`${h}.${p}`).digest("base64url")).toBe(s);
    const claims = JSON.parse(Buffer.from(p ?? "", "base64url").toString());
    expect(claims).toMatchObject({ iss: "intranet", aud: "jitsi", room: url.pathname.slice(1), moderator: true });
    // A group member who does not take part may not start it.
    const other = await as(app, attendee);
    expect((await other.get(`/appointments/${appt.id}`)).json().can.start_meeting).toBe(false);
    expect((await other.post(`/appointments/${appt.id}/start-meeting`)).statusCode).toBe(403);
  });

  it("answers an expired invite of an open appointment when opting retroactively", async () => {
    const client = await as(app, owner);
    const created = await client.post(
      "/appointments",
      payload({ name: "Over" }, "2020-02-02T10:00", "2020-02-02T11:00"),
    );
    const id = created.json().id;
    await client.post(`/appointments/${id}/participants`, { participant: { membership_ids: [attendee.id] } });
    const a = await as(app, attendee);
    const expired = (await a.get("/api/v1/invites?filter=appointments&status=expired")).json().invites;
    expect(expired[0].answerable).toBe(true);
    expect((await a.post(`/api/v1/invites/${expired[0].id}/accept`)).statusCode).toBe(200);
  });
});
