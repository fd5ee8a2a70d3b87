import type { Appointment } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import type { AppointmentInstance, PresentContext } from "../calendar/appointment.presenter.js";
import { seriesTiming } from "../calendar/appointment.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import { participationCan } from "./participation.policy.js";
import { presentParticipants } from "./participation.presenter.js";
import {
  countsByRow,
  effectiveParticipants,
  mineByRow,
  participantPeopleOf,
  statusCounts,
} from "./participation.repo.js";
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
 * the meeting, and the participation abilities. Lists batch-load; a single appointment (the detail)
 * gets exact counts and the participant panel.
 */
export function presentParticipation(ctx: AppContext) {
  const provider = videoProvider(ctx.config);
  return async (db: DbOrTx, pc: PresentContext, instances: AppointmentInstance[], presented: Appointment[]) => {
    if (instances.length === 0) return;
    const member: MemberRow = pc.member;
    const allRows = [...new Set(instances.flatMap(rowsOf))];
    const bookable = instances.filter((i) => !i.series && !seriesTiming(i.row)).map((i) => i.row.id);
    const [mine, counts, bookings] = await Promise.all([
      mineByRow(db, member.id, allRows),
      countsByRow(db, allRows),
      provider
        ? bookingsFor(db, bookable)
        : new Map<string, { roomId: string; roomName: string; meetingName: string }>(),
    ]);
    const now = new Date();
    for (const [index, i] of instances.entries()) {
      const p = presented[index];
      if (!p) continue;
      const rows = rowsOf(i);
      const part = rows.map((id) => mine.parts.get(id)).find(Boolean) ?? null;
      const invite = rows.map((id) => mine.invites.get(id)).find(Boolean) ?? null;
      const attendee = p.attendee_configuration;
      let accepted = rows.reduce((n, id) => n + (counts.get(id)?.accepted ?? 0), 0);
      const booking = bookings.get(i.row.id) ?? null;
      const timing = i.series ? null : seriesTiming(i.row);
      const past = timing ? (i.row.recurrenceEndsAt ?? new Date(8.64e15)) < now : (i.end ?? i.start) < now;
      p.can = participationCan(p.can, {
        canceled: p.canceled,
        past,
        locked: attendee.participation_locked,
        userCanOpt: attendee.user_can_opt,
        showToAdminsOnly: attendee.show_participants_to_admins_only,
        mine: part?.status ?? null,
        optRetroactively: ctx.config.optRetroactively,
        videoMeetings: provider !== null,
        hasMeeting: booking !== null,
      });
      if (instances.length === 1) {
        const scope = { target: rows[0] as string, rows };
        accepted = (await statusCounts(db, scope)).accepted;
        if (p.can.show_attendees) {
          const panel = await effectiveParticipants(db, scope, { status: "accepted", limit: PANEL_SIZE });
          p.participants = presentParticipants(panel, await participantPeopleOf(db, panel));
        }
      }
      p.attending_participants_count = accepted;
      p.total_attendees_enforced_and_exceeded =
        attendee.total_attendees_enforced && attendee.total !== null && accepted >= attendee.total;
      p.my_invite = invite
        ? { id: invite.id, status: invite.status as NonNullable<Appointment["my_invite"]>["status"] }
        : null;
      p.my_participation_status = part?.status ?? null;
      p.has_meeting = booking !== null;
      const mayJoin = p.can.update || (part !== null && part.status !== "declined");
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
