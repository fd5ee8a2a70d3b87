import type { AppointmentHit, SearchSuggestion } from "@intranet/contracts";
import { and, eq, exists, inArray, isNull, notExists, or, type SQL, sql } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { jsonList, jsonObject } from "../../db/json.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import type { MemberRow } from "../members/members.schema.js";
import type { SearchRequest, SearchSource } from "../module.js";
import type { ParsedQuery } from "../search/query.js";
import {
  documentMatch,
  headline,
  highlightHtml,
  inOrderOf,
  matchPage,
  suggestionIdsOf,
  textQuery,
  walkOf,
  withoutTags,
} from "../search/search.repo.js";
import { type AppointmentRow, appointmentCalendars, appointments, calendars } from "./calendar.schema.js";
import {
  allReadableCalendarIds,
  appointmentsReadableBy,
  appointmentsReadableLookup,
  calendarsReadableBy,
  type ReadableCalendarIds,
} from "./calendars.access.js";
import { isoWithOffset, occurrenceId } from "./recurrence.js";

const qb = new QueryBuilder();

/**
 * The columns migration 0025 keeps from the name (A), description (B) and location's name (C), and the folded name
 * for a name with a typo; not in the Drizzle schema.
 */
const vector = sql`${appointments}.search_vector`;
const columns = { vector, title: sql`${appointments}.search_name`, at: appointments.createdAt };
/** Newest first: ids grow with the time of creation, and the primary key walks them without a sort. */
const newest = sql`${appointments.id} desc`;
/** The series of an exception, beside the exception itself. */
const series = alias(appointments, "search_series");
/** The appointment whose calendars an appointment is in: its series for an exception, else itself. */
const owner = sql`coalesce(${appointments.seriesId}, ${appointments.id})`;

/**
 * SQL over `appointments`: what a hit can be. Single appointments and series, and the modified occurrences of
 * a series whose searchable text (name, description, location) differs from the series' own: one that only
 * moved in time or was cancelled says what its series says, and the series' hit stands for it. Occurrences
 * removed from a series (`excluded`) are nothing to find.
 */
const searchable: SQL = and(
  eq(appointments.excluded, false),
  or(
    isNull(appointments.seriesId),
    notExists(
      qb
        .select({ one: sql`1` })
        .from(series)
        .where(and(eq(series.id, appointments.seriesId), sql`${series}.search_vector = ${vector}`)),
    ),
  ),
) as SQL;

/** SQL over `appointments`: in a calendar of this group (an exception through its series' calendars). */
const inGroupCalendar = (groupId: string): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(appointmentCalendars)
      .innerJoin(calendars, eq(calendars.id, appointmentCalendars.calendarId))
      .where(and(eq(appointmentCalendars.appointmentId, owner), eq(calendars.groupId, groupId))),
  );

/**
 * The search's request, the appointments the member takes part in (participation's subquery) and the calendars they
 * may read, read first: the statement names them up to five times (the walk's parts and its lookup).
 */
type Asked = SearchRequest & { takingPart: SQL | null; readable: ReadableCalendarIds | undefined };
const asked = async (ctx: AppContext, db: DbOrTx, req: SearchRequest): Promise<Asked> => ({
  ...req,
  takingPart: ctx.modules.appointments.participantRows(req.member.id, "any"),
  readable: await allReadableCalendarIds(db, req.member),
});

/**
 * SQL over `appointments`: matching the query and readable by the member (`appointmentsReadableBy`: a
 * calendar they may read holds it: network calendars, their own and shared personal ones, calendars of groups
 * whose content they may read; or they take part in it), in the group's calendars when the search is a group's.
 */
function matching(req: Asked, q: ParsedQuery, opts: { prefix?: boolean } = {}) {
  // Appointments carry no tags: a query with #tags finds none.
  const match = q.tags.length > 0 ? null : documentMatch(columns, q, opts);
  if (!match) return null;
  const rest = and(
    searchable,
    req.groupId ? inGroupCalendar(req.groupId) : undefined,
    appointmentsReadableBy(req.member, req.takingPart, req.readable),
  );
  return {
    id: appointments.id,
    from: sql`${appointments}`,
    where: and(match.where, rest) as SQL,
    newest,
    rank: match.rank,
    walk: walkOf(
      {
        table: appointments,
        key: appointments.id,
        lookup: appointmentsReadableLookup(req.member, req.takingPart, req.readable),
      },
      q,
      { match: match.where, rest },
    ),
  };
}

/** SQL column: the calendars holding the appointment that the member may read, by name. */
const readableCalendarList = (viewer: MemberRow) =>
  sql<{ id: string; name: string; color: string }[]>`(${qb
    .select({
      list: jsonList(
        jsonObject({ id: calendars.id, name: calendars.name, color: calendars.color }),
        sql`${calendars.name}, ${calendars.id}`,
      ),
    })
    .from(appointmentCalendars)
    .innerJoin(calendars, eq(calendars.id, appointmentCalendars.calendarId))
    .where(and(eq(appointmentCalendars.appointmentId, owner), calendarsReadableBy(viewer)))})`;

/** The recurrence a series repeats by: its own for a series, its series' for a modified occurrence. */
function recurrenceOf(row: Pick<AppointmentRow, "rrule" | "recurrenceFrequency" | "recurrenceEndLocal"> | null) {
  if (!row?.rrule || !row.recurrenceFrequency) return null;
  return {
    recurrence_end_time: row.recurrenceEndLocal ? row.recurrenceEndLocal.slice(0, 10) : null,
    recurrence_frequency: row.recurrenceFrequency,
  };
}

/** The page the web shows it on: a modified occurrence's is its occurrence's in the series. */
const pathOf = (row: Pick<AppointmentRow, "id" | "seriesId" | "originalStartsAt">) =>
  `/appointments/${row.seriesId && row.originalStartsAt ? occurrenceId(row.seriesId, row.originalStartsAt) : row.id}`;

async function search(db: DbOrTx, req: Asked) {
  const match = matching(req, req.query);
  const query = textQuery(req.query);
  if (!match) return { hits: [], total: 0, capped: false };
  const page = await matchPage(db, match, req);
  if (page.ids.length === 0) return { hits: [], ...page };
  // The page's rows with their series' recurrence, readable calendars and excerpt: one statement.
  const rows = await db
    .select({
      row: appointments,
      seriesRrule: series.rrule,
      seriesFrequency: series.recurrenceFrequency,
      seriesEndLocal: series.recurrenceEndLocal,
      calendars: readableCalendarList(req.member),
      highlight: headline(withoutTags(appointments.description), query),
    })
    .from(appointments)
    .leftJoin(series, eq(series.id, appointments.seriesId))
    .where(inArray(appointments.id, page.ids));
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  const hits = page.ids.flatMap((id): AppointmentHit[] => {
    const found = byId.get(id);
    if (!found) return [];
    const { row } = found;
    const html = highlightHtml(found.highlight);
    const recurrence = row.seriesId
      ? recurrenceOf({
          rrule: found.seriesRrule,
          recurrenceFrequency: found.seriesFrequency,
          recurrenceEndLocal: found.seriesEndLocal,
        })
      : recurrenceOf(row);
    return [
      {
        type: "appointment",
        id: row.id,
        html_url: pathOf(row),
        highlight: html,
        name: row.name,
        date: {
          start: isoWithOffset(row.startLocal, row.startsAt),
          end: row.endLocal && row.endsAt ? isoWithOffset(row.endLocal, row.endsAt) : null,
          all_day: row.allDay,
          time_zone: row.timeZone,
        },
        calendars: found.calendars,
        html_description: html,
        location: row.location?.name ? { name: row.location.name } : null,
        recurrence_pattern: recurrence,
        recurring_appointment: recurrence !== null,
      },
    ];
  });
  return { hits, total: page.total, capped: page.capped };
}

function suggestionIds(req: Asked) {
  const match = matching(req, req.query, { prefix: true });
  return match ? suggestionIdsOf(match, req.limit) : null;
}

async function suggestions(db: DbOrTx, ids: string[]): Promise<SearchSuggestion[]> {
  const rows = await preparedOn(db, "suggestions_calendar", (d, name) =>
    d
      .select({
        id: appointments.id,
        name: appointments.name,
        seriesId: appointments.seriesId,
        originalStartsAt: appointments.originalStartsAt,
      })
      .from(appointments)
      .where(inPlaceholder(appointments.id, "ids"))
      .prepare(name),
  ).execute({ ids });
  return inOrderOf(ids, rows).map((row) => ({
    module: "appointments",
    id: row.id,
    title: row.name,
    html_url: pathOf(row),
    image_url: null,
  }));
}

/**
 * Appointments in the calendars the member may read (communication.md §3 "Search hits": appointment); a
 * group's search finds those in its calendars.
 */
export const appointmentsSearch: SearchSource = {
  inGroups: true,
  search: async (ctx, db, req) => search(db, await asked(ctx, db, req)),
  suggest: {
    ids: async (ctx, db, req) => suggestionIds(await asked(ctx, db, req)),
    present: (_ctx, db, ids) => suggestions(db, ids),
  },
};
