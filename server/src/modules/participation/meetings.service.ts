import type { appointmentPayload } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, forbidden, invalid } from "../../http/errors.js";
import { seriesTiming } from "../calendar/appointment.presenter.js";
import type { AppointmentRow } from "../calendar/calendar.schema.js";
import type { MemberRow } from "../members/members.schema.js";
import { featureOff, loadForParticipation } from "./participants.service.js";
import {
  bookingOf,
  createRoom,
  deleteBooking,
  deleteRoom,
  listRooms,
  lockRoom,
  occupiedRoomIds,
  saveBooking,
} from "./rooms.repo.js";
import { videoProvider } from "./video-provider.js";

type Payload = z.output<typeof appointmentPayload>["appointment"];

export const roomOccupied = () =>
  new AppError(409, "room_occupied", "The meeting room is already booked at that time.", {
    meeting_room_id: ["is already booked at that time"],
  });

/** Rooms for the range; `reservable` leaves out occupied ones except the one asked for by room_id. */
export async function meetingRooms(
  ctx: AppContext,
  q: { filter: "reservable" | "all"; start?: string; end?: string; appointment_id?: string; room_id?: string },
) {
  if (!videoProvider(ctx.config)) throw featureOff("Video meetings");
  const rooms = await listRooms(ctx.db);
  const own = q.appointment_id && /^[0-9a-f]{24}$/.test(q.appointment_id) ? q.appointment_id : null;
  const occupied =
    q.start && q.end ? await occupiedRoomIds(ctx.db, new Date(q.start), new Date(q.end), own) : new Set<string>();
  return rooms
    .map((r) => ({ id: r.id, name: r.name, occupied: occupied.has(r.id) }))
    .filter((r) => q.filter !== "reservable" || !r.occupied || r.id === q.room_id);
}

/**
 * Books, moves or frees the appointment's room inside the save's transaction. The room's row is
 * locked before the overlap check, so of two concurrent saves for overlapping times one waits and
 * then fails; a failure rolls the whole save back.
 */
export async function bookRoom(
  tx: DbOrTx,
  ctx: AppContext,
  save: { row: AppointmentRow; series: AppointmentRow | null; payload: Payload },
) {
  const { row, series, payload } = save;
  const requested = payload.meeting_room_id;
  const current = await bookingOf(tx, row.id);
  if (requested === undefined && !current) return;
  if (requested === null) {
    if (current) await deleteBooking(tx, current.id);
    return;
  }
  const provider = videoProvider(ctx.config);
  if (!provider) {
    if (requested !== undefined) throw invalid({ meeting_room_id: ["video meetings are not available"] });
    return;
  }
  const roomId = requested ?? current?.roomId;
  if (!roomId) return;
  if (series || seriesTiming(row)) {
    throw invalid({ meeting_room_id: ["is not available for a series or a modified occurrence"] });
  }
  if (!row.endsAt) throw invalid({ meeting_room_id: ["needs an end date"] });
  const room = await lockRoom(tx, roomId);
  if (!room) throw invalid({ meeting_room_id: ["is not a valid meeting room"] });
  const occupied = await occupiedRoomIds(tx, row.startsAt, row.endsAt, row.id);
  if (occupied.has(roomId)) throw roomOccupied();
  const meetingName = current?.roomId === roomId ? current.meetingName : provider.meetingName(room.name);
  await saveBooking(tx, { roomId, appointmentId: row.id, startsAt: row.startsAt, endsAt: row.endsAt, meetingName });
}

export async function startMeeting(ctx: AppContext, member: MemberRow, ref: string, memo?: Map<string, unknown>) {
  const provider = videoProvider(ctx.config);
  if (!provider) throw featureOff("Video meetings");
  const { can, booking } = await loadForParticipation(ctx, member, ref, memo);
  if (!can.start_meeting || !booking) throw forbidden("You may not start this meeting.");
  return { join_url: provider.joinUrl(booking.meetingName, member, { moderator: can.update }) };
}

/** A new meeting room of the network (administrators). */
export async function addMeetingRoom(db: DbOrTx, name: string) {
  const row = await createRoom(db, name);
  return { id: row.id, name: row.name, occupied: false };
}

/** Removes a meeting room (administrators). */
export const removeMeetingRoom = (db: DbOrTx, id: string) => deleteRoom(db, id);
