import {
  type ApplicationConfiguration,
  type Appointment,
  type AppointmentPayload,
  type AttendeeConfiguration,
  appointmentPayload,
  type Calendar,
  defaultApplicationConfiguration,
  defaultAttendeeConfiguration,
} from "@intranet/contracts";
import type { FormErrors, UseFormReturnType } from "@mantine/form";
import { translateFieldCode } from "../../components/field-errors";
import type { UploadEntry } from "../../components/upload/upload-entry";
import { dayjs } from "../../lib/dates";
import { contractValidator, type FieldOf } from "../../lib/forms";
import { type InvitationsValue, noInvitations } from "../participation";
import { fromPattern, initialCalendarIds, initialStart, noRecurrence, type RecurrenceState, toPattern } from "./logic";

const LOCATION_KEYS = ["name", "address1", "address2", "zip", "city", "country", "link"] as const;
type LocationValues = Record<(typeof LOCATION_KEYS)[number], string>;

/** What the appointment form edits; `toAppointmentPayload` turns it into the contract's body. */
export interface AppointmentFormValues {
  name: string;
  description: string;
  calendar_ids: string[];
  all_day: boolean;
  start_date: string;
  start_time: string;
  /** YYYY-MM-DD, or null for an appointment without an end. */
  end_date: string | null;
  end_time: string;
  time_zone: string;
  recurrence: RecurrenceState;
  location: LocationValues;
  /** A category id, or "-1" for none (the spec's form value). */
  category: string;
  attendee_configuration: AttendeeConfiguration;
  application_configuration: ApplicationConfiguration;
  post_to_stream: boolean;
  meeting_room_id: string | null;
  send_email_notification: boolean;
  invitations: InvitationsValue;
  files: UploadEntry[];
  image: UploadEntry[];
}

export type AppointmentForm = UseFormReturnType<AppointmentFormValues>;

interface Context {
  appointment?: Appointment;
  params: URLSearchParams;
  memberZone: string;
  /** The calendars the member may read; a new appointment goes into one they may post into. */
  calendars: Calendar[];
  now?: Date;
}

/** A single occurrence (virtual or modified) cannot recur itself. */
export const isOccurrence = (appointment?: Appointment) => Boolean(appointment?.recurring_appointment_url);

/** The form's first values: the appointment's, or the contract's defaults and the link's presets. */
export function appointmentFormValues({
  appointment,
  params,
  memberZone,
  calendars,
  now = new Date(),
}: Context): AppointmentFormValues {
  // The wall times are the member's zone's, which the form saves in: the next full hour there, not the browser's.
  const start = appointment
    ? dayjs(appointment.date.start.slice(0, 19))
    : initialStart(dayjs(now).tz(memberZone), params.get("date"));
  const end = appointment
    ? appointment.date.end
      ? dayjs(appointment.date.end.slice(0, 19))
      : null
    : start.add(1, "hour");
  return {
    name: appointment?.name ?? "",
    description: appointment?.description ?? params.get("description") ?? "",
    calendar_ids: appointment?.calendar_ids ?? initialCalendarIds(calendars, params.get("calendar_id")),
    all_day: appointment?.date.all_day ?? false,
    start_date: start.format("YYYY-MM-DD"),
    start_time: start.format("HH:mm"),
    end_date: end ? end.format("YYYY-MM-DD") : null,
    end_time: end ? end.format("HH:mm") : "",
    time_zone: appointment?.date.time_zone ?? memberZone,
    recurrence:
      appointment?.type === "recurring_appointment" ? fromPattern(appointment.recurrence_pattern) : noRecurrence,
    location: Object.fromEntries(LOCATION_KEYS.map((k) => [k, appointment?.location?.[k] ?? ""])) as LocationValues,
    category: appointment?.category?.id ?? "-1",
    attendee_configuration: { ...defaultAttendeeConfiguration, ...appointment?.attendee_configuration },
    application_configuration: { ...defaultApplicationConfiguration, ...appointment?.application_configuration },
    post_to_stream: appointment?.post_to_stream ?? params.get("post_to_stream") === "true",
    meeting_room_id: appointment?.meeting?.room_id ?? null,
    send_email_notification: false,
    invitations: noInvitations,
    files: (appointment?.event_files ?? []).map(storedEntry),
    image: appointment?.event_image
      ? [
          storedEntry({
            id: appointment.event_image.id,
            name: "image",
            size: 0,
            url: appointment.event_image.large_thumb,
          }),
        ]
      : [],
  };
}

/** Start and end as the contract's local date-times (`YYYY-MM-DD` for all-day appointments). */
export function wallTimes(v: AppointmentFormValues) {
  const start = v.all_day ? v.start_date : `${v.start_date}T${v.start_time}`;
  const end = v.end_date ? (v.all_day ? v.end_date : `${v.end_date}T${v.end_time || v.start_time}`) : null;
  return { start, end };
}

/**
 * The start moved to a new date or time: the end moves with it by the same amount, so the appointment keeps
 * its length (in days for all-day appointments), as calendar programs do. Without an end only the start moves.
 */
export function withStartMoved(
  v: AppointmentFormValues,
  next: { start_date?: string; start_time?: string },
): Pick<AppointmentFormValues, "start_date" | "start_time" | "end_date" | "end_time"> {
  const start_date = next.start_date ?? v.start_date;
  const start_time = next.start_time ?? v.start_time;
  if (v.end_date === null) return { start_date, start_time, end_date: null, end_time: v.end_time };
  if (v.all_day) {
    const days = dayjs(v.end_date).diff(dayjs(v.start_date), "day");
    return {
      start_date,
      start_time,
      end_date: dayjs(start_date).add(days, "day").format("YYYY-MM-DD"),
      end_time: v.end_time,
    };
  }
  const isTime = (time: string) => /^\d{2}:\d{2}$/.test(time);
  if (!isTime(v.start_time) || !isTime(start_time))
    return { start_date, start_time, end_date: v.end_date, end_time: v.end_time };
  const before = dayjs(`${v.start_date}T${v.start_time}`);
  const end = dayjs(`${v.end_date}T${isTime(v.end_time) ? v.end_time : v.start_time}`);
  const minutes = dayjs(`${start_date}T${start_time}`).diff(before, "minute");
  const moved = end.add(minutes, "minute");
  return { start_date, start_time, end_date: moved.format("YYYY-MM-DD"), end_time: moved.format("HH:mm") };
}

/** Whether the meeting-room section applies: not for series and their occurrences. */
export const offersMeetingRoom = (v: AppointmentFormValues, appointment?: Appointment) =>
  appointment?.type !== "recurring_appointment" && !isOccurrence(appointment) && v.recurrence.frequency === "never";

export function toAppointmentPayload(v: AppointmentFormValues, appointment?: Appointment): AppointmentPayload {
  const { start, end } = wallTimes(v);
  return {
    appointment: {
      name: v.name,
      description: v.description,
      calendar_ids: v.calendar_ids,
      time_zone: v.time_zone,
      date: { start, end, all_day: v.all_day },
      recurrence_pattern: isOccurrence(appointment) ? null : toPattern(v.recurrence),
      location: Object.fromEntries(Object.entries(v.location).map(([k, value]) => [k, value.trim() || null])),
      category: v.category === "-1" ? null : v.category,
      attendee_configuration: v.attendee_configuration,
      application_configuration: v.application_configuration,
      post_to_stream: v.post_to_stream,
      event_file_ids: keptIds(v.files),
      event_image_id: keptIds(v.image)[0] ?? null,
      ...(offersMeetingRoom(v, appointment) ? { meeting_room_id: v.meeting_room_id } : {}),
      ...(appointment
        ? { send_email_notification: v.send_email_notification }
        : {
            membership_ids_to_invite: v.invitations.members.map((m) => m.id),
            group_ids_to_invite: v.invitations.groupIds,
            membership_role_ids_to_invite: v.invitations.roleIds,
          }),
    },
  };
}

/** Contract paths to the form's fields: the date block and the recurrence show one error each. */
export const appointmentFieldOf: FieldOf = (path) => {
  if (path.startsWith("date.") || path === "date") return "date";
  if (path === "recurrence_pattern.recurrence_end_time") return "recurrence_end";
  if (path.startsWith("recurrence_pattern")) return "recurrence";
  if (path === "event_file_ids") return "files";
  if (path === "event_image_id") return "image";
  return path;
};

/** The contract's rules, plus the one the server checks after parsing: the end is not before the start. */
export function validateAppointment(appointment?: Appointment) {
  const contract = contractValidator(
    appointmentPayload,
    (v: AppointmentFormValues) => toAppointmentPayload(v, appointment),
    appointmentFieldOf,
  );
  return (values: AppointmentFormValues): FormErrors => {
    const errors = contract(values);
    const { start, end } = wallTimes(values);
    if (end && end < start && errors.date === undefined) errors.date = translateFieldCode("end_before_start");
    // A series that would end before it begins (the server's end_lt_start), at the end's own field.
    const until = values.recurrence.frequency === "never" ? null : values.recurrence.endTime;
    if (until && until < start.slice(0, 10) && errors.recurrence_end === undefined)
      errors.recurrence_end = translateFieldCode("end_before_start");
    return errors;
  };
}

/** An attached file as an upload-field entry, so it can be kept or removed. */
function storedEntry(f: { id: string; name: string; size: number; url: string }): UploadEntry {
  const dot = f.name.lastIndexOf(".");
  return {
    clientId: `stored-${f.id}`,
    id: f.id,
    name: f.name,
    size: f.size,
    extension: dot > 0 ? f.name.slice(dot + 1).toLowerCase() : "",
    type: "",
    progress: 100,
    state: "published",
    url: f.url,
  };
}

const keptIds = (entries: UploadEntry[]) =>
  entries.filter((e) => (e.state === "volatile" || e.state === "published") && e.id).map((e) => e.id as string);
