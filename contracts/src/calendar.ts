import { z } from "zod";
import { id, isoDate, withinDateYears } from "./common.js";
import { memberSummary } from "./members.js";
import { meeting, myInvite, participant, participantCounts, participationStatus } from "./participation.js";
import { recurrencePattern } from "./recurrence.js";
import { timeZoneField } from "./time-zones.js";

/** The 12 default calendar colours (hex without #). */
export const calendarColors = [
  "e03131",
  "c2255c",
  "9c36b5",
  "6741d9",
  "3b5bdb",
  "1971c2",
  "0c8599",
  "099268",
  "2f9e44",
  "66a80f",
  "f08c00",
  "e8590c",
] as const;

export const calendarType = z.enum(["network", "personal", "group", "shared"]);

export const calendarCan = z.object({
  create_appointments: z.boolean(),
  update: z.boolean(),
  destroy: z.boolean(),
});

export const calendar = z.object({
  id,
  name: z.string(),
  color: z.string(),
  type: calendarType,
  category_name: z.string().nullable(),
  parent_id: id.nullable(),
  author: memberSummary.nullable(),
  memberships: z.array(z.object({ id, name: z.string() })),
  can: calendarCan,
});
export type Calendar = z.infer<typeof calendar>;

export const calendarList = z.array(calendar);

/** What the member may create on /calendars/manage (§6). */
export const calendarCreateOptions = z.object({
  create_personal_calendars: z.boolean(),
  create_calendars: z.boolean(),
  groups: z.array(z.object({ id, name: z.string(), slug: z.string() })),
});

const hexColor = z
  .string()
  .regex(/^#?[0-9a-fA-F]{6}$/, "invalid colour")
  .transform((c) => c.replace(/^#/, "").toLowerCase());

export const calendarPayload = z.object({
  calendar: z.object({
    name: z.string().trim().min(1, "can't be blank").max(200),
    color: hexColor.optional(),
    type: z.enum(["network", "personal", "group"]).optional(),
    membership_ids: z.array(id).max(500).default([]),
  }),
  parent_id: id.nullable().optional(),
});
export type CalendarPayload = z.input<typeof calendarPayload>;

// Appointments

/** `r-<seriesId>-<yyyymmddThhmmssZ>`: one occurrence of a recurring series, by its original start. */
export const appointmentRef = z.string().regex(/^([0-9a-f]{24}|r-[0-9a-f]{24}-\d{8}T\d{6}Z)$/, "invalid id");
export const appointmentRefParams = z.object({ id: appointmentRef });

export { type RecurrencePattern, recurrenceFrequency, recurrencePattern } from "./recurrence.js";

export const meetingLinkType = z.enum(["ms_teams", "google_meet", "zoom", "other"]);

const locationFields = {
  name: z.string().max(300).nullable(),
  address1: z.string().max(300).nullable(),
  address2: z.string().max(300).nullable(),
  zip: z.string().max(10, "is too long (maximum is 10 characters)").nullable(),
  city: z.string().max(200).nullable(),
  country: z.string().max(200).nullable(),
  link: z.string().max(2000).nullable(),
  meeting_link_type: meetingLinkType.nullable(),
};
export const locationPayload = z.object(locationFields).partial();
export const location = z.object({ ...locationFields, maps_url: z.string().nullable() });

export const attendeeConfiguration = z.object({
  total: z.number().int().min(0, "must be greater than or equal to 0").nullable(),
  total_attendees_enforced: z.boolean(),
  user_can_opt: z.boolean(),
  show_participants_to_admins_only: z.boolean(),
  participation_locked: z.boolean(),
});
export type AttendeeConfiguration = z.infer<typeof attendeeConfiguration>;

export const applicationConfiguration = z.object({
  registration_with_costs: z.boolean(),
  costs: z.number().min(0, "must be greater than or equal to 0").nullable(),
  currency: z.string().max(8),
  registration_required: z.boolean(),
  registration_deadline: isoDate().nullable(),
  url: z.string().max(2000).nullable(),
});
export type ApplicationConfiguration = z.infer<typeof applicationConfiguration>;

export const defaultAttendeeConfiguration: AttendeeConfiguration = {
  total: null,
  total_attendees_enforced: false,
  user_can_opt: false,
  show_participants_to_admins_only: false,
  participation_locked: false,
};

export const defaultApplicationConfiguration: ApplicationConfiguration = {
  registration_with_costs: false,
  costs: null,
  currency: "€",
  registration_required: false,
  registration_deadline: null,
  url: null,
};

export const appointmentDate = z.object({
  /** ISO 8601 with the offset of the appointment's time zone. */
  start: z.string(),
  end: z.string().nullable(),
  all_day: z.boolean(),
  time_zone: z.string(),
  same_day: z.boolean(),
});

export const appointmentCategory = z.object({ id, label: z.string() });

export const appointmentCan = z.object({
  update: z.boolean(),
  contact: z.boolean(),
  update_participants: z.boolean(),
  download_attendees: z.boolean(),
  destroy: z.boolean(),
  show_attendees: z.boolean(),
  opt: z.boolean(),
  start_meeting: z.boolean(),
});
export type AppointmentCan = z.infer<typeof appointmentCan>;

export const appointmentFile = z.object({ id, name: z.string(), size: z.number().int(), url: z.string() });

export const appointment = z.object({
  id: appointmentRef,
  type: z.enum(["appointment", "recurring_appointment", "virtual_appointment"]),
  name: z.string(),
  description: z.string(),
  description_rendered: z.string(),
  html_url: z.string(),
  status: z.enum(["active", "canceled"]),
  calendar_ids: z.array(id),
  /** How many of its calendars the member may not see. */
  unknown_calendars: z.number().int(),
  date: appointmentDate,
  recurrence_pattern: recurrencePattern.nullable(),
  next_occurrence_date: z.string().nullable(),
  next_occurrence_url: z.string().nullable(),
  previous_occurrence_url: z.string().nullable(),
  recurring_appointment_url: z.string().nullable(),
  event_image: z.object({ id, large_thumb: z.string() }).nullable(),
  event_files: z.array(appointmentFile),
  category: appointmentCategory.nullable(),
  consultants: z.array(memberSummary),
  contacts: z.array(z.object({ id, name: z.string(), path: z.string() })),
  organizer: memberSummary.nullable(),
  location: location.nullable(),
  meeting: meeting.nullable(),
  teams_configuration: z.null(),
  attendee_configuration: attendeeConfiguration,
  application_configuration: applicationConfiguration,
  // Participation (participants, invites) is filled by the participation module.
  /** The detail's participant panel: the first few participants, accepted first, each with their answer. */
  participants: z.array(participant),
  /** Not in the original entity: the detail's answers by status, for those who may see the attendees; else null. */
  participant_counts: participantCounts.nullable(),
  attending_participants_count: z.number().int(),
  invited_consumers: z.boolean(),
  my_invite: myInvite.nullable(),
  /** Not in the original entity: the member's own answer, also without an invite (opting in). */
  my_participation_status: participationStatus.nullable(),
  total_attendees_enforced_and_exceeded: z.boolean(),
  is_event: z.boolean(),
  canceled: z.boolean(),
  cancel_prohibited_reason: z.enum(["canceled", "past", "not_allowed"]).nullable(),
  has_meeting: z.boolean(),
  post_to_stream: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  author: memberSummary.nullable(),
  generic_author: z.boolean(),
  last_author: memberSummary.nullable(),
  can: appointmentCan,
});
export type Appointment = z.infer<typeof appointment>;

export const appointmentListQuery = z.object({
  /** Any day of the month to show (YYYY-MM-DD); today in the member's time zone when absent. */
  date: isoDate().optional(),
  view: z.enum(["sheet", "list"]).default("sheet"),
  type: z.enum(["month"]).default("month"),
  /** The calendar filter: base64url of the concatenated 24-hex calendar ids. */
  calendars: z.string().max(4000).optional(),
});

/** The keys that can differ between the occurrences of a series, or that a month shows on each line. */
const occurrenceKeys = {
  id: true,
  type: true,
  name: true,
  html_url: true,
  status: true,
  calendar_ids: true,
  unknown_calendars: true,
  date: true,
  recurring_appointment_url: true,
  location: true,
  meeting: true,
  my_invite: true,
  my_participation_status: true,
  attending_participants_count: true,
  total_attendees_enforced_and_exceeded: true,
  canceled: true,
  cancel_prohibited_reason: true,
  has_meeting: true,
  can: true,
} as const;

/** One line of a month: an appointment or one occurrence of a series, without what its row shares. */
export const appointmentOccurrence = appointment.pick(occurrenceKeys).extend({
  /** The key in the list's `details` of the row this line shows (the series for a plain occurrence). */
  details_id: id,
});
export type AppointmentOccurrence = z.infer<typeof appointmentOccurrence>;

/** The rest of an appointment's keys, the same for every occurrence of its row: sent once per row. */
export const appointmentDetails = appointment.omit(occurrenceKeys);
export type AppointmentDetails = z.infer<typeof appointmentDetails>;

export const appointmentList = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  appointments: z.array(appointmentOccurrence),
  /** By `details_id`: description, configuration, authors and the other keys every occurrence of a row shares. */
  details: z.record(id, appointmentDetails),
});
export type AppointmentList = z.infer<typeof appointmentList>;

/** Local wall time `YYYY-MM-DDTHH:mm[:ss]` (or a date for all-day) in the payload's time zone; an offset is honoured. */
const dateTimeInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/, "is not a valid date")
  .refine(withinDateYears, "is not a valid date");

export const appointmentPayload = z.object({
  appointment: z.object({
    name: z.string().trim().min(1, "can't be blank").max(300),
    description: z.string().max(100_000).default(""),
    calendar_ids: z.array(id).min(1, "at least one calendar is required").max(100),
    date: z.object({
      start: dateTimeInput,
      end: dateTimeInput.nullable().optional(),
      all_day: z.boolean().default(false),
    }),
    time_zone: timeZoneField(),
    recurrence_pattern: recurrencePattern
      .extend({ recurrence_end_time: dateTimeInput.nullable() })
      .nullable()
      .optional(),
    location: locationPayload.nullable().optional(),
    /** A category id, or null (the form's -1 means no selection). */
    category: id.nullable().optional(),
    attendee_configuration: attendeeConfiguration.partial().optional(),
    application_configuration: applicationConfiguration.partial().optional(),
    event_image_id: id.nullable().optional(),
    event_file_ids: z.array(id).max(50).optional(),
    post_to_stream: z.boolean().default(false),
    // Participation seams: accepted and ignored until the participation issue.
    membership_ids_to_invite: z.array(id).optional(),
    membership_role_ids_to_invite: z.array(id).optional(),
    group_ids_to_invite: z.array(id).optional(),
    contact_ids: z.array(id).optional(),
    invite_consumers: z.boolean().optional(),
    /** On an update: tell the participants (not those who declined) about the change by mail. */
    send_email_notification: z.boolean().optional(),
    /** The meeting room to book (video-meeting integration); null frees it. */
    meeting_room_id: id.nullable().optional(),
  }),
});
export type AppointmentPayload = z.input<typeof appointmentPayload>;

export const appointmentLockPayload = z.object({
  appointment: z.object({ attendee_configuration: z.object({ participation_locked: z.boolean() }) }),
});

export const appointmentCategoryList = z.array(appointmentCategory);

export const timeZoneList = z.array(z.string());

export const feedTokenStatus = z.object({ present: z.boolean(), created_at: z.string().nullable() });
export const feedTokenCreated = z.object({ token: z.string(), created_at: z.string() });
export const feedQuery = z.object({ auth_token: z.string().min(1).max(200) });
