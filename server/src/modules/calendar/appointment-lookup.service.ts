import { type Appointment, type appointmentListQuery, decodeCalendarFilter } from "@intranet/contracts";
import type { SQLWrapper } from "drizzle-orm";
import { DateTime } from "luxon";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { invalid, notFound } from "../../http/errors.js";
import { type SqlViewer, viewerAsPlaceholder } from "../groups/groups.access.js";
import type { MemberRow } from "../members/members.schema.js";
import {
  type AppointmentInstance,
  exceptionInstance,
  instancePast,
  type PresentContext,
  presentOccurrences,
  presentRowDetails,
  seriesTiming,
  singleInstance,
  virtualInstance,
} from "./appointment.presenter.js";
import {
  appointmentExtrasOf,
  appointmentsByIds,
  appointmentsInWindow,
  appointmentWithExceptions,
  listCategories,
  type WindowListing,
} from "./appointments.repo.js";
import { appointmentCan } from "./calendar.policy.js";
import type { AppointmentRow } from "./calendar.schema.js";
import { appointmentsListedFor, type CalendarAccessRow, calendarPlans, readableCalendars } from "./calendars.access.js";
import type { ParticipantAnswers } from "./participation-hooks.js";
import {
  isOccurrence,
  occurrenceId,
  occurrencesBetween,
  overlapsWindow,
  parseAppointmentRef,
  type Window,
} from "./recurrence.js";

// Finding appointments for a member: one by its id, or every instance in a window.

/** The calendars the member may read, once per request. */
export async function readableMap(db: DbOrTx, member: MemberRow, memo?: Map<string, unknown>) {
  const key = `calendar:readable:${member.id}`;
  const cached = memo?.get(key) as Map<string, CalendarAccessRow> | undefined;
  if (cached) return cached;
  const map = new Map((await readableCalendars(db, member)).map((a) => [a.calendar.id, a]));
  memo?.set(key, map);
  return map;
}

/**
 * What an id (plain or `r-`) points to, if the member may read it (`appointmentsReadableBy`: through a calendar,
 * or as a participant, of the occurrence or its series); otherwise 404. The row comes with its exceptions, calendar
 * ids and the access layer's answers in one statement, beside the readable calendars.
 */
export async function resolveAppointment(
  ctx: AppContext,
  member: MemberRow,
  ref: string,
  memo?: Map<string, unknown>,
): Promise<{ instance: AppointmentInstance; series: AppointmentRow | null; pc: PresentContext }> {
  const { db } = ctx;
  const parsed = parseAppointmentRef(ref);
  if (!parsed) throw notFound();
  const takingPart = (memberId: string | SQLWrapper) => ctx.modules.appointments.participantRows(memberId, "any");
  const [first, readable] = await Promise.all([
    appointmentWithExceptions(db, member, takingPart, parsed.id),
    readableMap(db, member, memo),
  ]);
  if (!first) throw notFound();
  const found = first.row;
  // A modified occurrence named by its own id: its series (and the series' exceptions) decide.
  const owned =
    found.seriesId && !parsed.occurrence
      ? await appointmentWithExceptions(db, member, takingPart, found.seriesId)
      : first;
  let series: AppointmentRow | null = null;
  let instance: AppointmentInstance;
  if (parsed.occurrence) {
    const timing = seriesTiming(found);
    if (!timing || found.seriesId) throw notFound();
    series = found;
    const at = parsed.occurrence.getTime();
    const exception = first.exceptions.find((e) => e.originalStartsAt?.getTime() === at);
    if (exception) {
      if (exception.excluded) throw notFound();
      instance = exceptionInstance(found, exception);
    } else {
      if (!isOccurrence(timing, parsed.occurrence)) throw notFound();
      instance = virtualInstance(found, parsed.occurrence);
    }
  } else if (found.seriesId) {
    series = owned?.row ?? null;
    if (!series || found.excluded) throw notFound();
    instance = exceptionInstance(series, found);
  } else {
    instance = singleInstance(found);
  }
  const owner = series ?? found;
  // The access predicate decides, for a modified occurrence on its own row (its participants may read just it).
  const readableRow = instance.row.id === owner.id ? owned?.readable : owned?.readableExceptions.has(instance.row.id);
  if (!readableRow) throw notFound();
  const calendarIds = new Map([[owner.id, owned?.calendarIds ?? []]]);
  const exceptions = new Map<string, AppointmentRow[]>();
  if (seriesTiming(owner)) exceptions.set(owner.id, owned?.exceptions ?? []);
  return { instance, series, pc: { member, readable, calendarIds, exceptions, hooks: ctx.modules.appointments } };
}

/** The abilities on a resolved appointment, the same the presenter shows. */
export function abilitiesOf(r: Awaited<ReturnType<typeof resolveAppointment>>) {
  const owner = r.series ?? r.instance.row;
  const ids = (r.pc.calendarIds.get(owner.id) ?? []).filter((id) => r.pc.readable.has(id));
  const canceled = r.instance.row.cancelledAt !== null || (r.series?.cancelledAt ?? null) !== null;
  return appointmentCan({
    member: r.pc.member,
    authorId: owner.authorId,
    accesses: ids.flatMap((id) => r.pc.readable.get(id) ?? []),
    canceled,
    past: instancePast(r.instance, new Date(), r.pc.member.timeZone),
  });
}

/**
 * Windows by the date asked for and the zone, as computed once (never changed afterwards): luxon asks Intl for the
 * zone's offset at each step, an eighth of a month view's own CPU (bench:calls' profile).
 */
const monthWindows = new Map<string, Window>();
const MONTH_WINDOWS_KEPT = 1_000;

/** The month shown for `date` in the member's zone: Monday of its first week to Sunday after its last day. */
export function monthWindow(date: string | undefined, zone: string): Window {
  const key = date ? `${date} ${zone}` : null;
  const known = key ? monthWindows.get(key) : undefined;
  if (known) return known;
  const base = date ? DateTime.fromISO(date, { zone }) : DateTime.now().setZone(zone);
  if (!base.isValid) throw invalid({ date: ["is not a valid date"] });
  const window = monthWindowOf(base);
  if (key) {
    if (monthWindows.size >= MONTH_WINDOWS_KEPT) monthWindows.clear();
    monthWindows.set(key, window);
  }
  return window;
}

function monthWindowOf(base: DateTime): Window {
  const first = base.startOf("month");
  const from = first.minus({ days: first.weekday - 1 });
  const last = base.endOf("month").startOf("day");
  const to = last.plus({ days: 8 - last.weekday });
  return {
    from: from.toJSDate(),
    to: to.toJSDate(),
    fromIso: from.toFormat("yyyy-MM-dd"),
    toIso: to.toFormat("yyyy-MM-dd"),
  };
}

/** All-day appointments are dates in their own zone, which may be a day either side of the member's. */
const ALL_DAY_SLACK = 2 * 86_400_000;

/** Every instance in a window, occurrences expanded only inside it, sorted by start; `listing` chooses the rows. */
export async function instancesInWindow(db: DbOrTx, listing: WindowListing, w: Window) {
  const { rows, exceptions, calendarMap } = await appointmentsInWindow(
    db,
    listing,
    new Date(w.from.getTime() - ALL_DAY_SLACK),
    new Date(w.to.getTime() + ALL_DAY_SLACK),
  );
  const shown = (allDay: boolean, i: AppointmentInstance) => overlapsWindow(w, allDay, i);
  const seriesById = new Map(rows.filter((r) => r.rrule).map((r) => [r.id, r]));
  const overridden = new Set(exceptions.map((e) => `${e.seriesId}:${e.originalStartsAt?.getTime()}`));
  const instances: AppointmentInstance[] = [];
  for (const row of rows) {
    const timing = seriesTiming(row);
    if (!timing) {
      const single = singleInstance(row);
      if (shown(row.allDay, single)) instances.push(single);
      continue;
    }
    for (const start of occurrencesBetween(timing, w)) {
      if (!overridden.has(`${row.id}:${start.getTime()}`)) instances.push(virtualInstance(row, start));
    }
  }
  // The series of an exception moved into the window from a series outside it (rare): one more query.
  const missingSeries = [
    ...new Set(exceptions.flatMap((e) => (e.seriesId && !seriesById.has(e.seriesId) ? [e.seriesId] : []))),
  ];
  for (const s of (await appointmentsByIds(db, missingSeries)).values()) seriesById.set(s.id, s);
  for (const e of exceptions) {
    const series = e.seriesId ? seriesById.get(e.seriesId) : undefined;
    if (!series || e.excluded) continue;
    const instance = exceptionInstance(series, e);
    if (shown(e.allDay, instance)) instances.push(instance);
  }
  instances.sort((a, b) => a.start.getTime() - b.start.getTime());
  return { instances, calendarMap };
}

/**
 * The rows a member's window lists (`appointmentsListedFor`, with the rows they take part in by `answers`; only the
 * calendars `only` names when given; `participating`: only their own and those they take part in). Without `only`,
 * a statement built once per database and shape of viewer (the month view and the widgets run it on every call).
 */
function listingFor(
  ctx: AppContext,
  member: MemberRow,
  answers: ParticipantAnswers,
  only?: string[],
  participating = false,
): WindowListing {
  const build = (viewer: NonNullable<SqlViewer>) => {
    const takingPart = ctx.modules.appointments.participantRows(viewer.id, answers);
    const opts = participating ? { authorId: viewer.id, participating: takingPart } : {};
    return { shown: appointmentsListedFor(viewer, takingPart, only), opts };
  };
  if (only) return build(member);
  const { viewer, key } = viewerAsPlaceholder(member);
  const shape = `${answers}${participating ? "_own" : ""}${key}`;
  const hooked = ctx.modules.appointments.participantRows(member.id, answers) ? "_p" : "";
  return {
    name: `${shape}${hooked}`,
    params: { viewerId: member.id },
    build: () => build(viewer),
    plan: calendarPlans(member),
  };
}

/**
 * The instances from now until `days` ahead that the member may list (calendars they may read, or appointments they
 * take part in; `only` narrows to these calendars), neither cancelled nor over, by start; with each instance's
 * `ref` (the occurrence's id for an occurrence of a series). The sidebar's and the channels' appointments widgets.
 */
export async function upcomingInstances(ctx: AppContext, member: MemberRow, days: number, only?: string[]) {
  const from = DateTime.now();
  const to = from.plus({ days });
  const { instances, calendarMap } = await instancesInWindow(ctx.db, listingFor(ctx, member, "any", only), {
    from: from.toJSDate(),
    to: to.toJSDate(),
    fromIso: from.toISODate() ?? "",
    toIso: to.toISODate() ?? "",
  });
  const now = Date.now();
  const upcoming = instances
    .filter((i) => !i.row.cancelledAt && !i.series?.cancelledAt && (i.end ?? i.start).getTime() >= now)
    .map((i) => {
      const series = i.series ?? (i.occurrence ? i.row : null);
      return { ...i, ref: i.occurrence && series ? occurrenceId(series.id, i.occurrence) : i.row.id };
    });
  return { upcoming, calendarMap };
}

/** One appointment in full: its row's extras and the participation fields load side by side. */
export async function presentedAppointment(db: DbOrTx, pc: PresentContext, instance: AppointmentInstance) {
  const detail = { ...pc, detail: true };
  const [own] = presentOccurrences(detail, [instance]);
  if (!own) throw notFound();
  const [extras] = await Promise.all([
    appointmentExtrasOf(db, [instance.row]),
    pc.hooks.present(db, detail, [instance], [own]),
  ]);
  const { details_id: _row, ...occurrence } = own;
  const shared = presentRowDetails(detail, [instance], extras)[instance.row.id];
  if (!shared) throw notFound();
  return { ...shared, ...occurrence } satisfies Appointment;
}

/**
 * A month as the API shows it: a line per occurrence and what each row shares once. The lines need no
 * query, so the rows' extras (authors, categories, files) and the participation fields load side by side.
 */
export async function presentedMonth(db: DbOrTx, pc: PresentContext, instances: AppointmentInstance[]) {
  const appointments = presentOccurrences(pc, instances);
  const [extras] = await Promise.all([
    appointmentExtrasOf(db, [...new Map(instances.map((i) => [i.row.id, i.row])).values()]),
    pc.hooks.present(db, pc, instances, appointments),
  ]);
  return { appointments, details: presentRowDetails(pc, instances, extras) };
}

/**
 * The appointments of the month around `query.date` the member may read: in calendars they may read and those they
 * take part in (invited or accepted), whatever calendar holds them; when the filter names calendars, only those in
 * the named ones. `participating`: only the member's own and those they take part in. The window's rows are chosen
 * by the access predicate itself (`appointmentsListedFor`), so the calendars' abilities load beside them.
 */
export async function appointmentMonth(
  ctx: AppContext,
  member: MemberRow,
  query: z.output<typeof appointmentListQuery>,
  participating: boolean,
  memo?: Map<string, unknown>,
) {
  let wanted: string[] | undefined;
  if (query.calendars !== undefined) {
    const filter = decodeCalendarFilter(query.calendars);
    if (!filter) throw invalid({ calendars: ["is not a valid calendar filter"] });
    wanted = filter;
  }
  const window = monthWindow(query.date, member.timeZone);
  const [readable, { instances, calendarMap }] = await Promise.all([
    readableMap(ctx.db, member, memo),
    instancesInWindow(ctx.db, listingFor(ctx, member, "attending", wanted, participating), window),
  ]);
  const pc = { member, readable, calendarIds: calendarMap, hooks: ctx.modules.appointments };
  return {
    from: window.fromIso,
    to: window.toIso,
    time_zone: member.timeZone,
    ...(await presentedMonth(ctx.db, pc, instances)),
  };
}

/** The network's appointment categories. */
export async function appointmentCategories(db: DbOrTx) {
  return (await listCategories(db)).map((c) => ({ id: c.id, label: c.label }));
}
