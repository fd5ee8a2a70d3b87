import {
  type appointmentPayload,
  defaultApplicationConfiguration,
  defaultAttendeeConfiguration,
} from "@intranet/contracts";
import { eq, inArray } from "drizzle-orm";
import { DateTime } from "luxon";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { invalid, notFound } from "../../http/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import type { MemberRow } from "../members/members.schema.js";
import { publishUploads } from "../storage/storage.service.js";
import {
  type AppointmentInstance,
  exceptionInstance,
  type PresentContext,
  seriesTiming,
  singleInstance,
  virtualInstance,
} from "./appointment.presenter.js";
import {
  appointmentsInWindow,
  calendarIdsOf,
  exceptionsOf,
  findAppointment,
  findCategory,
  findException,
  type ParticipatingFilter,
  setCalendars,
} from "./appointments.repo.js";
import { appointmentCan } from "./calendar.policy.js";
import { type AppointmentRow, appointments } from "./calendar.schema.js";
import { type CalendarAccessRow, readableCalendars } from "./calendars.repo.js";
import {
  durationMs,
  isOccurrence,
  isValidTimeZone,
  localToUtc,
  occurrencesBetween,
  parseAppointmentRef,
  parseLocalInput,
  recurrenceEndLocal,
  rruleString,
  untilUtc,
} from "./recurrence.js";

/** A row a write just returned; its absence is a bug, not bad input. */
function required<T>(row: T | undefined): T {
  if (!row) throw new Error("write returned no row");
  return row;
}

type Payload = z.output<typeof appointmentPayload>["appointment"];

/** The calendars the member may read, once per request. */
export async function readableMap(db: DbOrTx, member: MemberRow, memo?: Map<string, unknown>) {
  const key = `calendar:readable:${member.id}`;
  const cached = memo?.get(key) as Map<string, CalendarAccessRow> | undefined;
  if (cached) return cached;
  const map = new Map((await readableCalendars(db, member)).map((a) => [a.calendar.id, a]));
  memo?.set(key, map);
  return map;
}

/** A location link is a web address: "example.org/x" gets https://, other schemes (javascript:, data:) are refused. */
function webLink(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) throw invalid({ "location.link": ["must be a web address"] });
  return `https://${trimmed}`;
}

/** Field keys as the validation layer reports them (without the payload root). */
const field = (name: string) => name;

/** Timing of a payload, validated; throws 422 with the spec's messages. */
function timingOf(p: Payload, recurring: boolean) {
  const zone = p.time_zone;
  if (!isValidTimeZone(zone)) throw invalid({ [field("time_zone")]: ["is not a valid time zone"] });
  const allDay = p.date.all_day;
  const startLocal = parseLocalInput(p.date.start, zone, allDay);
  if (!startLocal) throw invalid({ [field("date.start")]: ["is not a valid date"] });
  let endLocal: string | null = null;
  if (p.date.end) {
    endLocal = parseLocalInput(p.date.end, zone, allDay);
    if (!endLocal) throw invalid({ [field("date.end")]: ["is not a valid date"] });
    if (endLocal < startLocal) throw invalid({ [field("date.end")]: ["end_lt_start"] }, "end_lt_start");
  }
  const pattern = recurring ? p.recurrence_pattern : null;
  const frequency = pattern && pattern.recurrence_frequency !== "never" ? pattern.recurrence_frequency : null;
  let recurrenceEnd: string | null = null;
  if (frequency && pattern?.recurrence_end_time) {
    recurrenceEnd = recurrenceEndLocal(pattern.recurrence_end_time, zone);
    if (!recurrenceEnd) throw invalid({ [field("recurrence_pattern.recurrence_end_time")]: ["is not a valid date"] });
    if (recurrenceEnd < startLocal) {
      throw invalid({ [field("recurrence_pattern.recurrence_end_time")]: ["end_lt_start"] }, "end_lt_start");
    }
  }
  const timing = frequency
    ? {
        startLocal,
        endLocal,
        timeZone: zone,
        frequency,
        interval: pattern?.recurrence_interval ?? 1,
        recurrenceEndLocal: recurrenceEnd,
      }
    : null;
  const until = timing ? untilUtc(timing) : null;
  return {
    timeZone: zone,
    allDay,
    startLocal,
    endLocal,
    startsAt: localToUtc(startLocal, zone),
    endsAt: endLocal ? localToUtc(endLocal, zone) : null,
    rrule: timing ? rruleString(timing) : null,
    recurrenceFrequency: timing?.frequency ?? null,
    recurrenceInterval: timing?.interval ?? null,
    recurrenceEndLocal: recurrenceEnd,
    recurrenceEndsAt: until && timing ? new Date(until.getTime() + durationMs(timing)) : null,
  };
}

/** Appointment descriptions on write; the presenter applies the same allowlist on read. */
export function sanitizeDescription(html: string): string {
  return sanitizeRichText("appointment_description", html);
}

function contentOf(p: Payload, previous: AppointmentRow | null) {
  const settings = previous?.eventSettings;
  return {
    name: p.name,
    description: sanitizeDescription(p.description),
    location: p.location
      ? {
          name: p.location.name ?? null,
          address1: p.location.address1 ?? null,
          address2: p.location.address2 ?? null,
          zip: p.location.zip ?? null,
          city: p.location.city ?? null,
          country: p.location.country ?? null,
          link: webLink(p.location.link),
          meeting_link_type: p.location.meeting_link_type ?? null,
        }
      : null,
    categoryId: p.category ?? null,
    eventSettings: {
      attendee_configuration: {
        ...defaultAttendeeConfiguration,
        ...settings?.attendee_configuration,
        ...p.attendee_configuration,
      },
      application_configuration: {
        ...defaultApplicationConfiguration,
        ...settings?.application_configuration,
        ...p.application_configuration,
      },
    },
    eventImageId: p.event_image_id === undefined ? (previous?.eventImageId ?? null) : p.event_image_id,
    fileIds: p.event_file_ids ?? previous?.fileIds ?? [],
    postToStream: p.post_to_stream,
  };
}

/** Checks the category and calendars and publishes new files; nothing is written on failure before this. */
async function checkReferences(
  ctx: AppContext,
  member: MemberRow,
  p: Payload,
  readable: Map<string, CalendarAccessRow>,
  current: { calendarIds: string[]; row: AppointmentRow | null },
) {
  if (p.category && !(await findCategory(ctx.db, p.category))) {
    throw invalid({ [field("category")]: ["is not a valid category"] });
  }
  const requested = [...new Set(p.calendar_ids)];
  for (const id of requested) {
    const access = readable.get(id);
    const kept = current.calendarIds.includes(id);
    if (!access || (!kept && !access.createAppointments)) {
      throw invalid({ [field("calendar_ids")]: ["you may not post to this calendar"] });
    }
  }
  // Calendars the member cannot see stay as they are.
  const hidden = current.calendarIds.filter((id) => !readable.has(id));
  const newImage = p.event_image_id && p.event_image_id !== current.row?.eventImageId ? [p.event_image_id] : [];
  const newFiles = (p.event_file_ids ?? []).filter((f) => !current.row?.fileIds.includes(f));
  if (newImage.length || newFiles.length) {
    await publishUploads(ctx, member, { images: newImage, files: newFiles });
  }
  return [...requested, ...hidden];
}

export async function createAppointment(ctx: AppContext, member: MemberRow, p: Payload, memo?: Map<string, unknown>) {
  const timing = timingOf(p, true);
  const readable = await readableMap(ctx.db, member, memo);
  const calendarIds = await checkReferences(ctx, member, p, readable, { calendarIds: [], row: null });
  const { row, after } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appointments)
      .values({ ...timing, ...contentOf(p, null), authorId: member.id, lastAuthorId: member.id })
      .returning();
    if (!row) throw new Error("appointment insert returned nothing");
    await setCalendars(tx, row.id, calendarIds);
    const after = await ctx.modules.appointments.saved(tx, ctx, {
      member,
      row,
      series: null,
      payload: p,
      created: true,
    });
    return { row, after };
  });
  await after?.();
  return row;
}

/** What an id (plain or `r-`) points to, if the member may read it; otherwise 404. */
export async function resolveAppointment(
  ctx: AppContext,
  member: MemberRow,
  ref: string,
  memo?: Map<string, unknown>,
): Promise<{ instance: AppointmentInstance; series: AppointmentRow | null; pc: PresentContext }> {
  const { db } = ctx;
  const parsed = parseAppointmentRef(ref);
  if (!parsed) throw notFound();
  const found = await findAppointment(db, parsed.id);
  if (!found) throw notFound();
  let series: AppointmentRow | null = null;
  let instance: AppointmentInstance;
  if (parsed.occurrence) {
    const timing = seriesTiming(found);
    if (!timing || found.seriesId) throw notFound();
    series = found;
    const exception = await findException(db, found.id, parsed.occurrence);
    if (exception) {
      if (exception.excluded) throw notFound();
      instance = exceptionInstance(found, exception);
    } else {
      if (!isOccurrence(timing, parsed.occurrence)) throw notFound();
      instance = virtualInstance(found, parsed.occurrence);
    }
  } else if (found.seriesId) {
    series = await findAppointment(db, found.seriesId);
    if (!series || found.excluded) throw notFound();
    instance = exceptionInstance(series, found);
  } else {
    instance = singleInstance(found);
  }
  const owner = series ?? found;
  const readable = await readableMap(db, member, memo);
  const calendarIds = await calendarIdsOf(db, [owner.id]);
  if (
    !(calendarIds.get(owner.id) ?? []).some((id) => readable.has(id)) &&
    !(await ctx.modules.appointments.mayRead(db, member.id, [...new Set([owner.id, instance.row.id])]))
  )
    throw notFound();
  const exceptions = new Map<string, AppointmentRow[]>();
  if (seriesTiming(owner)) exceptions.set(owner.id, await exceptionsOf(db, [owner.id]));
  return { instance, series, pc: { member, readable, calendarIds, exceptions, hooks: ctx.modules.appointments } };
}

/** The abilities on a resolved appointment, the same the presenter shows. */
export function abilitiesOf(r: Awaited<ReturnType<typeof resolveAppointment>>) {
  const owner = r.series ?? r.instance.row;
  const ids = (r.pc.calendarIds.get(owner.id) ?? []).filter((id) => r.pc.readable.has(id));
  const canceled = r.instance.row.cancelledAt !== null || (r.series?.cancelledAt ?? null) !== null;
  const timing = r.series ? null : seriesTiming(owner);
  const now = new Date();
  return appointmentCan({
    member: r.pc.member,
    authorId: owner.authorId,
    accesses: ids.flatMap((id) => r.pc.readable.get(id) ?? []),
    canceled,
    past: timing ? (owner.recurrenceEndsAt ?? new Date(8.64e15)) < now : (r.instance.end ?? r.instance.start) < now,
  });
}

/** The exception row for an occurrence, created from the series when it does not exist yet. */
async function upsertException(
  tx: DbOrTx,
  series: AppointmentRow,
  instance: AppointmentInstance,
  values: Partial<typeof appointments.$inferInsert>,
) {
  if (instance.row.id !== series.id) {
    const [row] = await tx.update(appointments).set(values).where(eq(appointments.id, instance.row.id)).returning();
    return required(row);
  }
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = series;
  const [row] = await tx
    .insert(appointments)
    .values({
      ...copy,
      startsAt: instance.start,
      endsAt: instance.end,
      startLocal: instance.startLocal,
      endLocal: instance.endLocal,
      rrule: null,
      recurrenceFrequency: null,
      recurrenceInterval: null,
      recurrenceEndLocal: null,
      recurrenceEndsAt: null,
      seriesId: series.id,
      originalStartsAt: instance.occurrence,
      ...values,
    })
    .returning();
  return required(row);
}

export async function updateAppointment(
  ctx: AppContext,
  member: MemberRow,
  ref: string,
  p: Payload,
  memo?: Map<string, unknown>,
) {
  const resolved = await resolveAppointment(ctx, member, ref, memo);
  if (!abilitiesOf(resolved).can.update) throw notFound();
  const { instance, series } = resolved;
  const owner = series ?? instance.row;
  const currentIds = resolved.pc.calendarIds.get(owner.id) ?? [];
  // An occurrence keeps its series' calendars and cannot recur itself.
  const timing = timingOf(p, !series);
  const calendarIds = await checkReferences(
    ctx,
    member,
    series ? { ...p, calendar_ids: currentIds.filter((id) => resolved.pc.readable.has(id)) } : p,
    resolved.pc.readable,
    {
      calendarIds: currentIds,
      row: instance.row,
    },
  );
  const content = contentOf(p, instance.row);
  const { row, after } = await ctx.db.transaction(async (tx) => {
    const row = await saveUpdate(tx);
    const after = await ctx.modules.appointments.saved(tx, ctx, { member, row, series, payload: p, created: false });
    return { row, after };
  });
  await after?.();
  return row;

  async function saveUpdate(tx: DbOrTx) {
    if (series) {
      const {
        rrule: _r,
        recurrenceFrequency: _f,
        recurrenceInterval: _i,
        recurrenceEndLocal: _e,
        recurrenceEndsAt: _x,
        ...occurrenceTiming
      } = timing;
      return upsertException(tx, series, instance, { ...occurrenceTiming, ...content, lastAuthorId: member.id });
    }
    const before = instance.row;
    const [row] = await tx
      .update(appointments)
      .set({ ...timing, ...content, lastAuthorId: member.id })
      .where(eq(appointments.id, before.id))
      .returning();
    // A changed schedule invalidates the exceptions, which point at the old occurrences.
    const scheduleChanged =
      before.rrule !== timing.rrule || before.startLocal !== timing.startLocal || before.timeZone !== timing.timeZone;
    if (before.rrule && scheduleChanged) await tx.delete(appointments).where(eq(appointments.seriesId, before.id));
    await setCalendars(tx, before.id, calendarIds);
    return required(row);
  }
}

export async function cancelAppointment(ctx: AppContext, member: MemberRow, ref: string, memo?: Map<string, unknown>) {
  const resolved = await resolveAppointment(ctx, member, ref, memo);
  const { can, cancelReason } = abilitiesOf(resolved);
  if (!can.destroy) throw notFound();
  if (cancelReason)
    throw invalid(
      { base: [cancelReason] },
      cancelReason === "past" ? "The appointment is over." : "The appointment is already cancelled.",
    );
  const { instance, series } = resolved;
  await ctx.db.transaction(async (tx) => {
    if (series) return upsertException(tx, series, instance, { cancelledAt: new Date(), lastAuthorId: member.id });
    await tx
      .update(appointments)
      .set({ cancelledAt: new Date(), lastAuthorId: member.id })
      .where(eq(appointments.id, instance.row.id));
  });
}

export async function destroyAppointment(ctx: AppContext, member: MemberRow, ref: string, memo?: Map<string, unknown>) {
  const resolved = await resolveAppointment(ctx, member, ref, memo);
  if (!abilitiesOf(resolved).can.destroy) throw notFound();
  const { instance, series } = resolved;
  await ctx.db.transaction(async (tx) => {
    if (series) return upsertException(tx, series, instance, { excluded: true, lastAuthorId: member.id });
    await tx.delete(appointments).where(eq(appointments.seriesId, instance.row.id));
    await tx.delete(appointments).where(eq(appointments.id, instance.row.id));
  });
}

export async function lockParticipation(
  ctx: AppContext,
  member: MemberRow,
  ref: string,
  locked: boolean,
  memo?: Map<string, unknown>,
) {
  const resolved = await resolveAppointment(ctx, member, ref, memo);
  if (!abilitiesOf(resolved).can.update) throw notFound();
  const { instance, series } = resolved;
  if (!series && seriesTiming(instance.row)) {
    throw invalid({ "attendee_configuration.participation_locked": ["is not available for a series"] });
  }
  const eventSettings = {
    ...instance.row.eventSettings,
    attendee_configuration: { ...instance.row.eventSettings.attendee_configuration, participation_locked: locked },
  };
  await ctx.db.transaction(async (tx) => {
    if (series) return upsertException(tx, series, instance, { eventSettings });
    await tx.update(appointments).set({ eventSettings }).where(eq(appointments.id, instance.row.id));
  });
}

/** The month shown for `date` in the member's zone: Monday of its first week to Sunday after its last day. */
export function monthWindow(date: string | undefined, zone: string) {
  const base = date ? DateTime.fromISO(date, { zone }) : DateTime.now().setZone(zone);
  if (!base.isValid) throw invalid({ date: ["is not a valid date"] });
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

/** Every instance in a window, occurrences expanded only inside it, sorted by start. */
export async function instancesInWindow(
  db: DbOrTx,
  calendarIds: string[],
  from: Date,
  to: Date,
  opts: ParticipatingFilter = {},
) {
  const { rows, exceptions } = await appointmentsInWindow(db, calendarIds, from, to, opts);
  const seriesById = new Map(rows.filter((r) => r.rrule).map((r) => [r.id, r]));
  const overridden = new Set(exceptions.map((e) => `${e.seriesId}:${e.originalStartsAt?.getTime()}`));
  const instances: AppointmentInstance[] = [];
  for (const row of rows) {
    const timing = seriesTiming(row);
    if (!timing) {
      instances.push(singleInstance(row));
      continue;
    }
    for (const start of occurrencesBetween(timing, from, to)) {
      if (!overridden.has(`${row.id}:${start.getTime()}`)) instances.push(virtualInstance(row, start));
    }
  }
  const missingSeries = [
    ...new Set(exceptions.flatMap((e) => (e.seriesId && !seriesById.has(e.seriesId) ? [e.seriesId] : []))),
  ];
  if (missingSeries.length) {
    for (const s of await db.select().from(appointments).where(inArray(appointments.id, missingSeries))) {
      seriesById.set(s.id, s);
    }
  }
  for (const e of exceptions) {
    const series = e.seriesId ? seriesById.get(e.seriesId) : undefined;
    const end = e.endsAt ?? e.startsAt;
    if (!series || e.excluded || e.startsAt >= to || end < from) continue;
    instances.push(exceptionInstance(series, e));
  }
  instances.sort((a, b) => a.start.getTime() - b.start.getTime());
  const calendarMap = await calendarIdsOf(db, [...new Set(instances.map((i) => (i.series ?? i.row).id))]);
  return { instances, calendarMap };
}
