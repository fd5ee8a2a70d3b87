import { calendarColors } from "@intranet/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, calendar, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

describe("calendars", () => {
  it("requires sign-in", async () => {
    expect((await anonymous(app).get("/calendars")).statusCode).toBe(401);
    expect((await anonymous(app).post("/calendars", { calendar: { name: "x" } })).statusCode).toBe(401);
  });

  it("hides a personal calendar from those it is not shared with (404)", async () => {
    const owner = await member(app);
    const id = await calendar(app, owner);
    const other = await as(app, await member(app));
    expect((await other.get(`/calendars/${id}`)).statusCode).toBe(404);
    expect((await other.put(`/calendars/${id}`, { calendar: { name: "Mine" } })).statusCode).toBe(404);
    expect((await other.delete(`/calendars/${id}`)).statusCode).toBe(404);
    expect((await other.get("/calendars")).json().some((c: { id: string }) => c.id === id)).toBe(false);
  });

  it("creates a personal calendar with a palette colour, shares it, and lets the share be removed", async () => {
    const owner = await member(app);
    const friend = await member(app);
    const client = await as(app, owner);
    const res = await client.post("/calendars", {
      calendar: { name: "Private", type: "personal", membership_ids: [friend.id] },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(calendarColors).toContain(created.color);
    expect(created).toMatchObject({
      type: "personal",
      memberships: [{ id: friend.id }],
      can: { update: true, destroy: true },
    });
    const friendClient = await as(app, friend);
    const seen = (await friendClient.get(`/calendars/${created.id}`)).json();
    expect(seen).toMatchObject({
      type: "shared",
      memberships: [],
      can: { update: false, destroy: false, create_appointments: false },
    });
    expect((await friendClient.delete(`/calendars/${created.id}/share`)).statusCode).toBe(204);
    expect((await friendClient.get(`/calendars/${created.id}`)).statusCode).toBe(404);
    expect((await client.delete(`/calendars/${created.id}/share`)).statusCode).toBe(404);
  });

  it("validates the name and the colour", async () => {
    const client = await as(app, await member(app));
    const blank = await client.post("/calendars", { calendar: { name: " " } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toEqual(["can't be blank"]);
    const colour = await client.post("/calendars", { calendar: { name: "x", color: "red" } });
    expect(colour.statusCode).toBe(422);
    const ok = await client.post("/calendars", { calendar: { name: "x", color: "#3B5BDB" } });
    expect(ok.json().color).toBe("3b5bdb");
  });

  it("refuses a second calendar of the same owner with the same name (422 on the name), also on rename", async () => {
    const owner = await member(app);
    const client = await as(app, owner);
    const first = await client.post("/calendars", { calendar: { name: "Team days", type: "personal" } });
    expect(first.statusCode).toBe(201);
    const again = await client.post("/calendars", { calendar: { name: " team DAYS ", type: "personal" } });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: "validation_failed", errors: { name: ["has already been taken"] } });
    // Another member's calendar may have the name; so may the calendar itself when saved unchanged.
    const other = await as(app, await member(app));
    expect((await other.post("/calendars", { calendar: { name: "Team days", type: "personal" } })).statusCode).toBe(
      201,
    );
    expect((await client.put(`/calendars/${first.json().id}`, { calendar: { name: "Team days" } })).statusCode).toBe(
      200,
    );
    const second = await client.post("/calendars", { calendar: { name: "Holidays", type: "personal" } });
    const renamed = await client.put(`/calendars/${second.json().id}`, { calendar: { name: "Team Days" } });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.name).toEqual(["has already been taken"]);
  });

  it("lets only administrators create network calendars and group administrators group calendars", async () => {
    const m = await member(app);
    const boss = await admin(app);
    const client = await as(app, m);
    expect((await client.post("/calendars", { calendar: { name: "N", type: "network" } })).statusCode).toBe(403);
    expect(
      (await (await as(app, boss)).post("/calendars", { calendar: { name: "N", type: "network" } })).statusCode,
    ).toBe(201);
    const groupAdmin = await member(app);
    const g = await group(app, { admin: groupAdmin, members: [m] });
    expect((await client.post(`/groups/${g.slug}/calendars`, { calendar: { name: "G" } })).statusCode).toBe(403);
    const made = await (await as(app, groupAdmin)).post(`/groups/${g.slug}/calendars`, { calendar: { name: "G" } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ type: "group", parent_id: g.id });
    const listed = (await client.get(`/groups/${g.slug}/calendars`)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0].can).toEqual({ create_appointments: true, update: false, destroy: false });
    expect((await client.get("/calendars/create_options")).json()).toMatchObject({
      create_personal_calendars: true,
      create_calendars: false,
      groups: [],
    });
    expect((await (await as(app, groupAdmin)).get("/calendars/create_options")).json().groups).toEqual([
      { id: g.id, name: g.name, slug: g.slug },
    ]);
  });

  it("hides a hidden group's calendars and deletes a calendar with its own appointments", async () => {
    const owner = await member(app);
    const g = await group(app, { access: "hidden", admin: owner });
    const id = await calendar(app, owner, { group: g });
    const stranger = await as(app, await member(app));
    expect((await stranger.get(`/groups/${g.slug}/calendars`)).statusCode).toBe(404);
    const client = await as(app, owner);
    const a = await client.post("/appointments", {
      appointment: { name: "x", calendar_ids: [id], time_zone: "Europe/Berlin", date: { start: "2027-01-01T10:00" } },
    });
    expect(a.statusCode).toBe(201);
    expect((await client.delete(`/calendars/${id}`)).statusCode).toBe(204);
    expect((await client.get(`/appointments/${a.json().id}`)).statusCode).toBe(404);
  });
});
