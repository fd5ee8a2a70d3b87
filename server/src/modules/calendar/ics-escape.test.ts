import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, calendar, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

describe("iCalendar text escaping", () => {
  it("writes a bare CR in a name or place as an escaped line break, never raw into a content line", async () => {
    const owner = await member(app);
    const client = await as(app, owner);
    const calendarId = await calendar(app, owner, { name: "Team\rCalendar" });
    const res = await client.post("/appointments", {
      appointment: {
        name: "Line\rBreak\r\nand\nmore",
        calendar_ids: [calendarId],
        date: { start: "2026-05-04T10:00", end: "2026-05-04T11:00" },
        time_zone: "Europe/Berlin",
        location: { name: "Room\r1", city: "Berlin" },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const ics = await client.get(`/appointments/${res.json().id}.ics`);
    expect(ics.statusCode).toBe(200);
    // Every CR ends a content line (CRLF); none stands alone inside one.
    expect(ics.body).not.toMatch(/\r(?!\n)/);
    const unfolded = ics.body.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:Line\\nBreak\\nand\\nmore\r\n");
    expect(unfolded).toContain("LOCATION:Room\\n1");
  });
});
