import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, calendar, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

describe("an external guest and an open group that is not externally visible", () => {
  it("hides the group's calendar and appointments as it hides the group (404)", async () => {
    const owner = await member(app);
    const guest = await member(app, { isExternal: true });
    const g = await group(app, { access: "open", admin: owner });
    const calendarId = await calendar(app, owner, { group: g });
    const created = await (await as(app, owner)).post("/appointments", {
      appointment: {
        name: "Internal only",
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start: "2026-03-20T10:00", end: "2026-03-20T11:00", all_day: false },
      },
    });
    expect(created.statusCode).toBe(201);
    const appointmentId = created.json().id as string;

    const client = await as(app, guest);
    expect((await client.get(`/api/v1/groups/${g.slug}`)).statusCode).toBe(404);
    const listed = (await client.get("/calendars")).json().map((c: { id: string }) => c.id);
    expect(listed).not.toContain(calendarId);
    expect((await client.get(`/calendars/${calendarId}`)).statusCode).toBe(404);
    expect((await client.get(`/groups/${g.slug}/calendars`)).statusCode).toBe(404);
    expect((await client.get(`/appointments/${appointmentId}`)).statusCode).toBe(404);
    const month = (await client.get("/appointments?date=2026-03-15")).json();
    expect(month.appointments.map((a: { id: string }) => a.id)).not.toContain(appointmentId);
  });
});
