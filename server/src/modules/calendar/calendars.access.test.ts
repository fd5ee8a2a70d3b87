import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, calendar, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { groups } from "../groups/groups.schema.js";
import { addMembership } from "../groups/groups.service.js";
import type { MemberRow } from "../members/members.schema.js";
import { calendarShares, calendars } from "./calendar.schema.js";
import {
  allReadableCalendarIds,
  calendarAccess,
  managedCalendarIds,
  mayReadAppointment,
  postableCalendarIds,
  readableAppointmentIds,
  readableCalendarById,
  readableCalendarIds,
  readableCalendars,
} from "./calendars.access.js";

/**
 * The calendar and appointment policy matrices: every kind of member × every calendar class × every
 * ability. Each cell is computed by the single check (SQL, then HTTP) and by the list query (SQL
 * bulk check, then the HTTP list); all must agree and match the table.
 */

const classes = [
  "network",
  "own",
  "shared",
  "others",
  "group_open",
  "group_closed",
  "group_hidden",
  "group_externally_visible",
] as const;
type CalendarClass = (typeof classes)[number];
const kinds = ["member", "group_member", "group_admin", "invited", "guest", "network_admin"] as const;
type Kind = (typeof kinds)[number];

/** One character per class, in the order of `classes`: + allowed, - refused. */
const calendarExpected: Record<"read" | "create_appointments" | "manage", Record<Kind, string>> = {
  read: {
    member: "+++-+--+",
    group_member: "+++-++++",
    group_admin: "+++-++++",
    invited: "+++-+--+",
    // An external guest reads no calendar of a group hidden from them (the probed leak).
    guest: "+++----+",
    network_admin: "+++-++++",
  },
  create_appointments: {
    member: "-+------",
    group_member: "-+--++++",
    group_admin: "-+--++++",
    invited: "-+------",
    guest: "-+------",
    network_admin: "++--++++",
  },
  manage: {
    member: "-+------",
    group_member: "-+------",
    group_admin: "-+--++++",
    invited: "-+------",
    guest: "-+------",
    network_admin: "++--++++",
  },
};

/** Every appointment is written by someone who manages its calendar, so update and destroy follow manage. */
const appointmentExpected: Record<"read" | "update" | "destroy", Record<Kind, string>> = {
  read: calendarExpected.read,
  update: calendarExpected.manage,
  destroy: calendarExpected.manage,
};

let app: App;
const people = {} as Record<Kind, MemberRow>;
/** Calendar ids per kind and class; own and shared calendars differ per kind, the others are common. */
const calendarOf = {} as Record<Kind, Record<CalendarClass, string>>;
const appointmentOf = {} as Record<Kind, Record<CalendarClass, string>>;

async function personalCalendar(owner: MemberRow, shareWith?: MemberRow) {
  const [row] = await app.ctx.db
    .insert(calendars)
    .values({ name: `Personal of ${owner.lastName}`, color: "1c7ed6", type: "personal", authorId: owner.id })
    .returning();
  if (!row) throw new Error("calendar insert returned nothing");
  if (shareWith) await app.ctx.db.insert(calendarShares).values({ calendarId: row.id, memberId: shareWith.id });
  return row.id;
}

async function appointmentIn(author: MemberRow, calendarId: string) {
  const res = await (await as(app, author)).post("/appointments", {
    appointment: {
      name: `In ${calendarId}`,
      calendar_ids: [calendarId],
      time_zone: "Europe/Berlin",
      date: { start: "2026-03-20T10:00", end: "2026-03-20T11:00", all_day: false },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  app = await createTestApp();
  for (const k of kinds) {
    people[k] = k === "network_admin" ? await admin(app) : await member(app, { isExternal: k === "guest" });
  }
  const stranger = await member(app);
  const sharer = await member(app);
  const common = {
    network: await calendar(app, people.network_admin, { type: "network" }),
    others: await calendar(app, stranger),
  } as Record<CalendarClass, string>;
  const commonAppointments = {
    network: await appointmentIn(people.network_admin, common.network),
    others: await appointmentIn(stranger, common.others),
  } as Record<CalendarClass, string>;
  for (const access of ["open", "closed", "hidden", "externally_visible"] as const) {
    const g = await group(app, {
      access: access === "externally_visible" ? "open" : access,
      admin: people.group_admin,
      members: [people.group_member],
    });
    await addMembership(app.ctx.db, g.id, people.invited.id, { status: "invited" });
    if (access === "externally_visible") {
      await app.ctx.db.update(groups).set({ externallyVisible: true }).where(eq(groups.id, g.id));
    }
    common[`group_${access}`] = await calendar(app, people.group_admin, { group: g });
    commonAppointments[`group_${access}`] = await appointmentIn(people.group_admin, common[`group_${access}`]);
  }
  for (const k of kinds) {
    const own = await personalCalendar(people[k]);
    const shared = await personalCalendar(sharer, people[k]);
    calendarOf[k] = { ...common, own, shared };
    appointmentOf[k] = {
      ...commonAppointments,
      own: await appointmentIn(people[k], own),
      shared: await appointmentIn(sharer, shared),
    };
  }
});

const flag = (on: boolean) => (on ? "+" : "-");
const row = (values: boolean[]) => values.map(flag).join("");

describe("calendar policy matrix", () => {
  it("refuses visitors at the door (401) and in every predicate", async () => {
    const visitor = anonymous(app);
    const ids = Object.values(calendarOf.member);
    expect((await visitor.get("/calendars")).statusCode).toBe(401);
    expect((await visitor.get(`/calendars/${calendarOf.member.network}`)).statusCode).toBe(401);
    expect((await readableCalendarIds(app.ctx.db, null, ids)).size).toBe(0);
    expect((await postableCalendarIds(app.ctx.db, null, ids)).size).toBe(0);
    expect((await managedCalendarIds(app.ctx.db, null, ids)).size).toBe(0);
  });

  for (const kind of kinds) {
    it(`decides read, create_appointments and manage the same way, single and listed, for a ${kind}`, async () => {
      const m = people[kind];
      const db = app.ctx.db;
      const client = await as(app, m);
      const ids = classes.map((c) => calendarOf[kind][c]);

      const single = { read: [] as boolean[], create_appointments: [] as boolean[], manage: [] as boolean[] };
      for (const id of ids) {
        const access = await calendarAccess(db, m, id);
        const readable = await readableCalendarById(db, m, id);
        expect(readable !== null, `${kind} single read ${id}`).toBe(access?.read === true);
        const res = await client.get(`/calendars/${id}`);
        expect(res.statusCode, `${kind} GET /calendars/${id}`).toBe(access?.read ? 200 : 404);
        if (res.statusCode === 200) {
          expect(res.json().can).toEqual({
            create_appointments: access?.createAppointments,
            update: access?.manage,
            destroy: access?.manage,
          });
        }
        single.read.push(access?.read === true);
        single.create_appointments.push(access?.createAppointments === true);
        single.manage.push(access?.manage === true);
      }

      const [readable, postable, managed, rows, listed] = await Promise.all([
        readableCalendarIds(db, m, ids),
        postableCalendarIds(db, m, ids),
        managedCalendarIds(db, m, ids),
        readableCalendars(db, m),
        client.get("/calendars").then((r) => r.json() as { id: string; can: Record<string, boolean> }[]),
      ]);
      // The ids read once for a statement that names them many times (the search's) are the same calendars.
      const once = new Set((await allReadableCalendarIds(db, m))?.ids);
      expect(ids.filter((id) => once.has(id))).toEqual(ids.filter((id) => readable.has(id)));
      const rowById = new Map(rows.map((r) => [r.calendar.id, r]));
      const listedById = new Map(listed.map((c) => [c.id, c.can]));
      for (const id of ids) {
        expect(rowById.has(id), `${kind} list read ${id}`).toBe(readable.has(id));
        expect(listedById.has(id), `${kind} GET /calendars ${id}`).toBe(readable.has(id));
        if (!readable.has(id)) continue;
        expect(rowById.get(id)?.createAppointments).toBe(postable.has(id));
        expect(rowById.get(id)?.manage).toBe(managed.has(id));
        expect(listedById.get(id)).toEqual({
          create_appointments: postable.has(id),
          update: managed.has(id),
          destroy: managed.has(id),
        });
      }

      const table = {
        read: calendarExpected.read[kind],
        create_appointments: calendarExpected.create_appointments[kind],
        manage: calendarExpected.manage[kind],
      };
      expect({
        read: row(single.read),
        create_appointments: row(single.create_appointments),
        manage: row(single.manage),
      }).toEqual(table);
      expect({
        read: row(ids.map((id) => readable.has(id))),
        create_appointments: row(ids.map((id) => postable.has(id))),
        manage: row(ids.map((id) => managed.has(id))),
      }).toEqual(table);
    });
  }
});

describe("appointment policy matrix", () => {
  it("refuses visitors at the door (401) and in every predicate", async () => {
    const ids = Object.values(appointmentOf.member);
    expect((await anonymous(app).get(`/appointments/${appointmentOf.member.network}`)).statusCode).toBe(401);
    expect((await readableAppointmentIds(app.ctx.db, null, null, ids)).size).toBe(0);
  });

  for (const kind of kinds) {
    it(`decides read, update and destroy the same way, single and listed, for a ${kind}`, async () => {
      const m = people[kind];
      const db = app.ctx.db;
      const client = await as(app, m);
      const ids = classes.map((c) => appointmentOf[kind][c]);

      const single = { read: [] as boolean[], update: [] as boolean[], destroy: [] as boolean[] };
      for (const id of ids) {
        const mayRead = await mayReadAppointment(
          db,
          m,
          app.ctx.modules.appointments.participantRows(m.id, "attending"),
          id,
        );
        const res = await client.get(`/appointments/${id}`);
        expect(res.statusCode, `${kind} GET /appointments/${id}`).toBe(mayRead ? 200 : 404);
        const can = res.statusCode === 200 ? res.json().can : {};
        single.read.push(mayRead);
        single.update.push(can.update === true);
        single.destroy.push(can.destroy === true);
      }

      const readable = await readableAppointmentIds(
        db,
        m,
        app.ctx.modules.appointments.participantRows(m.id, "attending"),
        ids,
      );
      const month = (await client.get("/appointments?date=2026-03-15")).json() as {
        appointments: { id: string; can: Record<string, boolean> }[];
      };
      const listedById = new Map(month.appointments.map((a) => [a.id, a.can]));
      for (const id of ids) expect(listedById.has(id), `${kind} month list ${id}`).toBe(readable.has(id));

      const table = {
        read: appointmentExpected.read[kind],
        update: appointmentExpected.update[kind],
        destroy: appointmentExpected.destroy[kind],
      };
      expect({ read: row(single.read), update: row(single.update), destroy: row(single.destroy) }).toEqual(table);
      expect({
        read: row(ids.map((id) => readable.has(id))),
        update: row(ids.map((id) => listedById.get(id)?.update === true)),
        destroy: row(ids.map((id) => listedById.get(id)?.destroy === true)),
      }).toEqual(table);
    });
  }
});
