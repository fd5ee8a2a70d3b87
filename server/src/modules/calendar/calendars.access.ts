import { and, asc, eq, exists, inArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { inPlaceholder, type PreparedOptions, preparedOn } from "../../db/prepared.js";
import {
  groupAdminOf,
  groupContentPostableBy,
  groupContentReadableBy,
  type SqlViewer,
  type Viewer,
  viewerAsPlaceholder,
} from "../groups/groups.access.js";
import { groupLabelColumns } from "../groups/groups.repo.js";
import { idsReadableBy } from "../groups/readable-ids.access.js";
import type { CalendarAccess } from "./calendar.policy.js";
import { appointmentCalendars, appointments, calendarShares, calendars } from "./calendar.schema.js";

/**
 * Who may do what with which calendar and appointment, written once as SQL predicates over the
 * `calendars` (and `appointments`) table. Group calendars defer to the groups module's predicates,
 * so a guest who may not see a group cannot read its calendars either.
 */

const qb = new QueryBuilder();

/** SQL: the calendar is shared with the member. */
const sharedWith = (memberId: string | SQLWrapper) =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(calendarShares)
      .where(and(eq(calendarShares.calendarId, calendars.id), eq(calendarShares.memberId, memberId))),
  );

/** SQL over `calendars`: network calendars, one's own and shared personal ones, and those of groups whose content one may read. */
export function calendarsReadableBy(viewer: SqlViewer): SQL {
  if (!viewer) return sql`false`;
  return or(
    eq(calendars.type, "network"),
    and(eq(calendars.type, "personal"), or(eq(calendars.authorId, viewer.id), sharedWith(viewer.id))),
    and(eq(calendars.type, "group"), groupContentReadableBy(calendars.groupId, viewer)),
  ) as SQL;
}

/** SQL over `calendars`: those the member may post appointments into (§6 create_appointments). */
export function calendarsPostableBy(viewer: SqlViewer): SQL {
  if (!viewer) return sql`false`;
  return or(
    viewer.isNetworkAdmin ? eq(calendars.type, "network") : undefined,
    and(eq(calendars.type, "personal"), eq(calendars.authorId, viewer.id)),
    and(eq(calendars.type, "group"), groupContentPostableBy(calendars.groupId, viewer)),
  ) as SQL;
}

/** SQL over `calendars`: those the member may edit and delete, managing every appointment in them. */
export function calendarsManagedBy(viewer: SqlViewer): SQL {
  if (!viewer) return sql`false`;
  return or(
    viewer.isNetworkAdmin ? eq(calendars.type, "network") : undefined,
    and(eq(calendars.type, "personal"), eq(calendars.authorId, viewer.id)),
    viewer.isNetworkAdmin
      ? eq(calendars.type, "group")
      : and(eq(calendars.type, "group"), groupAdminOf(calendars.groupId, viewer.id)),
  ) as SQL;
}

/**
 * SQL over `appointments`: those the member may read. An appointment in at least one readable calendar (an
 * exception is in its series' calendars), and one the member takes part in, whatever calendar holds it:
 * `takingPart` is the participation module's subquery of the appointment row ids they take part in
 * (`ctx.modules.appointments.participantRows`), matching the row itself or, for an exception, its series.
 */
export function appointmentsReadableBy(viewer: SqlViewer, takingPart: SQL | null, readable?: ReadableCalendarIds): SQL {
  const inReadableCalendar = inCalendarsReadableBy(viewer, undefined, readable);
  if (!viewer || !takingPart) return inReadableCalendar;
  return or(
    inReadableCalendar,
    inArray(appointments.id, takingPart),
    inArray(appointments.seriesId, takingPart),
  ) as SQL;
}

/** The calendars a member may read, by id (`allReadableCalendarIds`). */
export type ReadableCalendarIds = { ids: readonly string[] };

/**
 * The ids of the calendars the member may read (`calendarsReadableBy`), read before a statement that names them
 * several times: the search's, where each copy of the predicate was planned again on every request (the suggestions'
 * appointments: 6–9 ms of planning with the predicate, 1.5–2 ms with the ids; docs/operations.md). Undefined for
 * a member who reads very many (`idsReadableBy`): the statement then gathers them itself.
 */
export async function allReadableCalendarIds(
  db: DbOrTx,
  member: NonNullable<Viewer>,
): Promise<ReadableCalendarIds | undefined> {
  const ids = await idsReadableBy(
    db,
    member,
    "calendar_readable_ids",
    { table: calendars, id: calendars.id },
    calendarsReadableBy,
  );
  return ids ? { ids } : undefined;
}

/**
 * SQL: an array of the readable calendars' ids (as `calendar_id`'s type, so its index serves), from `readable` when
 * read before, else gathered by the statement itself once (an array the planner evaluates first).
 */
function readableCalendarArray(viewer: SqlViewer, readable?: ReadableCalendarIds): SQL {
  if (readable) return sql`${sql.param(readable.ids)}::bpchar[]`;
  return sql`array${qb.select({ id: calendars.id }).from(calendars).where(calendarsReadableBy(viewer))}`;
}

/**
 * SQL over `appointments`: in at least one calendar the member may read (among `only`, when given). The readable
 * calendars are gathered once per statement (an array the planner evaluates first, or `readable`), so their
 * appointments are found through `appointment_calendars`' index of calendars: joined per row, the planner misjudged
 * how many calendars pass and hashed every appointment's calendar row instead (20 ms at 50,000 appointments,
 * docs/operations.md).
 */
function inCalendarsReadableBy(viewer: SqlViewer, only?: string[], readable?: ReadableCalendarIds): SQL {
  const ids = only
    ? sql`array${qb
        .select({ id: calendars.id })
        .from(calendars)
        .where(and(calendarsReadableBy(viewer), only.length ? inArray(calendars.id, only) : sql`false`))}`
    : readableCalendarArray(viewer, readable);
  return exists(
    qb
      .select({ one: sql`1` })
      .from(appointmentCalendars)
      .where(
        and(
          eq(appointmentCalendars.appointmentId, sql`coalesce(${appointments.seriesId}, ${appointments.id})`),
          sql`${appointmentCalendars.calendarId} = any(${ids})`,
        ),
      ),
  );
}

/**
 * SQL over `appointments`, implied by `appointmentsReadableBy` (every appointment it lets through meets this), written
 * as lookups the database can start from: the ids of the readable calendars' appointments, as themselves or as their
 * series' exceptions, and those the member takes part in. A search ANDs it where a word matches many appointments of
 * which the member may read few (search.repo's rare path): "team" matched all 50,000 appointments of the capacity
 * world, each checked one by one, where the member reads 240. Null without a viewer.
 */
export function appointmentsReadableLookup(
  viewer: SqlViewer,
  takingPart: SQL | null,
  readable?: ReadableCalendarIds,
): SQL | null {
  if (!viewer) return null;
  const inReadable = sql`array${qb
    .select({ id: appointmentCalendars.appointmentId })
    .from(appointmentCalendars)
    .where(sql`${appointmentCalendars.calendarId} = any(${readableCalendarArray(viewer, readable)})`)}`;
  const arms = [sql`${appointments.id} = any(${inReadable})`, sql`${appointments.seriesId} = any(${inReadable})`];
  if (takingPart)
    arms.push(
      sql`${appointments.id} = any(array${takingPart})`,
      sql`${appointments.seriesId} = any(array${takingPart})`,
    );
  return or(...arms) as SQL;
}

/**
 * SQL over `appointments`: what the member's calendar lists show: every appointment they may read
 * (`appointmentsReadableBy`), or, when the calendar filter names calendars, those in the named ones they may read.
 */
export function appointmentsListedFor(viewer: SqlViewer, takingPart: SQL | null, only?: string[]): SQL {
  return only ? inCalendarsReadableBy(viewer, only) : appointmentsReadableBy(viewer, takingPart);
}

/** A predicate as a column: null (a personal calendar without author, a left-joined group) counts as no. */
const flag = (predicate: SQL) => sql<boolean>`coalesce((${predicate}), false)`;

export type CalendarAccessRow = CalendarAccess & {
  groupName: string | null;
  groupSlug: string | null;
  categoryName: string | null;
};

/** Calendars matching `where`, each with the member's abilities decided by the predicates above. */
function accessSelect(db: DbOrTx, viewer: NonNullable<SqlViewer>, where: SQL | undefined) {
  return db
    .select({
      calendar: calendars,
      read: flag(calendarsReadableBy(viewer)),
      createAppointments: flag(calendarsPostableBy(viewer)),
      manage: flag(calendarsManagedBy(viewer)),
      sharedWithMember: flag(sharedWith(viewer.id)),
      ...groupLabelColumns(calendars.groupId),
    })
    .from(calendars)
    .where(where)
    .orderBy(asc(calendars.type), asc(calendars.name));
}

/**
 * How the calendars' statements built once per shape of viewer are planned: once, generically, for a member (their
 * plans do not depend on who the member is: 6.6 ms of the month view's listing was its planning on every call); as
 * usual for an administrator, whose predicates read everything and whose generic plan of the listing was slower
 * (43 ms against 33 for the administrator in 200 teams). docs/operations.md, "Generic plans".
 */
export const calendarPlans = (member: NonNullable<Viewer>): PreparedOptions =>
  member.isNetworkAdmin ? {} : { plan: "generic" };

/**
 * The access rows of `which` (all the member may read, or one calendar by id: the placeholder `calendarId`), as a
 * statement built once per database and shape of viewer (`viewerAsPlaceholder`): the month view, an appointment,
 * the sidebar ask them on every call.
 */
function preparedAccessRows(db: DbOrTx, member: NonNullable<Viewer>, which: "readable" | "readable_one" | "one") {
  const { viewer, key } = viewerAsPlaceholder(member);
  return preparedOn(
    db,
    `calendar_access_${which}${key}`,
    (d, name) => {
      const one = which === "readable" ? undefined : eq(calendars.id, sql.placeholder("calendarId"));
      const where = which === "one" ? one : and(calendarsReadableBy(viewer), one);
      return accessSelect(d, viewer, where).prepare(name);
    },
    calendarPlans(member),
  );
}

/** Calendars the member may read, with their abilities; `extra` narrows the list. */
export async function readableCalendars(db: DbOrTx, viewer: NonNullable<Viewer>, extra?: SQL) {
  const rows = extra
    ? await accessSelect(db, viewer, and(calendarsReadableBy(viewer), extra))
    : await preparedAccessRows(db, viewer, "readable").execute({ viewerId: viewer.id });
  return rows as CalendarAccessRow[];
}

/** Single check: one calendar the member may read, from the same predicate; null when they may not. */
export async function readableCalendarById(db: DbOrTx, viewer: NonNullable<Viewer>, id: string) {
  const [row] = await preparedAccessRows(db, viewer, "readable_one").execute({ viewerId: viewer.id, calendarId: id });
  return (row as CalendarAccessRow | undefined) ?? null;
}

/** One calendar with the member's abilities, readable or not (the caller decides on 404). */
export async function calendarAccess(db: DbOrTx, viewer: NonNullable<Viewer>, id: string) {
  const [row] = await preparedAccessRows(db, viewer, "one").execute({ viewerId: viewer.id, calendarId: id });
  return (row as CalendarAccessRow | undefined) ?? null;
}

async function calendarIdsWhere(db: DbOrTx, predicate: SQL, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(inArray(calendars.id, ids), predicate));
  return new Set(rows.map((r) => r.id));
}

/** Bulk checks: which of the calendars the member may read, post into, manage. */
export const readableCalendarIds = (db: DbOrTx, viewer: Viewer, ids: string[]) =>
  calendarIdsWhere(db, calendarsReadableBy(viewer), ids);
export const postableCalendarIds = (db: DbOrTx, viewer: Viewer, ids: string[]) =>
  calendarIdsWhere(db, calendarsPostableBy(viewer), ids);
export const managedCalendarIds = (db: DbOrTx, viewer: Viewer, ids: string[]) =>
  calendarIdsWhere(db, calendarsManagedBy(viewer), ids);

/** Bulk check: which of the appointments (plain ids of rows) the member may read (`takingPart` as above). */
export async function readableAppointmentIds(db: DbOrTx, viewer: Viewer, takingPart: SQL | null, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(inArray(appointments.id, ids), appointmentsReadableBy(viewer, takingPart)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The appointments (plain ids of rows) the member may read through their calendars (participation not asked), as
 * rows: what another module shows of them (the streams' appointment activities). Built once per viewer shape.
 */
export function readableAppointmentsByIds(db: DbOrTx, member: Viewer, ids: string[]) {
  if (ids.length === 0 || !member) return Promise.resolve([]);
  const { viewer, key } = viewerAsPlaceholder(member);
  const query = preparedOn(db, `readable_appointments_by_ids${key}`, (d, name) =>
    d
      .select()
      .from(appointments)
      .where(and(inPlaceholder(appointments.id, "ids"), appointmentsReadableBy(viewer, null)))
      .prepare(name),
  );
  return query.execute({ viewerId: member.id, ids });
}

/** Single check, from the same predicate. */
export async function mayReadAppointment(db: DbOrTx, viewer: Viewer, takingPart: SQL | null, id: string) {
  return (await readableAppointmentIds(db, viewer, takingPart, [id])).has(id);
}

/**
 * SQL over `appointments`: the appointment attaches the stored file, as its event image, one of its files,
 * or an image its description shows (each by an index).
 */
function appointmentAttaches(uploadId: string): SQL {
  const list = JSON.stringify([uploadId]);
  return or(
    eq(appointments.eventImageId, uploadId),
    sql`${appointments.fileIds} @> ${list}::jsonb`,
    sql`${appointments.descriptionImageIds} @> ${list}::jsonb`,
  ) as SQL;
}

/** Whether an appointment the member may read (`appointmentsReadableBy`) attaches the stored file. */
export async function mayReadAppointmentFile(db: DbOrTx, viewer: Viewer, takingPart: SQL | null, uploadId: string) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(appointmentAttaches(uploadId), appointmentsReadableBy(viewer, takingPart)))
    .limit(1);
  return row !== undefined;
}

/**
 * For the mailings' digests: the next single appointments (and modified occurrences) the member may read
 * (`appointmentsReadableBy`), not cancelled nor removed, starting in [from, from + 30 days), first first.
 * Recurring series are not expanded here.
 */
export function upcomingReadableAppointments(db: DbOrTx, viewer: NonNullable<Viewer>, from: Date, limit: number) {
  if (limit <= 0) return Promise.resolve([]);
  const until = new Date(from.getTime() + 30 * 86_400_000);
  return db
    .select({
      id: appointments.id,
      name: appointments.name,
      startsAt: appointments.startsAt,
      allDay: appointments.allDay,
    })
    .from(appointments)
    .where(
      and(
        sql`${appointments.rrule} is null`,
        sql`${appointments.cancelledAt} is null`,
        eq(appointments.excluded, false),
        sql`${appointments.startsAt} >= ${from.toISOString()}`,
        sql`${appointments.startsAt} < ${until.toISOString()}`,
        appointmentsReadableBy(viewer, null),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
}
