import { encodeCalendarFilter } from "@intranet/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, calendar, group, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

let app: App;
let owner: MemberRow;
let outsider: MemberRow;
let groupCalendarId: string;

const payload = (over: Record<string, unknown> = {}, date: Record<string, unknown> = {}) => ({
  appointment: {
    name: "Team meeting",
    calendar_ids: [groupCalendarId],
    time_zone: "Europe/Berlin",
    date: { start: "2026-03-20T10:00", end: "2026-03-20T11:00", all_day: false, ...date },
    ...over,
  },
});

beforeAll(async () => {
  app = await createTestApp();
  owner = await member(app);
  outsider = await member(app);
  const g = await group(app, { access: "closed", admin: owner });
  groupCalendarId = await calendar(app, owner, { group: g, name: "Group calendar" });
});

describe("appointments", () => {
  it("requires sign-in", async () => {
    const res = await anonymous(app).get("/appointments?date=2026-03-01");
    expect(res.statusCode).toBe(401);
    expect((await anonymous(app).post("/appointments", payload())).statusCode).toBe(401);
  });

  it("hides an appointment in a calendar the member may not read (404), by list, detail, ics and guessed id", async () => {
    const client = await as(app, owner);
    const created = await client.post("/appointments", payload({ name: "Secret" }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const other = await as(app, outsider);
    expect((await other.get(`/appointments/${id}`)).statusCode).toBe(404);
    expect((await other.get(`/appointments/${id}.ics`)).statusCode).toBe(404);
    expect((await other.put(`/appointments/${id}`, payload())).statusCode).toBe(404);
    expect((await other.delete(`/appointments/${id}`)).statusCode).toBe(404);
    expect((await other.post(`/appointments/${id}/cancel`)).statusCode).toBe(404);
    expect((await other.get("/appointments/0123456789abcdef01234567")).statusCode).toBe(404);
    const list = await other.get("/appointments?date=2026-03-15");
    expect(list.json().appointments.map((a: { name: string }) => a.name)).not.toContain("Secret");
    const filtered = await other.get(
      `/appointments?date=2026-03-15&calendars=${encodeCalendarFilter([groupCalendarId])}`,
    );
    expect(filtered.json().appointments).toEqual([]);
    expect((await other.get(`/calendars/${groupCalendarId}`)).statusCode).toBe(404);
    expect((await other.post("/appointments", payload())).statusCode).toBe(422);
  });

  it("creates, shows and lists a single appointment with the month window", async () => {
    const client = await as(app, owner);
    const res = await client.post(
      "/appointments",
      payload({ location: { name: "HQ", address1: "Main St 1", zip: "10115", city: "Berlin" } }),
    );
    expect(res.statusCode).toBe(201);
    const a = res.json();
    expect(a.type).toBe("appointment");
    expect(a.date).toMatchObject({
      start: "2026-03-20T10:00:00+01:00",
      end: "2026-03-20T11:00:00+01:00",
      same_day: true,
    });
    expect(a.location.maps_url).toContain("openstreetmap");
    expect(a.can).toMatchObject({ update: true, destroy: true, opt: false });
    expect(a.calendar_ids).toEqual([groupCalendarId]);
    const list = await client.get("/appointments?date=2026-03-01&view=sheet&type=month");
    expect(list.json()).toMatchObject({ from: "2026-02-23", to: "2026-04-06" });
    expect(list.json().appointments.some((x: { id: string }) => x.id === a.id)).toBe(true);
    const april = await client.get("/appointments?date=2026-05-10");
    expect(april.json().appointments.some((x: { id: string }) => x.id === a.id)).toBe(false);
  });

  it("rejects invalid input with the spec's messages and writes nothing", async () => {
    const client = await as(app, owner);
    const cases: [unknown, string, string][] = [
      [payload({ name: "" }), "name", "can't be blank"],
      [payload({ calendar_ids: [] }), "calendar_ids", "at least one calendar is required"],
      [payload({}, { end: "2026-03-20T09:00" }), "date.end", "end_lt_start"],
      [payload({}, { start: "2026-02-30T10:00" }), "date.start", "is not a valid date"],
      [payload({ time_zone: "Mars/Olympus" }), "time_zone", "is not a valid time zone"],
      [
        payload({
          recurrence_pattern: { recurrence_frequency: "daily", recurrence_interval: 0, recurrence_end_time: null },
        }),
        "recurrence_pattern.recurrence_interval",
        "must be greater than or equal to 1",
      ],
      [payload({ location: { zip: "12345678901" } }), "location.zip", "is too long (maximum is 10 characters)"],
      [payload({ location: { link: "javascript:alert(1)" } }), "location.link", "must be a web address"],
      [
        payload({ attendee_configuration: { total: -1 } }),
        "attendee_configuration.total",
        "must be greater than or equal to 0",
      ],
      [
        payload({ application_configuration: { costs: -5 } }),
        "application_configuration.costs",
        "must be greater than or equal to 0",
      ],
    ];
    const before = (await client.get("/appointments?date=2026-03-20")).json().appointments.length;
    for (const [body, key, message] of cases) {
      const res = await client.post("/appointments", body);
      expect(res.statusCode, key).toBe(422);
      expect(res.json().errors[key], key).toEqual([message]);
    }
    const personal = await calendar(app, outsider);
    const foreign = await client.post("/appointments", payload({ calendar_ids: [personal] }));
    expect(foreign.json().errors.calendar_ids).toEqual(["you may not post to this calendar"]);
    expect((await client.get("/appointments?date=2026-03-20")).json().appointments.length).toBe(before);
  });

  it("keeps the wall-clock time of a weekly series across the DST change", async () => {
    const client = await as(app, owner);
    const res = await client.post(
      "/appointments",
      payload({
        name: "Weekly",
        recurrence_pattern: {
          recurrence_frequency: "weekly",
          recurrence_interval: 1,
          recurrence_end_time: "2026-04-30",
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    const series = res.json();
    expect(series.type).toBe("recurring_appointment");
    const list = (await client.get("/appointments?date=2026-03-20")).json();
    const occurrences = list.appointments.filter((a: { name: string }) => a.name === "Weekly");
    expect(occurrences.map((a: { date: { start: string } }) => a.date.start)).toEqual([
      "2026-03-20T10:00:00+01:00",
      "2026-03-27T10:00:00+01:00",
      "2026-04-03T10:00:00+02:00",
    ]);
    expect(occurrences[1].id).toBe(`r-${series.id}-20260327T090000Z`);
    expect(occurrences[2].id).toBe(`r-${series.id}-20260403T080000Z`);
    const detail = (await client.get(`/appointments/${occurrences[1].id}`)).json();
    expect(detail.type).toBe("virtual_appointment");
    expect(detail.previous_occurrence_url).toBe(`/appointments/${occurrences[0].id}`);
    expect(detail.next_occurrence_url).toBe(`/appointments/${occurrences[2].id}`);
    expect(detail.recurring_appointment_url).toBe(`/appointments/${series.id}`);
    expect((await client.get(`/appointments/r-${series.id}-20260327T100000Z`)).statusCode).toBe(404);
    // Far in the future the series ends (recurrence end) and May is empty.
    const may = (await client.get("/appointments?date=2026-05-15")).json();
    expect(may.appointments.filter((a: { name: string }) => a.name === "Weekly")).toEqual([]);
  });

  it("edits one occurrence, then the series, and cancels and deletes occurrences", async () => {
    const client = await as(app, owner);
    const series = (
      await client.post(
        "/appointments",
        payload(
          {
            name: "Daily",
            recurrence_pattern: { recurrence_frequency: "daily", recurrence_interval: 1, recurrence_end_time: null },
          },
          { start: "2027-06-01T09:00", end: "2027-06-01T09:30" },
        ),
      )
    ).json();
    const second = `r-${series.id}-20270602T070000Z`;
    const edited = await client.put(
      `/appointments/${second}`,
      payload({ name: "Daily (moved)" }, { start: "2027-06-02T14:00", end: "2027-06-02T15:00" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: second, name: "Daily (moved)", type: "appointment" });
    expect(edited.json().recurring_appointment_url).toBe(`/appointments/${series.id}`);

    const cancelRes = await client.post(`/appointments/r-${series.id}-20270603T070000Z/cancel`);
    expect(cancelRes.json(), cancelRes.body).toMatchObject({ canceled: true });
    expect((await client.delete(`/appointments/r-${series.id}-20270604T070000Z`)).statusCode).toBe(204);
    expect((await client.get(`/appointments/r-${series.id}-20270604T070000Z`)).statusCode).toBe(404);

    const june = (await client.get("/appointments?date=2027-06-10"))
      .json()
      .appointments.filter((a: { name: string }) => a.name.startsWith("Daily"));
    const byId = new Map(june.map((a: { id: string }) => [a.id, a]));
    expect(byId.get(second)).toMatchObject({ name: "Daily (moved)", date: { start: "2027-06-02T14:00:00+02:00" } });
    expect(byId.get(`r-${series.id}-20270603T070000Z`)).toMatchObject({ canceled: true, status: "canceled" });
    expect(byId.has(`r-${series.id}-20270604T070000Z`)).toBe(false);
    expect(byId.has(`r-${series.id}-20270605T070000Z`)).toBe(true);

    // The next occurrence after the 3rd skips the deleted 4th.
    const third = (await client.get(`/appointments/r-${series.id}-20270603T070000Z`)).json();
    expect(third.next_occurrence_url).toBe(`/appointments/r-${series.id}-20270605T070000Z`);

    // Renaming the series keeps the modified occurrence; moving its time drops the exceptions.
    await client.put(`/appointments/${series.id}`, {
      ...payload(
        {
          name: "Daily renamed",
          recurrence_pattern: { recurrence_frequency: "daily", recurrence_interval: 1, recurrence_end_time: null },
        },
        { start: "2027-06-01T09:00", end: "2027-06-01T09:30" },
      ),
    });
    expect((await client.get(`/appointments/${second}`)).json().name).toBe("Daily (moved)");
    await client.put(
      `/appointments/${series.id}`,
      payload(
        {
          name: "Daily later",
          recurrence_pattern: { recurrence_frequency: "daily", recurrence_interval: 2, recurrence_end_time: null },
        },
        { start: "2027-06-01T10:00", end: "2027-06-01T10:30" },
      ),
    );
    const after = (await client.get("/appointments?date=2027-06-10"))
      .json()
      .appointments.filter((a: { name: string }) => a.name.startsWith("Daily"));
    expect(after.every((a: { name: string }) => a.name === "Daily later")).toBe(true);
    expect(after[0].date.start).toBe("2027-06-01T10:00:00+02:00");
    expect(after[1].date.start).toBe("2027-06-03T10:00:00+02:00");
  });

  it("cancels softly, not twice and not in the past, and deletes", async () => {
    const client = await as(app, owner);
    const future = (
      await client.post("/appointments", payload({}, { start: "2030-01-10T10:00", end: "2030-01-10T11:00" }))
    ).json();
    expect(future.cancel_prohibited_reason).toBeNull();
    const cancelled = await client.post(`/appointments/${future.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ canceled: true, cancel_prohibited_reason: "canceled" });
    expect((await client.post(`/appointments/${future.id}/cancel`)).statusCode).toBe(422);
    const past = (
      await client.post("/appointments", payload({}, { start: "2020-01-10T10:00", end: "2020-01-10T11:00" }))
    ).json();
    expect(past.cancel_prohibited_reason).toBe("past");
    expect((await client.post(`/appointments/${past.id}/cancel`)).statusCode).toBe(422);
    expect((await client.delete(`/appointments/${past.id}`)).statusCode).toBe(204);
    expect((await client.get(`/appointments/${past.id}`)).statusCode).toBe(404);
  });

  it("locks participation with PATCH and offers categories", async () => {
    const client = await as(app, owner);
    const a = (await client.post("/appointments", payload())).json();
    const res = await client.patch(`/appointments/${a.id}`, {
      appointment: { attendee_configuration: { participation_locked: true } },
    });
    expect(res.json().attendee_configuration.participation_locked).toBe(true);
    const { createCategory } = await import("./appointments.repo.js");
    const cat = await createCategory(app.ctx.db, "Workshop");
    expect((await client.get("/appointments/categories")).json()).toContainEqual({ id: cat.id, label: "Workshop" });
    const withCategory = await client.post("/appointments", payload({ category: cat.id }));
    expect(withCategory.json().category).toEqual({ id: cat.id, label: "Workshop" });
  });

  it("handles all-day appointments and keeps an appointment's own time zone", async () => {
    const client = await as(app, owner);
    const allDay = (
      await client.post("/appointments", payload({}, { start: "2026-07-01", end: "2026-07-03", all_day: true }))
    ).json();
    expect(allDay.date).toMatchObject({ all_day: true, start: "2026-07-01T00:00:00+02:00", same_day: false });
    const ny = (await client.post("/appointments", payload({ time_zone: "America/New_York" }))).json();
    expect(ny.date).toMatchObject({ time_zone: "America/New_York", start: "2026-03-20T10:00:00-04:00" });
    const zones = (await client.get("/calendars/time_zones")).json() as string[];
    expect(zones).toContain("Europe/Berlin");
    expect(zones.some((z) => z.startsWith("Etc/") || z === z.toUpperCase())).toBe(false);
  });

  it("shows a multi-day all-day occurrence on its last day at the edge of the window, like a single one", async () => {
    const client = await as(app, owner);
    // The August 2026 sheet starts on Monday 27 July, the last day of both appointments.
    const dates = { start: "2026-07-25", end: "2026-07-27", all_day: true };
    await client.post("/appointments", payload({ name: "Single weekend" }, dates));
    const weekly = { recurrence_frequency: "weekly", recurrence_interval: 1, recurrence_end_time: null };
    await client.post("/appointments", payload({ name: "Weekly weekend", recurrence_pattern: weekly }, dates));
    const names = (await client.get("/appointments?date=2026-08-01"))
      .json()
      .appointments.map((a: { name: string; date: { start: string } }) => `${a.name} ${a.date.start.slice(0, 10)}`);
    expect(names).toContain("Single weekend 2026-07-25");
    expect(names).toContain("Weekly weekend 2026-07-25");
  });

  it("lists a single appointment by the time it spans: one covering the whole sheet, not one that ended before it", async () => {
    const client = await as(app, owner);
    // The October 2026 sheet runs from Monday 28 September to Sunday 1 November (`to` is the day after).
    await client.post(
      "/appointments",
      payload({ name: "Autumn retreat" }, { start: "2026-09-20T09:00", end: "2026-12-10T17:00" }),
    );
    await client.post(
      "/appointments",
      payload({ name: "Early September" }, { start: "2026-09-01T09:00", end: "2026-09-27T23:00" }),
    );
    await client.post(
      "/appointments",
      payload({ name: "Last day" }, { start: "2026-11-01T22:00", end: "2026-11-01T23:00" }),
    );
    const october = await client.get("/appointments?date=2026-10-15");
    expect(october.json()).toMatchObject({ from: "2026-09-28", to: "2026-11-02" });
    const names = october.json().appointments.map((a: { name: string }) => a.name);
    expect(names).toContain("Autumn retreat");
    expect(names).toContain("Last day");
    expect(names).not.toContain("Early September");
  });

  it("lets only administrators post into network calendars", async () => {
    const boss = await admin(app);
    const networkCalendar = await calendar(app, boss, { type: "network" });
    const client = await as(app, owner);
    const list = (await client.get("/calendars")).json();
    expect(list.find((c: { id: string }) => c.id === networkCalendar).can.create_appointments).toBe(false);
    expect((await client.post("/appointments", payload({ calendar_ids: [networkCalendar] }))).statusCode).toBe(422);
    const res = await (await as(app, boss)).post("/appointments", payload({ calendar_ids: [networkCalendar] }));
    expect(res.statusCode).toBe(201);
    expect((await client.get(`/appointments/${res.json().id}`)).json().can.update).toBe(false);
  });
});

describe("appointment files", () => {
  it("attaches published files readable by those who read the appointment, and nobody else", async () => {
    const reader = await member(app);
    const g = await group(app, { access: "closed", admin: owner, members: [reader] });
    const cal = await calendar(app, owner, { group: g });
    const client = await as(app, owner);
    const file = (
      await upload(client, "files", { name: "agenda.txt", type: "text/plain", data: Buffer.from("agenda") })
    ).json();
    const res = await client.post("/appointments", payload({ calendar_ids: [cal], event_file_ids: [file.id] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().event_files).toEqual([expect.objectContaining({ id: file.id, name: "agenda.txt" })]);
    const url = res.json().event_files[0].url;
    expect((await (await as(app, reader)).get(url)).statusCode).toBe(200);
    expect((await (await as(app, outsider)).get(url)).statusCode).toBe(404);
    const foreign = (
      await upload(await as(app, outsider), "files", { name: "x.txt", type: "text/plain", data: Buffer.from("x") })
    ).json();
    expect(
      (await client.post("/appointments", payload({ calendar_ids: [cal], event_file_ids: [foreign.id] }))).statusCode,
    ).toBe(404);
  });
});
