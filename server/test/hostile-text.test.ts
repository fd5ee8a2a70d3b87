import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app.js";
import { createTestApp } from "./app.js";
import { as, type Client, calendar, group, member } from "./factories.js";

/**
 * The answers the security probe found to be 500s: NUL bytes and lone surrogates in text fields and
 * path or query parameters, dates far out of range. Each is now refused at the validation edge
 * (src/http/route.ts, the contracts' date helpers) with the one error shape.
 */
let app: App;
let client: Client;
let me: Awaited<ReturnType<typeof member>>;
let other: Awaited<ReturnType<typeof member>>;
let slug: string;
let calendarId: string;
let appointmentId: string;

const NUL = "a\u0000b";
const SURROGATE = "x\ud800y";

beforeAll(async () => {
  app = await createTestApp();
  me = await member(app);
  other = await member(app);
  const g = await group(app, { admin: me, members: [other] });
  slug = g.slug;
  calendarId = await calendar(app, me);
  client = await as(app, me);
  const created = await client.post("/appointments", appointment({}));
  expect(created.statusCode, created.body).toBe(201);
  appointmentId = created.json().id;
});

function appointment(fields: Record<string, unknown>) {
  return {
    appointment: {
      name: "Plan",
      calendar_ids: [calendarId],
      date: { start: "2026-03-10T10:00", end: "2026-03-10T11:00" },
      time_zone: "Europe/Berlin",
      ...fields,
    },
  };
}

function expectFieldError(res: { statusCode: number; json: () => unknown }, status: 400 | 422, field: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: string; errors: Record<string, string[]>; codes: Record<string, string[]> };
  expect(body.error).toBe(status === 422 ? "validation_failed" : "invalid_parameters");
  expect(Object.keys(body.errors)).toContain(field);
  expect(body.codes[field]).toBeDefined();
}

describe("hostile text in bodies", () => {
  it.each([
    ["NUL", NUL],
    ["a lone surrogate", SURROGATE],
  ])("refuses %s in any text field with 422 naming the field", async (_kind, text) => {
    expectFieldError(
      await client.post("/api/v1/messages", { to: [other.id], subject: text, content: "<p>x</p>" }),
      422,
      "subject",
    );
    expectFieldError(
      await client.post("/api/v1/messages", { to: [other.id], subject: "x", content: `<p>${text}</p>` }),
      422,
      "content",
    );
    expectFieldError(
      await client.put(`/members/${me.id}`, { member: { profile: { position: text } } }),
      422,
      "profile.position",
    );
    expectFieldError(await client.post("/appointments", appointment({ name: text })), 422, "name");
    expectFieldError(
      await client.put(`/appointments/${appointmentId}`, appointment({ location: { city: text } })),
      422,
      "location.city",
    );
    expectFieldError(await client.post("/calendars", { calendar: { name: text, type: "personal" } }), 422, "name");
    expectFieldError(await client.put(`/groups/${slug}`, { group: { description: text } }), 422, "description");
    expectFieldError(
      await client.post(`/groups/${slug}/membership_roles`, { membership_role: { name: text } }),
      422,
      "name",
    );
    expectFieldError(
      await client.post(`/appointments/${appointmentId}/contact`, { audience: "all", subject: text, text: "x" }),
      422,
      "subject",
    );
  });
});

describe("field names of validation errors", () => {
  it("keep a body of fields' path whole and drop only a wrapped body's key", async () => {
    // The probe saw `{ "0": ["invalid tag"] }`: the list's name was taken for a wrapping key.
    const tags = await client.post("/api/v1/activities", { stream: "all", content: "<p>x</p>", tags: ["ok", "a b"] });
    expectFieldError(tags, 422, "tags.1");
    expectFieldError(
      await client.post("/api/v1/messages", { to: ["zz"], subject: "x", content: "<p>x</p>" }),
      422,
      "to.0",
    );
    expectFieldError(await client.post("/appointments", appointment({ calendar_ids: ["zz"] })), 422, "calendar_ids.0");
  });
});

describe("hostile text in paths and queries", () => {
  it.each(["/members?q=%00", "/directory/members?q=a%00b", "/directory?q=%00", "/directory?context=%00"])(
    "refuses %s with 400",
    async (url) => {
      const res = await client.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/invalid_parameters|bad_request/);
    },
  );

  it.each(["/groups/%00/members", `/members/${"0".repeat(23)}%00`])(
    "answers %s with 404: a path naming nothing well-formed names nothing that exists",
    async (url) => {
      const res = await client.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe("not_found");
    },
  );
});

describe("dates out of range", () => {
  it.each(["9999-12-31", "0000-01-01", "1899-12-31", "3000-01-01"])(
    "refuses GET /appointments?date=%s with 400",
    async (date) => {
      const res = await client.get(`/appointments?date=${date}`);
      expectFieldError(res, 400, "date");
    },
  );

  it("still shows the months at the edges of the range", async () => {
    expect((await client.get("/appointments?date=1900-01-01")).statusCode).toBe(200);
    expect((await client.get("/appointments?date=2999-12-31")).statusCode).toBe(200);
  });

  it.each(["9999-12-31T10:00", "0000-01-01T10:00", "9999-12-31"])(
    "refuses an appointment starting %s with 422",
    async (start) => {
      const res = await client.post("/appointments", appointment({ date: { start, end: null } }));
      expectFieldError(res, 422, "date.start");
    },
  );

  it("refuses a series ending out of range", async () => {
    const res = await client.post(
      "/appointments",
      appointment({
        recurrence_pattern: {
          recurrence_frequency: "daily",
          recurrence_interval: 1,
          recurrence_end_time: "9999-12-31",
        },
      }),
    );
    expectFieldError(res, 422, "recurrence_pattern.recurrence_end_time");
  });

  it("refuses a registration deadline and a meeting-room window out of range", async () => {
    const res = await client.post(
      "/appointments",
      appointment({ application_configuration: { registration_deadline: "9999-12-31" } }),
    );
    expectFieldError(res, 422, "application_configuration.registration_deadline");
    const rooms = await client.get("/meeting_rooms?start=0000-01-01T00:00:00Z&end=9999-12-31T23:59:59Z");
    expect(rooms.statusCode).toBe(400);
  });
});
