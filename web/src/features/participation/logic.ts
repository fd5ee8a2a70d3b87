import type { Appointment, Participant } from "@intranet/contracts";
import { formatDate, formatInstant, formatTime, ownWallClock } from "../../lib/dates";

/** After adding participants the list reloads this many ms later (groups are added by a job, §4). */
export const RELOAD_AFTER_ADD_MS = [3000, 9000, 18000] as const;

/** Under this width participant groups collapse (§9). */
export const PARTICIPANT_GROUPING_BREAKPOINT = 640;

export const INVITE_TABS = ["open", "upcoming", "accepted", "declined", "expired", "obsolete"] as const;
export type InviteTab = (typeof INVITE_TABS)[number];

/** Open, expired and obsolete load invites; upcoming, accepted and declined load participations (§4). */
export const tabLoadsInvites = (tab: InviteTab): tab is "open" | "expired" | "obsolete" =>
  tab === "open" || tab === "expired" || tab === "obsolete";

/** A participant can be set to any status except the active one (§4). */
export const otherStatuses = (status: Participant["status"]) =>
  (["accepted", "declined", "open"] as const).filter((s) => s !== status);

/** Which RSVP buttons are enabled (§4): none when locked or not allowed; accept not when the limit is reached. */
export function rsvpState(
  a: Pick<Appointment, "can" | "attendee_configuration" | "total_attendees_enforced_and_exceeded">,
  mine: string | null,
) {
  const all = a.can.opt && !a.attendee_configuration.participation_locked;
  return {
    accept: all && (!a.total_attendees_enforced_and_exceeded || mine === "accepted"),
    decline: all,
    open: all,
  };
}

/** A modified occurrence of a series asks whether the answer applies to it or the series. */
export const asksApplyTo = (a: Pick<Appointment, "type" | "recurring_appointment_url">) =>
  a.type === "appointment" && a.recurring_appointment_url !== null;

/** Participants by the group they came through; direct ones under null. */
export function groupParticipants(list: Participant[]) {
  const groups = new Map<string | null, { name: string | null; participants: Participant[] }>();
  for (const p of list) {
    const key = p.group?.id ?? null;
    const entry = groups.get(key) ?? { name: p.group?.name ?? null, participants: [] };
    entry.participants.push(p);
    groups.set(key, entry);
  }
  return [...groups.entries()].map(([id, g]) => ({ id, ...g }));
}

/** Whether including attachments would exceed the network's mail limit (§5). */
export const attachmentsTooLarge = (bytes: number, limitMb: number) => bytes > limitMb * 1024 * 1024;

/**
 * When an appointment is, on its own zone's wall clock as its detail page writes it: the dates alone for an all-day one
 * (`27/10/2027`, `27/10/2027 – 29/10/2027`), else start and end (`10/06/2031 10:00 – 11:00`, the end's date only when
 * it is another day). The invitations, the participations and the calendar's detail page share it.
 */
export function formatAppointmentDate(date: Pick<Appointment["date"], "start" | "end" | "all_day">): string {
  const start = ownWallClock(date.start);
  const end = date.end ? ownWallClock(date.end) : null;
  const sameDay = !end || end.slice(0, 10) === start.slice(0, 10);
  if (date.all_day) {
    const first = formatDate(start.slice(0, 10));
    return end && !sameDay ? `${first} – ${formatDate(end.slice(0, 10))}` : first;
  }
  if (!end) return formatInstant(start);
  return `${formatInstant(start)} – ${sameDay ? formatTime(end) : formatInstant(end)}`;
}

// Wall times in a zone go through the one date module.
export { zonedToIso } from "../../lib/dates";
