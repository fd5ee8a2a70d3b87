import {
  and,
  asc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { type PreparedOptions, preparedOn } from "../../db/prepared.js";
import { type Viewer, viewerAsPlaceholder } from "../groups/groups.access.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { findUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import {
  type AppointmentRow,
  appointmentCalendars,
  appointmentCategories,
  appointmentSpan,
  appointments,
} from "./calendar.schema.js";
import { appointmentsReadableBy, calendarPlans } from "./calendars.access.js";

/** "Participating": the member's own appointments and those they take part in (the row or its series). */
function takesPart(memberId: string | SQLWrapper, rows: SQL | null | undefined) {
  return rows
    ? or(eq(appointments.authorId, memberId), inArray(appointments.id, rows), inArray(appointments.seriesId, rows))
    : eq(appointments.authorId, memberId);
}

/** SQL column: the calendar ids of the row (an exception's are its series'). */
const calendarIdsColumn = sql<
  string[]
>`coalesce((select json_agg(${appointmentCalendars.calendarId}) from ${appointmentCalendars}
  where ${appointmentCalendars.appointmentId} = coalesce(${appointments.seriesId}, ${appointments.id})), '[]'::json)`;

/** Only the author's rows and, through `ctx.modules.appointments.participating`, those they take part in. */
export type ParticipatingFilter = { authorId?: string | SQLWrapper; participating?: SQL | null };

export async function findAppointment(db: DbOrTx, id: string): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row ?? null;
}

/**
 * The row with this id and, when it is a series, its exceptions, in one statement; each with its calendar
 * ids and whether `viewer` may read it (the access predicate with the rows it takes part in, `takingPartOf` its
 * id; an exception through its series' calendars, its own participants and its series'). Built once per database
 * and shape of viewer: every appointment page asks it.
 */
export async function appointmentWithExceptions(
  db: DbOrTx,
  member: NonNullable<Viewer>,
  takingPartOf: (memberId: string | SQLWrapper) => SQL | null,
  id: string,
) {
  const { viewer, key } = viewerAsPlaceholder(member);
  const takingPart = takingPartOf(viewer.id);
  const query = preparedOn(
    db,
    `appointment_with_exceptions${key}${takingPart ? "_p" : ""}`,
    (d, name) => {
      const self = sql.placeholder("id");
      return d
        .select({
          row: appointments,
          calendarIds: calendarIdsColumn,
          readable: sql<boolean>`${appointmentsReadableBy(viewer, takingPart)}`,
        })
        .from(appointments)
        .where(or(eq(appointments.id, self), eq(appointments.seriesId, self)))
        .prepare(name);
    },
    calendarPlans(member),
  );
  const found = await query.execute({ viewerId: member.id, id });
  const self = found.find((f) => f.row.id === id);
  if (!self) return null;
  const exceptions = found.filter((f) => f.row.seriesId === id);
  return {
    row: self.row,
    calendarIds: self.calendarIds,
    readable: self.readable === true,
    exceptions: exceptions.map((f) => f.row),
    readableExceptions: new Set(exceptions.filter((f) => f.readable === true).map((f) => f.row.id)),
  };
}

export async function exceptionsOf(db: DbOrTx, seriesIds: string[]) {
  if (seriesIds.length === 0) return [];
  return db.select().from(appointments).where(inArray(appointments.seriesId, seriesIds));
}

/** Calendar ids per appointment (an exception's are its series'). */
export async function calendarIdsOf(db: DbOrTx, appointmentIds: string[]) {
  const map = new Map<string, string[]>();
  if (appointmentIds.length === 0) return map;
  const rows = await db
    .select()
    .from(appointmentCalendars)
    .where(inArray(appointmentCalendars.appointmentId, [...new Set(appointmentIds)]));
  for (const r of rows) map.set(r.appointmentId, [...(map.get(r.appointmentId) ?? []), r.calendarId]);
  return map;
}

export async function setCalendars(db: DbOrTx, appointmentId: string, calendarIds: string[]) {
  await db.delete(appointmentCalendars).where(eq(appointmentCalendars.appointmentId, appointmentId));
  await db.insert(appointmentCalendars).values(calendarIds.map((calendarId) => ({ appointmentId, calendarId })));
}

/**
 * The rows a window lists: an access predicate over `appointments` (`appointmentsListedFor`) with the participating
 * filter, either built for this call, or, for a statement built once per database (`preparedOn`), its name, the
 * values of its placeholders and how to build it.
 */
export type WindowListing =
  | { shown: SQL; opts?: ParticipatingFilter }
  | {
      name: string;
      params: Record<string, unknown>;
      build: () => { shown: SQL; opts?: ParticipatingFilter };
      plan: PreparedOptions;
    };

/** The window's statement, its bounds the placeholders `from`, `to` and `slack`. */
function windowSelect(db: DbOrTx, shown: SQL, opts: ParticipatingFilter = {}) {
  const [from, to, slack] = [sql.placeholder("from"), sql.placeholder("to"), sql.placeholder("slack")];
  const byAuthor = opts.authorId ? takesPart(opts.authorId, opts.participating) : undefined;
  // Single appointments by the span they overlap, series by their start and end (both through their own index).
  const listed = and(
    isNull(appointments.seriesId),
    shown,
    or(
      and(
        isNull(appointments.rrule),
        sql`${appointmentSpan(appointments.startsAt, appointments.endsAt)} && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')`,
      ),
      and(
        isNotNull(appointments.rrule),
        lt(appointments.startsAt, to),
        or(isNull(appointments.recurrenceEndsAt), gte(appointments.recurrenceEndsAt, from)),
      ),
    ),
    byAuthor,
  );
  // Inside the subquery `appointments` names the subquery's own rows: the listed series.
  const listedSeries = sql`(select ${appointments.id} from ${appointments} where ${listed} and ${appointments.rrule} is not null)`;
  return db
    .select({ row: appointments, calendarIds: calendarIdsColumn })
    .from(appointments)
    .where(
      or(
        listed,
        and(
          inArray(appointments.seriesId, listedSeries),
          gte(appointments.originalStartsAt, slack),
          lt(appointments.originalStartsAt, to),
        ),
        and(
          isNotNull(appointments.seriesId),
          eq(appointments.excluded, false),
          shown,
          lt(appointments.startsAt, to),
          gte(sql`coalesce(${appointments.endsAt}, ${appointments.startsAt})`, from),
          byAuthor,
        ),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/**
 * What a window needs, in one statement: single appointments and series overlapping it, plus the
 * exceptions that override occurrences in it (or were moved into it), each with its calendar ids. Only
 * rows `listing` chooses.
 */
export async function appointmentsInWindow(db: DbOrTx, listing: WindowListing, from: Date, to: Date) {
  const bounds = {
    from: from.toISOString(),
    to: to.toISOString(),
    slack: new Date(from.getTime() - 62 * 86_400_000).toISOString(),
  };
  const found =
    "name" in listing
      ? await preparedOn(
          db,
          `appointments_window_${listing.name}`,
          (d, name) => {
            const { shown, opts } = listing.build();
            return windowSelect(d, shown, opts).prepare(name);
          },
          listing.plan,
        ).execute({ ...listing.params, ...bounds })
      : await windowSelect(db, listing.shown, listing.opts).execute(bounds);
  const calendarMap = new Map<string, string[]>();
  const rows: AppointmentRow[] = [];
  const exceptions: AppointmentRow[] = [];
  for (const { row, calendarIds: ids } of found) {
    calendarMap.set(row.seriesId ?? row.id, ids);
    (row.seriesId ? exceptions : rows).push(row);
  }
  return { rows, exceptions, calendarMap };
}

/**
 * Everything of a feed: single appointments ending after `since`, every series still running, their exceptions;
 * only rows `shown` chooses (`appointmentsListedFor`).
 */
export async function appointmentsForFeed(db: DbOrTx, shown: SQL, since: Date, opts: ParticipatingFilter = {}) {
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        isNull(appointments.seriesId),
        shown,
        or(
          and(isNull(appointments.rrule), gte(sql`coalesce(${appointments.endsAt}, ${appointments.startsAt})`, since)),
          and(
            isNotNull(appointments.rrule),
            or(isNull(appointments.recurrenceEndsAt), gte(appointments.recurrenceEndsAt, since)),
          ),
        ),
        opts.authorId ? takesPart(opts.authorId, opts.participating) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt));
  const exceptions = await exceptionsOf(
    db,
    rows.filter((r) => r.rrule).map((r) => r.id),
  );
  return { rows, exceptions };
}

export async function listCategories(db: DbOrTx) {
  return db
    .select()
    .from(appointmentCategories)
    .orderBy(asc(appointmentCategories.position), asc(appointmentCategories.label));
}

export async function findCategory(db: DbOrTx, id: string) {
  const [row] = await db.select().from(appointmentCategories).where(eq(appointmentCategories.id, id));
  return row ?? null;
}

export async function createCategory(db: DbOrTx, label: string, position = 0) {
  const [row] = await db.insert(appointmentCategories).values({ label, position }).returning();
  if (!row) throw new Error("category insert returned nothing");
  return row;
}

export async function findCategoriesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(appointmentCategories).where(inArray(appointmentCategories.id, ids));
}

/** Appointment rows by id, keyed by id, one query. */
export async function appointmentsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, AppointmentRow>();
  const rows = await db
    .select()
    .from(appointments)
    .where(inArray(appointments.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export type AppointmentValues = typeof appointments.$inferInsert;

export async function insertAppointment(db: DbOrTx, values: AppointmentValues): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  if (!row) throw new Error("appointment insert returned nothing");
  return row;
}

export async function updateAppointmentRow(
  db: DbOrTx,
  id: string,
  set: Partial<AppointmentValues>,
): Promise<AppointmentRow | null> {
  const [row] = await db.update(appointments).set(set).where(eq(appointments.id, id)).returning();
  return row ?? null;
}

/** Deletes the appointment with its exceptions when it is a series. */
export async function deleteAppointmentRow(db: DbOrTx, id: string) {
  await deleteExceptionsOf(db, id);
  await db.delete(appointments).where(eq(appointments.id, id));
}

export async function deleteExceptionsOf(db: DbOrTx, seriesId: string) {
  await db.delete(appointments).where(eq(appointments.seriesId, seriesId));
}

/** Locks the appointment's row until the transaction ends, so answers on it are written one at a time. */
export async function lockAppointmentRow(tx: DbOrTx, id: string) {
  await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, id)).for("update");
}

export type AppointmentExtras = {
  members: Map<string, MemberRow>;
  categories: Map<string, typeof appointmentCategories.$inferSelect>;
  uploads: Map<string, UploadRow>;
};

/** Authors, categories, images and files of the rows, in three queries whatever their number. */
export async function appointmentExtrasOf(db: DbOrTx, rows: AppointmentRow[]): Promise<AppointmentExtras> {
  const memberIds = new Set<string>();
  const categoryIds = new Set<string>();
  const uploadIds = new Set<string>();
  for (const row of rows) {
    if (row.authorId) memberIds.add(row.authorId);
    if (row.lastAuthorId) memberIds.add(row.lastAuthorId);
    if (row.categoryId) categoryIds.add(row.categoryId);
    if (row.eventImageId) uploadIds.add(row.eventImageId);
    for (const f of row.fileIds) uploadIds.add(f);
  }
  const [memberRows, categoryRows, uploadRows] = await Promise.all([
    findMembersByIds(db, [...memberIds]),
    findCategoriesByIds(db, [...categoryIds]),
    findUploads(db, [...uploadIds]),
  ]);
  return {
    members: new Map(memberRows.map((m) => [m.id, m])),
    categories: new Map(categoryRows.map((c) => [c.id, c])),
    uploads: new Map(uploadRows.map((u) => [u.id, u])),
  };
}

const qb = new QueryBuilder();

/** SQL: the appointment row with this id (a column of another module's table) is not cancelled. */
export function isUncancelledAppointment(appointmentId: SQLWrapper): SQL {
  return exists(
    qb
      .select({ one: sql`1` })
      .from(appointments)
      .where(and(eq(appointments.id, appointmentId), isNull(appointments.cancelledAt))),
  );
}

/**
 * SQL for other modules' raw queries (participation's invites and lists): joins the appointment row
 * `appointmentId` as `a` and, for an occurrence, its series as `s`; the two rules below read them.
 */
export const joinAppointmentAndSeries = (appointmentId: SQLWrapper): SQL =>
  sql`join ${appointments} a on a.id = ${appointmentId} left join ${appointments} s on s.id = a.series_id`;

/** SQL over `a` and `s`: the appointment or its series is cancelled. */
export const appointmentCancelled: SQL = sql`(a.cancelled_at is not null or s.cancelled_at is not null)`;

/**
 * SQL over `a`: the appointment is over (a series when its last occurrence is; an endless one never; an all-day one
 * at the end of its last day, in its own zone: SQL knows no reader).
 */
export const appointmentOver: SQL = sql`(case when a.rrule is not null then a.recurrence_ends_at is not null and a.recurrence_ends_at < now()
    when a.all_day then (left(coalesce(a.end_local, a.start_local), 10)::date + 1)::timestamp at time zone a.time_zone <= now()
    else coalesce(a.ends_at, a.starts_at) < now() end)`;
