import {
  type appointmentPayload,
  defaultApplicationConfiguration,
  defaultAttendeeConfiguration,
} from "@intranet/contracts";
import type { z } from "zod";
import { invalid } from "../../http/errors.js";
import { sanitizeRichText, storedImageIds } from "../../lib/rich-text.js";
import type { AppointmentRow } from "./calendar.schema.js";
import {
  durationMs,
  isValidTimeZone,
  parseLocalInput,
  recurrenceEndLocal,
  rruleString,
  spanOf,
  untilUtc,
  utcToLocal,
} from "./recurrence.js";

/** An appointment form as the API receives it, turned here into the columns of its row. */
export type Payload = z.output<typeof appointmentPayload>["appointment"];

/** A location link is a web address: "example.org/x" gets https://, other schemes (javascript:, data:) are refused. */
function webLink(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) throw invalid({ "location.link": ["must be a web address"] });
  return `https://${trimmed}`;
}

/** Field keys as the validation layer reports them (without the payload root). */
export const field = (name: string) => name;

/** Timing of a payload, validated; throws 422 with the spec's messages. */
export function timingOf(p: Payload, recurring: boolean) {
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
  // A start in a DST gap moves forward and its end with it (spanOf); a series keeps the entered wall time as
  // its rule's time, a single appointment is stored at the time it really starts.
  const span = spanOf(startLocal, endLocal, zone);
  const lengthMs = span.end ? span.end.getTime() - span.start.getTime() : 0;
  const timing = frequency
    ? {
        startLocal,
        endLocal,
        timeZone: zone,
        allDay,
        lengthMs,
        frequency,
        interval: pattern?.recurrence_interval ?? 1,
        recurrenceEndLocal: recurrenceEnd,
      }
    : null;
  const until = timing ? untilUtc(timing) : null;
  const resolved = !timing && !allDay;
  return {
    timeZone: zone,
    allDay,
    startLocal: resolved ? utcToLocal(span.start, zone) : startLocal,
    endLocal: resolved && span.end ? utcToLocal(span.end, zone) : endLocal,
    startsAt: span.start,
    endsAt: span.end,
    rrule: timing ? rruleString(timing) : null,
    recurrenceFrequency: timing?.frequency ?? null,
    recurrenceInterval: timing?.interval ?? null,
    recurrenceEndLocal: recurrenceEnd,
    recurrenceEndsAt: until && timing ? new Date(until.getTime() + (allDay ? durationMs(timing) : lengthMs)) : null,
  };
}

/** Appointment descriptions on write; the presenter applies the same allowlist on read. */
export function sanitizeDescription(html: string): string {
  return sanitizeRichText("appointment_description", html);
}

export function contentOf(p: Payload, previous: AppointmentRow | null) {
  const settings = previous?.eventSettings;
  const description = sanitizeDescription(p.description);
  return {
    name: p.name,
    description,
    descriptionImageIds: storedImageIds(description),
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
