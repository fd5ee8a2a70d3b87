import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, invalid, notFound } from "../../http/errors.js";
import { storedImageIds } from "../../lib/rich-text.js";
import type { MemberRow } from "../members/members.schema.js";
import { publishUploads } from "../uploads/uploads.service.js";
import type { AppointmentInstance } from "./appointment.presenter.js";
import { seriesTiming } from "./appointment.presenter.js";
import {
  postAppointmentActivities,
  removeAppointmentActivities,
  requireStreamTargets,
  streamTargets,
} from "./appointment-activity.js";
import { abilitiesOf, readableMap, resolveAppointment } from "./appointment-lookup.service.js";
import { contentOf, field, type Payload, sanitizeDescription, timingOf } from "./appointment-payload.js";
import {
  type AppointmentValues,
  deleteAppointmentRow,
  deleteExceptionsOf,
  findCategory,
  insertAppointment,
  setCalendars,
  updateAppointmentRow,
} from "./appointments.repo.js";
import type { AppointmentRow } from "./calendar.schema.js";
import type { CalendarAccessRow } from "./calendars.access.js";

// Creating, changing, cancelling and deleting appointments; an occurrence of a series is changed
// through its exception row.

/** A row a write just returned; its absence is a bug, not bad input. */
function required<T>(row: T | null | undefined): T {
  if (!row) throw new Error("write returned no row");
  return row;
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
  // An image the description shows becomes readable by the appointment's readers: a new one must be
  // the author's own upload, like the event image, or one could publish another member's image.
  const shown = new Set(current.row?.descriptionImageIds ?? []);
  const newInline = storedImageIds(sanitizeDescription(p.description)).filter((id) => !shown.has(id));
  if (newInline.length) {
    await publishUploads(ctx, member, { images: newInline }).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) {
        throw invalid({ [field("description")]: ["is not an uploaded image"] });
      }
      throw err;
    });
  }
  return [...requested, ...hidden];
}

export async function createAppointment(ctx: AppContext, member: MemberRow, p: Payload, memo?: Map<string, unknown>) {
  const timing = timingOf(p, true);
  const readable = await readableMap(ctx.db, member, memo);
  const calendarIds = await checkReferences(ctx, member, p, readable, { calendarIds: [], row: null });
  const streams = p.post_to_stream ? streamTargets(calendarIds, readable) : [];
  if (p.post_to_stream) requireStreamTargets(member, streams);
  const { row, after, announce } = await ctx.db.transaction(async (tx) => {
    const row = await insertAppointment(tx, {
      ...timing,
      ...contentOf(p, null),
      authorId: member.id,
      lastAuthorId: member.id,
    });
    await setCalendars(tx, row.id, calendarIds);
    const announce = await postAppointmentActivities(tx, ctx, member, row, streams);
    const after = await ctx.modules.appointments.saved(tx, {
      member,
      row,
      series: null,
      payload: p,
      created: true,
    });
    return { row, after, announce };
  });
  await after?.();
  await announce();
  return row;
}

/** The exception row for an occurrence, created from the series when it does not exist yet. */
async function upsertException(
  tx: DbOrTx,
  series: AppointmentRow,
  instance: AppointmentInstance,
  values: Partial<AppointmentValues>,
) {
  if (instance.row.id !== series.id) return required(await updateAppointmentRow(tx, instance.row.id, values));
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = series;
  return insertAppointment(tx, {
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
  });
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
    const after = await ctx.modules.appointments.saved(tx, { member, row, series, payload: p, created: false });
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
    const row = await updateAppointmentRow(tx, before.id, { ...timing, ...content, lastAuthorId: member.id });
    // A changed schedule invalidates the exceptions, which point at the old occurrences.
    const scheduleChanged =
      before.rrule !== timing.rrule || before.startLocal !== timing.startLocal || before.timeZone !== timing.timeZone;
    if (before.rrule && scheduleChanged) await deleteExceptionsOf(tx, before.id);
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
    await updateAppointmentRow(tx, instance.row.id, { cancelledAt: new Date(), lastAuthorId: member.id });
  });
}

export async function destroyAppointment(ctx: AppContext, member: MemberRow, ref: string, memo?: Map<string, unknown>) {
  const resolved = await resolveAppointment(ctx, member, ref, memo);
  if (!abilitiesOf(resolved).can.destroy) throw notFound();
  const { instance, series } = resolved;
  await ctx.db.transaction(async (tx) => {
    if (series) return upsertException(tx, series, instance, { excluded: true, lastAuthorId: member.id });
    await removeAppointmentActivities(ctx, tx, instance.row.id);
    // Invitations to it go with it: so do the notifications of them, read or not.
    await ctx.modules.notifier.forget(tx, [instance.row.id]);
    await deleteAppointmentRow(tx, instance.row.id);
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
    await updateAppointmentRow(tx, instance.row.id, { eventSettings });
  });
}
