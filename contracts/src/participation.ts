import { z } from "zod";
import { id, isoDateTime } from "./common.js";
import { memberSummary } from "./members.js";
import { recurrencePattern } from "./recurrence.js";

/** How a member answers an appointment. */
export const participationStatus = z.enum(["accepted", "declined", "open"]);
export type ParticipationStatus = z.infer<typeof participationStatus>;

/** Whether an answer on a modified occurrence applies to it alone or to its whole series. */
export const applyTo = z.enum(["occurrence", "series"]);
export type ApplyTo = z.infer<typeof applyTo>;

export const participant = z.object({
  /** The participation id. */
  id,
  status: participationStatus,
  roles: z.array(z.object({ id, plural_name: z.string() })),
  /** The group through which the member was added, if any. */
  group: z.object({ id, name: z.string() }).nullable(),
  membership: memberSummary.extend({ name: z.string(), first_name: z.string(), last_name: z.string() }),
});
export type Participant = z.infer<typeof participant>;

/** How many participants answered each way. */
export const participantCounts = z.object({
  accepted: z.number().int(),
  declined: z.number().int(),
  open: z.number().int(),
});

export const participantList = z.object({
  participants: z.array(participant),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_count: z.number().int(),
    total_pages: z.number().int(),
  }),
  counts: participantCounts,
});

export const participantListQuery = z.object({
  status: participationStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const participantAddPayload = z.object({
  participant: z.object({
    membership_ids: z.array(id).max(500).default([]),
    group_ids: z.array(id).max(50).default([]),
    membership_role_ids: z.array(id).max(50).default([]),
    status: participationStatus.default("open"),
    send_email_notification: z.boolean().default(false),
    invite_consumers: z.boolean().default(false),
  }),
  apply_to: applyTo.optional(),
});
export type ParticipantAddPayload = z.input<typeof participantAddPayload>;

/** Counts of what was added; members of groups and roles are added by a job shortly after. */
export const participantAddResponse = z.object({
  members: z.number().int(),
  groups: z.number().int(),
  roles: z.number().int(),
});

export const participantUpdatePayload = z.object({
  participant: z.object({ status: participationStatus }),
  apply_to: applyTo.optional(),
});

export const participantParams = z.object({
  id: z.string().regex(/^([0-9a-f]{24}|r-[0-9a-f]{24}-\d{8}T\d{6}Z)$/, "invalid id"),
  participationId: z.union([id, z.literal("me")]),
});

/** What the appointment shows of the member's own invitation. */
export const myInvite = z.object({ id, status: z.enum(["open", "accepted", "declined", "obsolete", "expired"]) });

export const meeting = z.object({
  room_id: id.nullable(),
  room_name: z.string().nullable(),
  conference_call_phone_number: z.string().nullable(),
  conference_call_access_code: z.string().nullable(),
  join_url: z.string().nullable(),
  app_url: z.string().nullable(),
});
export type Meeting = z.infer<typeof meeting>;

export const inviteStatus = z.enum(["open", "accepted", "declined", "obsolete", "expired"]);
export type InviteStatus = z.infer<typeof inviteStatus>;

export const appointmentInvite = z.object({
  id,
  invitable_type: z.literal("Appointment"),
  invitable: z.object({
    id: z.string(),
    name: z.string(),
    date: z.object({ start: z.string(), end: z.string().nullable(), all_day: z.boolean(), time_zone: z.string() }),
    status: z.enum(["active", "canceled"]),
    participation_locked: z.boolean(),
    html_url: z.string(),
    /** How the series repeats when the invitation is to a whole series; null for a single appointment or occurrence. */
    recurrence_pattern: recurrencePattern.nullable(),
  }),
  author: memberSummary.nullable(),
  status: inviteStatus,
  /** True when the invite may still be answered (open, or expired with retroactive opting). */
  answerable: z.boolean(),
  created_at: z.string(),
});
export type AppointmentInvite = z.infer<typeof appointmentInvite>;

export const appointmentInviteListQuery = z.object({
  filter: z.literal("appointments"),
  status: inviteStatus.default("open"),
  limit: z.coerce.number().int().min(1).max(50).default(50),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const appointmentInviteList = z.object({
  invites: z.array(appointmentInvite),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total_count: z.number().int() }),
  /** The next page's call, or null on the last page. */
  next: z.string().nullable(),
});
export type AppointmentInviteList = z.infer<typeof appointmentInviteList>;

export const participationListQuery = z.object({
  status: z.enum(["upcoming", "accepted", "declined"]).default("upcoming"),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const participationEntry = z.object({
  id,
  status: participationStatus,
  appointment: appointmentInvite.shape.invitable,
});
export const participationList = z.object({
  participations: z.array(participationEntry),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total_count: z.number().int() }),
  next: z.string().nullable(),
});

export const inviteAnswered = z.object({ status: z.enum(["accepted", "declined"]), redirect: z.string() });

export const contactAudience = z.enum(["all", "accepted", "declined", "open"]);
export const contactPayload = z.object({
  audience: contactAudience,
  subject: z.string().trim().min(1, "can't be blank").max(300),
  text: z.string().trim().min(1, "can't be blank").max(50_000),
  include_attachments: z.boolean().default(false),
});
export type ContactPayload = z.input<typeof contactPayload>;
export const contactResponse = z.object({ recipients: z.number().int() });

export const meetingRoomQuery = z.object({
  filter: z.enum(["reservable", "all"]).default("all"),
  start: isoDateTime().optional(),
  end: isoDateTime().optional(),
  /** The appointment being edited: its own booking does not count as occupying. */
  appointment_id: z.string().max(60).optional(),
  room_id: id.optional(),
});
export const meetingRoom = z.object({ id, name: z.string(), occupied: z.boolean() });
export const meetingRoomList = z.array(meetingRoom);

export const startMeetingResponse = z.object({ join_url: z.string() });

/** What the participation screens need to know about the installation's integrations and limits. */
export const participationConfig = z.object({
  video_meetings: z.boolean(),
  teams: z.boolean(),
  opt_retroactively: z.boolean(),
  email_attachment_size_limit_mb: z.number(),
});

/** A spreadsheet cell that a spreadsheet program would read as a formula is prefixed with a quote. */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
