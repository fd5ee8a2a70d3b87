import type { Appointment } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { AppointmentInstance } from "../calendar/appointment.presenter.js";
import { attendeeConfigurationOf, instancePast, seriesTiming } from "../calendar/appointment.presenter.js";
import type { AppointmentHooks } from "../calendar/participation-hooks.js";
import type { MemberRow } from "../members/members.schema.js";
import { participationCan } from "./participation.policy.js";
import { presentParticipants } from "./participation.presenter.js";
import { answersByRow, countsAndPanel, participantPeopleOf } from "./participation.repo.js";
import { bookingsFor } from "./rooms.repo.js";
import { videoProvider } from "./video-provider.js";

const PANEL_SIZE = 12;

/** The rows whose answers apply to an instance, most specific first. */
function rowsOf(i: AppointmentInstance): string[] {
  if (i.series && i.row.id !== i.series.id) return [i.row.id, i.series.id];
  return [(i.series ?? i.row).id];
}

/**
 * Fills the participation fields of presented appointments: the member's invite and answer, counts,
 * the meeting, and the participation abilities, for a whole list in one statement (two with meetings).
 * The detail (`pc.detail`) counts each member once across an occurrence and its series and adds the
 * participant panel, loaded beside the answers.
 */
export function presentParticipation(ctx: AppContext): AppointmentHooks["present"] {
  const provider = videoProvider(ctx.config);
  return async (db, pc, instances, presented) => {
    if (instances.length === 0) return;
    const member: MemberRow = pc.member;
    const allRows = [...new Set(instances.flatMap(rowsOf))];
    const bookable = instances.filter((i) => !i.series && !seriesTiming(i.row)).map((i) => i.row.id);
    const single = pc.detail ? instances[0] : undefined;
    const scope = single ? { target: rowsOf(single)[0] as string, rows: rowsOf(single) } : null;
    // Whether the panel shows depends only on the calendar's abilities and the row's settings.
    const showPanel =
      single && presented[0]
        ? presented[0].can.update || !attendeeConfigurationOf(single.row).show_participants_to_admins_only
        : false;
    const [answers, bookings, detail] = await Promise.all([
      answersByRow(db, member.id, allRows),
      provider && bookable.length
        ? bookingsFor(db, bookable)
        : new Map<string, { roomId: string; roomName: string; meetingName: string }>(),
      scope ? countsAndPanel(db, scope, showPanel ? PANEL_SIZE : null) : null,
    ]);
    const counts = detail?.counts;
    const panel = detail?.panel;
    const now = new Date();
    for (const [index, i] of instances.entries()) {
      const p = presented[index];
      if (!p) continue;
      const rows = rowsOf(i);
      const mine = rows.map((id) => answers.get(id)?.mine).find(Boolean) ?? null;
      const invite = rows.map((id) => answers.get(id)?.invite).find(Boolean) ?? null;
      const attendee = attendeeConfigurationOf(i.row);
      const accepted = counts?.accepted ?? rows.reduce((n, id) => n + (answers.get(id)?.accepted ?? 0), 0);
      const booking = bookings.get(i.row.id) ?? null;
      p.can = participationCan(p.can, {
        canceled: p.canceled,
        past: instancePast(i, now, member.timeZone),
        locked: attendee.participation_locked,
        userCanOpt: attendee.user_can_opt,
        showToAdminsOnly: attendee.show_participants_to_admins_only,
        mine,
        optRetroactively: ctx.config.optRetroactively,
        videoMeetings: provider !== null,
        hasMeeting: booking !== null,
      });
      if (panel && counts && p.can.show_attendees) {
        p.participants = presentParticipants(panel, await participantPeopleOf(db, panel));
        p.participant_counts = counts;
      }
      p.attending_participants_count = accepted;
      p.total_attendees_enforced_and_exceeded =
        attendee.total_attendees_enforced && attendee.total !== null && accepted >= attendee.total;
      p.my_invite = invite
        ? { id: invite.id, status: invite.status as NonNullable<Appointment["my_invite"]>["status"] }
        : null;
      p.my_participation_status = mine;
      p.has_meeting = booking !== null;
      const mayJoin = p.can.update || (mine !== null && mine !== "declined");
      p.meeting = booking
        ? {
            room_id: booking.roomId,
            room_name: booking.roomName,
            conference_call_phone_number: null,
            conference_call_access_code: null,
            join_url:
              provider && mayJoin ? provider.joinUrl(booking.meetingName, member, { moderator: p.can.update }) : null,
            app_url: null,
          }
        : null;
    }
  };
}
