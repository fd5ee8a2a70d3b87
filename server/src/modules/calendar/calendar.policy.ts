import type { MemberRow } from "../members/members.schema.js";
import type { CalendarRow } from "./calendar.schema.js";

/** What the policy needs to know about the member's relation to a calendar. */
export type CalendarAccess = {
  calendar: CalendarRow;
  /** The member's group membership for a group calendar. */
  groupMembership: { status: string; isAdmin: boolean } | null;
  groupAccess: "open" | "closed" | "hidden" | null;
  groupArchived: boolean;
  sharedWithMember: boolean;
};

const activeMember = (a: CalendarAccess) => a.groupMembership?.status === "member";

export function canReadCalendar(member: MemberRow, a: CalendarAccess): boolean {
  switch (a.calendar.type) {
    case "network":
      return true;
    case "personal":
      return a.calendar.authorId === member.id || a.sharedWithMember;
    case "group":
      return member.isNetworkAdmin || a.groupAccess === "open" || activeMember(a);
  }
}

/** Posting an appointment into the calendar (§6 create_appointments). */
export function canCreateAppointments(member: MemberRow, a: CalendarAccess): boolean {
  switch (a.calendar.type) {
    case "network":
      return member.isNetworkAdmin;
    case "personal":
      return a.calendar.authorId === member.id;
    case "group":
      return !a.groupArchived && (member.isNetworkAdmin || activeMember(a));
  }
}

/** Editing and deleting the calendar itself, and managing all appointments in it. */
export function canManageCalendar(member: MemberRow, a: CalendarAccess): boolean {
  switch (a.calendar.type) {
    case "network":
      return member.isNetworkAdmin;
    case "personal":
      return a.calendar.authorId === member.id;
    case "group":
      return member.isNetworkAdmin || (activeMember(a) && a.groupMembership?.isAdmin === true);
  }
}

export function calendarCan(member: MemberRow, a: CalendarAccess) {
  const manage = canManageCalendar(member, a);
  return { create_appointments: canCreateAppointments(member, a), update: manage, destroy: manage };
}

/** Who may create which calendar type (§6). */
export const mayCreatePersonalCalendars = (member: MemberRow) => !member.isExternal;
export const mayCreateNetworkCalendars = (member: MemberRow) => member.isNetworkAdmin;
export const mayCreateGroupCalendars = (
  member: MemberRow,
  membership: { status: string; isAdmin: boolean } | null,
  archived: boolean,
) => !archived && (member.isNetworkAdmin || (membership?.status === "member" && membership.isAdmin));

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
  const manages = accesses.some((a) => canManageCalendar(member, a));
  const authorMayPost = opts.authorId === member.id && accesses.some((a) => canCreateAppointments(member, a));
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
