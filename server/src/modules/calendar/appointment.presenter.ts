import {
  type AppointmentDetails,
  type AppointmentOccurrence,
  defaultApplicationConfiguration,
  defaultAttendeeConfiguration,
  type RecurrencePattern,
} from "@intranet/contracts";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import type { AppointmentExtras } from "./appointments.repo.js";
import { appointmentCan } from "./calendar.policy.js";
import type { AppointmentRow } from "./calendar.schema.js";
import type { CalendarAccessRow } from "./calendars.access.js";
import type { AppointmentHooks } from "./participation-hooks.js";
import {
  durationMs,
  floating,
  fromFloating,
  isoWithOffset,
  localToUtc,
  occurrenceAfter,
  occurrenceBefore,
  occurrenceId,
  type SeriesTiming,
  utcToLocal,
} from "./recurrence.js";

/**
 * One thing to show: a single appointment, a series, or one occurrence of a series (virtual, or
 * modified when `row` is an exception).
 */
export type AppointmentInstance = {
  row: AppointmentRow;
  series: AppointmentRow | null;
  /** Original start of the occurrence, for occurrences. */
  occurrence: Date | null;
  start: Date;
  end: Date | null;
  startLocal: string;
  endLocal: string | null;
};

export function seriesTiming(row: AppointmentRow): SeriesTiming | null {
  if (!row.rrule || !row.recurrenceFrequency) return null;
  return {
    startLocal: row.startLocal,
    endLocal: row.endLocal,
    timeZone: row.timeZone,
    allDay: row.allDay,
    lengthMs: row.endsAt ? row.endsAt.getTime() - row.startsAt.getTime() : 0,
    frequency: row.recurrenceFrequency,
    interval: row.recurrenceInterval ?? 1,
    recurrenceEndLocal: row.recurrenceEndLocal,
  };
}

export const singleInstance = (row: AppointmentRow): AppointmentInstance => ({
  row,
  series: null,
  occurrence: null,
  start: row.startsAt,
  end: row.endsAt,
  startLocal: row.startLocal,
  endLocal: row.endLocal,
});

/**
 * The virtual occurrence of a series starting at `start`: all-day ones span the series' days, timed ones
 * last exactly as long as the series' first (RFC 5545 3.8.5.3), whatever DST change falls inside.
 */
export function virtualInstance(series: AppointmentRow, start: Date): AppointmentInstance {
  const zone = series.timeZone;
  if (series.allDay) {
    const startLocal = `${utcToLocal(start, zone).slice(0, 10)}T00:00:00`;
    const endLocal = series.endLocal
      ? fromFloating(new Date(floating(startLocal).getTime() + durationMs(series)))
      : null;
    const end = endLocal ? localToUtc(endLocal, zone) : null;
    return { row: series, series, occurrence: start, start, end, startLocal, endLocal };
  }
  const end = series.endsAt ? new Date(start.getTime() + series.endsAt.getTime() - series.startsAt.getTime()) : null;
  return {
    row: series,
    series,
    occurrence: start,
    start,
    end,
    startLocal: utcToLocal(start, zone),
    endLocal: end ? utcToLocal(end, zone) : null,
  };
}

export const exceptionInstance = (series: AppointmentRow, exception: AppointmentRow): AppointmentInstance => ({
  ...singleInstance(exception),
  series,
  occurrence: exception.originalStartsAt,
});

export const instanceId = (i: AppointmentInstance) =>
  i.series && i.occurrence ? occurrenceId(i.series.id, i.occurrence) : i.row.id;

function mapsUrl(l: NonNullable<AppointmentRow["location"]>): string | null {
  const query = [l.address1, l.address2, [l.zip, l.city].filter(Boolean).join(" "), l.country]
    .filter((p) => p?.trim())
    .join(", ");
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null;
}

export type PresentContext = {
  member: MemberRow;
  /** Calendars the member may read, by id. */
  readable: Map<string, CalendarAccessRow>;
  /** Calendar ids per appointment id (series id for occurrences). */
  calendarIds: Map<string, string[]>;
  /** Exceptions per series, for previous/next occurrence (detail only). */
  exceptions?: Map<string, AppointmentRow[]>;
  /** One appointment in full (the detail page): navigation and the participant panel. */
  detail?: boolean;
  now?: Date;
  /** What other modules add to each appointment (`ctx.modules.appointments`). */
  hooks: AppointmentHooks;
};

/** The keys of one occurrence (`appointmentOccurrence` without the list's `details_id`). */
export type OccurrenceFields = Omit<AppointmentOccurrence, "details_id">;

/** The attendee configuration a row stores, with the defaults filled in. */
export const attendeeConfigurationOf = (row: AppointmentRow) => ({
  ...defaultAttendeeConfiguration,
  ...row.eventSettings.attendee_configuration,
});

/** How a series row repeats (§3 recurrence_pattern); null for a row that does not. */
export function recurrencePatternOf(row: AppointmentRow): RecurrencePattern | null {
  if (!row.rrule) return null;
  return {
    recurrence_frequency: row.recurrenceFrequency ?? "never",
    recurrence_interval: row.recurrenceInterval ?? 1,
    recurrence_end_time: row.recurrenceEndLocal ? row.recurrenceEndLocal.slice(0, 10) : null,
  };
}

/**
 * Whether an instance is over: a series when its last occurrence is (an endless one never); a timed appointment at
 * its end; an all-day one at the end of its last day in `zone` (the member's): all day long it is today's, not past.
 */
export function instancePast(i: AppointmentInstance, now: Date, zone: string) {
  const timing = i.series ? null : seriesTiming(i.row);
  if (timing) return (i.row.recurrenceEndsAt ?? new Date(8.64e15)) < now;
  if (!i.row.allDay) return (i.end ?? i.start) < now;
  const lastDay = Date.parse(`${(i.endLocal ?? i.startLocal).slice(0, 10)}T00:00:00Z`);
  return localToUtc(`${new Date(lastDay + 86_400_000).toISOString().slice(0, 10)}T00:00:00`, zone) <= now;
}

/** The keys that differ per occurrence; participation fills its own afterwards (`pc.hooks.present`). */
function presentOccurrence(pc: PresentContext, i: AppointmentInstance, now: Date): OccurrenceFields {
  const { row } = i;
  const owner = i.series ?? row;
  const allCalendarIds = pc.calendarIds.get(owner.id) ?? [];
  const visible = allCalendarIds.filter((id) => pc.readable.has(id));
  const canceled = row.cancelledAt !== null || (i.series?.cancelledAt ?? null) !== null;
  const { can, cancelReason } = appointmentCan({
    member: pc.member,
    authorId: owner.authorId,
    accesses: visible.flatMap((id) => pc.readable.get(id) ?? []),
    canceled,
    past: instancePast(i, now, pc.member.timeZone),
  });
  const id = instanceId(i);
  return {
    id,
    type: i.series
      ? row.id === i.series.id
        ? "virtual_appointment"
        : "appointment"
      : seriesTiming(row)
        ? "recurring_appointment"
        : "appointment",
    name: row.name,
    html_url: `/appointments/${id}`,
    status: canceled ? "canceled" : "active",
    calendar_ids: visible,
    unknown_calendars: allCalendarIds.length - visible.length,
    date: {
      start: isoWithOffset(i.startLocal, i.start),
      end: i.endLocal && i.end ? isoWithOffset(i.endLocal, i.end) : null,
      all_day: row.allDay,
      time_zone: row.timeZone,
      same_day: !i.endLocal || i.endLocal.slice(0, 10) === i.startLocal.slice(0, 10),
    },
    recurring_appointment_url: i.series ? `/appointments/${i.series.id}` : null,
    location: row.location ? { ...row.location, maps_url: mapsUrl(row.location) } : null,
    meeting: null,
    my_invite: null,
    my_participation_status: null,
    attending_participants_count: 0,
    total_attendees_enforced_and_exceeded: false,
    canceled,
    cancel_prohibited_reason: cancelReason,
    has_meeting: false,
    can,
  };
}

/** The keys every occurrence of the instance's row shares, and the detail's navigation through its series. */
function presentDetails(
  pc: PresentContext,
  i: AppointmentInstance,
  extras: AppointmentExtras,
  now: Date,
): AppointmentDetails {
  const { row } = i;
  const owner = i.series ?? row;
  const member = (id: string | null) => {
    const m = id ? extras.members.get(id) : undefined;
    return m ? presentMemberSummary(m) : null;
  };
  const category = row.categoryId ? extras.categories.get(row.categoryId) : undefined;
  const image = row.eventImageId ? extras.uploads.get(row.eventImageId) : undefined;
  const settings = row.eventSettings;
  const attendee = attendeeConfigurationOf(row);

  let previous: string | null = null;
  let next: string | null = null;
  let nextDate: string | null = null;
  const seriesRow = i.series ?? (seriesTiming(row) ? row : null);
  const st = seriesRow ? seriesTiming(seriesRow) : null;
  if (pc.detail && seriesRow && st) {
    const excluded = new Set(
      (pc.exceptions?.get(seriesRow.id) ?? []).filter((e) => e.excluded).map((e) => e.originalStartsAt?.getTime()),
    );
    const skip = (d: Date) => excluded.has(d.getTime());
    // From an occurrence: its neighbours. From the series itself: the last occurrence begun before now and the first
    // from now on, so the series page leads into its occurrences (§2 detail toolbar).
    const p = i.occurrence ? occurrenceBefore(st, i.occurrence, skip) : occurrenceBefore(st, now, skip);
    const n = occurrenceAfter(st, i.occurrence ?? new Date(now.getTime() - 1), skip);
    previous = p ? `/appointments/${occurrenceId(seriesRow.id, p)}` : null;
    next = n ? `/appointments/${occurrenceId(seriesRow.id, n)}` : null;
    nextDate = n ? n.toISOString() : null;
  }

  return {
    description: row.description,
    description_rendered: sanitizeRichText("appointment_description", row.description),
    recurrence_pattern: seriesRow ? recurrencePatternOf(seriesRow) : null,
    next_occurrence_date: nextDate,
    next_occurrence_url: next,
    previous_occurrence_url: previous,
    event_image: image ? { id: image.id, large_thumb: `/api/storage/images/${image.id}/get/435x435` } : null,
    event_files: row.fileIds.flatMap((fid) => {
      const u = extras.uploads.get(fid);
      return u ? [{ id: u.id, name: u.name, size: u.size, url: `/api/storage/${u.directory}/${u.id}` }] : [];
    }),
    category: category ? { id: category.id, label: category.label } : null,
    consultants: [],
    contacts: [],
    organizer: member(owner.authorId),
    teams_configuration: null,
    attendee_configuration: attendee,
    application_configuration: { ...defaultApplicationConfiguration, ...settings.application_configuration },
    participants: [],
    participant_counts: null,
    invited_consumers: false,
    is_event: attendee.user_can_opt || settings.application_configuration.registration_required,
    post_to_stream: row.postToStream,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: member(row.authorId),
    generic_author: false,
    last_author: member(row.lastAuthorId),
  };
}

/** Lines of a month (or the detail's own keys), each occurrence with its own keys only; pure, no query. */
export function presentOccurrences(pc: PresentContext, instances: AppointmentInstance[]): AppointmentOccurrence[] {
  const now = pc.now ?? new Date();
  return instances.map((i) => ({ ...presentOccurrence(pc, i, now), details_id: i.row.id }));
}

/**
 * What the rows share, once per row (a series once for all its occurrences), with the members, categories
 * and files `extras` holds; with `pc.detail` also the navigation through the series.
 */
export function presentRowDetails(
  pc: PresentContext,
  instances: AppointmentInstance[],
  extras: AppointmentExtras,
): Record<string, AppointmentDetails> {
  const now = pc.now ?? new Date();
  const details: Record<string, AppointmentDetails> = {};
  for (const i of instances) details[i.row.id] ??= presentDetails(pc, i, extras, now);
  return details;
}
