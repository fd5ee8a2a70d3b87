import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, calendar, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

let app: App;
let owner: MemberRow;
let colleague: MemberRow;
let outsider: MemberRow;
let groupSlug: string;
let groupCalendarId: string;

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

const payload = (calendarIds: string[], name: string, postToStream = true) => ({
  appointment: {
    name,
    calendar_ids: calendarIds,
    time_zone: "Europe/Berlin",
    date: { start: "2026-12-04T18:00", end: "2026-12-04T22:00", all_day: false },
    location: { name: "Rooftop terrace" },
    post_to_stream: postToStream,
  },
});

const appointmentActivities = async (m: MemberRow, path: string, name: string): Promise<Json[]> => {
  const res = await (await as(app, m)).get(path);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().activities as Json[]).filter((a) => a.object.summary?.title === name);
};

beforeAll(async () => {
  app = await createTestApp();
  owner = await member(app);
  colleague = await member(app);
  outsider = await member(app);
  const g = await group(app, { access: "closed", admin: owner, members: [colleague] });
  groupSlug = g.slug;
  groupCalendarId = await calendar(app, owner, { group: g, name: "Team calendar" });
});

describe("appointments posted to the activity stream", () => {
  it("posts a group calendar's appointment to the group's stream, for its readers only, and removes it with it", async () => {
    const created = await (await as(app, owner)).post("/appointments", payload([groupCalendarId], "Team dinner"));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    const [posted] = await appointmentActivities(colleague, `/groups/${groupSlug}/activitystreams/all`, "Team dinner");
    expect(posted).toMatchObject({
      object: {
        type: "appointment",
        summary: {
          id,
          title: "Team dinner",
          html_url: `/appointments/${id}`,
          starts_at: "2026-12-04T17:00:00.000Z",
          ends_at: "2026-12-04T21:00:00.000Z",
          all_day: false,
          time_zone: "Europe/Berlin",
          location: "Rooftop terrace",
        },
      },
      actor: { id: owner.id },
      context: { type: "group", slug: groupSlug },
    });
    // The members' network stream shows their groups' posts; a non-member of the closed group sees nothing of it.
    expect(await appointmentActivities(colleague, "/activitystreams/all", "Team dinner")).toHaveLength(1);
    expect(await appointmentActivities(outsider, "/activitystreams/all", "Team dinner")).toHaveLength(0);
    expect((await (await as(app, outsider)).get(`/activities/${posted?.id}`)).statusCode).toBe(404);

    expect((await (await as(app, owner)).delete(`/appointments/${id}`)).statusCode).toBeLessThan(300);
    expect(await appointmentActivities(colleague, `/groups/${groupSlug}/activitystreams/all`, "Team dinner")).toEqual(
      [],
    );
    expect((await (await as(app, colleague)).get(`/activities/${posted?.id}`)).statusCode).toBe(404);
  });

  it("posts a network calendar's appointment to the network stream, and nothing without the box ticked", async () => {
    const networkAdmin = await admin(app);
    const networkCalendarId = await calendar(app, networkAdmin, { type: "network", name: "Company" });
    const asAdmin = await as(app, networkAdmin);
    expect((await asAdmin.post("/appointments", payload([networkCalendarId], "Company party"))).statusCode).toBe(201);
    expect((await asAdmin.post("/appointments", payload([networkCalendarId], "Quiet day", false))).statusCode).toBe(
      201,
    );
    expect(await appointmentActivities(outsider, "/activitystreams/all", "Company party")).toHaveLength(1);
    expect(await appointmentActivities(outsider, "/activitystreams/all", "Quiet day")).toHaveLength(0);
  });

  it("refuses the stream for an appointment only in a personal calendar, saving nothing", async () => {
    const personal = await calendar(app, owner, { type: "personal", name: "Mine" });
    const client = await as(app, owner);
    const refused = await client.post("/appointments", payload([personal], "Dentist"));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().codes).toEqual({ post_to_stream: ["no_stream_calendar"] });
    const month = await client.get("/appointments?date=2026-12-01");
    expect(month.json().appointments.map((a: Json) => a.name)).not.toContain("Dentist");
  });
});
