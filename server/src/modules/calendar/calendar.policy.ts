import { isGroupAdmin } from "../groups/groups.access.js";
import type { MemberRow } from "../members/members.schema.js";
import type { CalendarRow } from "./calendar.schema.js";

/**
 * The member's abilities on a calendar, decided in SQL by the predicates in calendars.access.ts; the
 * policy only turns them into the spec's `can` object.
 */
export type CalendarAccess = {
  calendar: CalendarRow;
  read: boolean;
  /** Posting an appointment into the calendar (§6 create_appointments). */
  createAppointments: boolean;
  /** Editing and deleting the calendar itself, and managing all appointments in it. */
  manage: boolean;
  sharedWithMember: boolean;
};

export function calendarCan(a: CalendarAccess) {
  return { create_appointments: a.createAppointments, update: a.manage, destroy: a.manage };
}

/** Who may create which calendar type (§6). */
export const mayCreatePersonalCalendars = (member: MemberRow) => !member.isExternal;
export const mayCreateNetworkCalendars = (member: MemberRow) => member.isNetworkAdmin;
export const mayCreateGroupCalendars = (
  member: MemberRow,
  membership: { status: string; isAdmin: boolean } | null,
  archived: boolean,
) => !archived && (member.isNetworkAdmin || isGroupAdmin(membership));

export type AppointmentCancelReason = "canceled" | "past" | "not_allowed" | null;

/**
 * An appointment's abilities from the member's abilities on its calendars. Participation entries
 * (contact, participants, attendees) follow update until the participation module refines them.
 */
export function appointmentCan(opts: {
  member: MemberRow;
  authorId: string | null;
  accesses: CalendarAccess[];
  canceled: boolean;
  past: boolean;
}) {
  const { member, accesses } = opts;
  const manages = accesses.some((a) => a.manage);
  const authorMayPost = opts.authorId === member.id && accesses.some((a) => a.createAppointments);
  const update = manages || authorMayPost;
  const cancelReason: AppointmentCancelReason = !update
    ? "not_allowed"
    : opts.canceled
      ? "canceled"
      : opts.past
        ? "past"
        : null;
  return {
    can: {
      update,
      contact: update,
      update_participants: update,
      download_attendees: update,
      destroy: update,
      show_attendees: update,
      opt: false,
      start_meeting: false,
    },
    cancelReason,
  };
}
