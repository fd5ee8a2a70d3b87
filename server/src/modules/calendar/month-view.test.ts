// The month view's answer on the bench's data (bench/setup.ts): 30 appointments in a network calendar,
// every fifth a weekly series, each with a short description. The answer must stay small: what is the
// same for every occurrence of a series is not repeated per occurrence.
import type { AppointmentList } from "@intranet/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, calendar } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;
let client: Client;
const pad = (v: number) => String(v).padStart(2, "0");

beforeAll(async () => {
  app = await createTestApp();
  const me = await admin(app);
  client = await as(app, me);
  const calendarId = await calendar(app, me, { type: "network", name: "Bench events" });
  for (let i = 0; i < 30; i++) {
    const day = `2026-03-${pad(1 + (i % 28))}`;
    const res = await client.post("/appointments", {
      appointment: {
        name: `Bench appointment ${i + 1}`,
        description: `<p>Agenda of bench appointment ${i + 1}</p>`,
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start: `${day}T${pad(8 + (i % 9))}:00`, end: `${day}T${pad(9 + (i % 9))}:00`, all_day: false },
        recurrence_pattern:
          i % 5 === 0 ? { recurrence_frequency: "weekly", recurrence_interval: 1, recurrence_end_time: null } : null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});

describe("month view answer", () => {
  it("sends what a row shares once, not once per occurrence", async () => {
    const res = await client.get("/appointments?date=2026-03-15");
    expect(res.statusCode).toBe(200);
    const body = res.json() as AppointmentList;
    // 24 single appointments and 6 weekly series, 4 to 6 occurrences each in the six-week grid.
    expect(body.appointments.length).toBeGreaterThan(40);
    expect(Object.keys(body.details)).toHaveLength(30);
    for (const line of body.appointments) {
      expect(body.details[line.details_id], line.id).toBeDefined();
      expect(line).not.toHaveProperty("description_rendered");
    }
    const weekly = body.appointments.filter((a) => a.name === "Bench appointment 1");
    expect(weekly.length).toBeGreaterThan(3);
    expect(new Set(weekly.map((a) => a.details_id)).size).toBe(1);
    expect(body.details[weekly[0]?.details_id ?? ""]?.description_rendered).toBe(
      "<p>Agenda of bench appointment 1</p>",
    );
    // 108 KB when every occurrence carried its row's description, configuration, authors.
    expect(res.body.length).toBeLessThan(90_000);
  });
});
