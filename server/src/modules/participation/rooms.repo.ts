import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { isUncancelledAppointment } from "../calendar/appointments.repo.js";
import { meetingRooms, roomBookings } from "./participation.schema.js";

export async function listRooms(db: DbOrTx) {
  return db.select().from(meetingRooms).orderBy(asc(meetingRooms.name));
}

export async function createRoom(db: DbOrTx, name: string) {
  const [row] = await db.insert(meetingRooms).values({ name }).returning();
  if (!row) throw new Error("room insert returned nothing");
  return row;
}

/** Rooms with a booking overlapping [start, end), other than the given appointment row's own; cancelled ones free it. */
export async function occupiedRoomIds(db: DbOrTx, start: Date, end: Date, exceptAppointment: string | null) {
  const rows = await db
    .select({ roomId: roomBookings.roomId })
    .from(roomBookings)
    .where(
      and(
        isUncancelledAppointment(roomBookings.appointmentId),
        sql`${roomBookings.startsAt} < ${end.toISOString()}::timestamptz`,
        sql`${roomBookings.endsAt} > ${start.toISOString()}::timestamptz`,
        exceptAppointment ? ne(roomBookings.appointmentId, exceptAppointment) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.roomId));
}

/** Locks the room's row so overlapping bookings are checked and written one at a time. */
export async function lockRoom(tx: DbOrTx, roomId: string) {
  const [row] = await tx
    .select({ id: meetingRooms.id, name: meetingRooms.name })
    .from(meetingRooms)
    .where(eq(meetingRooms.id, roomId))
    .for("update");
  return row ?? null;
}

export async function bookingOf(db: DbOrTx, appointmentId: string) {
  const [row] = await db.select().from(roomBookings).where(eq(roomBookings.appointmentId, appointmentId));
  return row ?? null;
}

export async function bookingsFor(db: DbOrTx, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return new Map<string, { roomId: string; roomName: string; meetingName: string }>();
  const rows = await db
    .select({
      appointmentId: roomBookings.appointmentId,
      roomId: roomBookings.roomId,
      roomName: meetingRooms.name,
      meetingName: roomBookings.meetingName,
    })
    .from(roomBookings)
    .innerJoin(meetingRooms, eq(meetingRooms.id, roomBookings.roomId))
    .where(inArray(roomBookings.appointmentId, appointmentIds));
  return new Map(rows.map((r) => [r.appointmentId, r]));
}

export async function deleteRoom(db: DbOrTx, id: string) {
  await db.delete(meetingRooms).where(eq(meetingRooms.id, id));
}

export async function deleteBooking(db: DbOrTx, id: string) {
  await db.delete(roomBookings).where(eq(roomBookings.id, id));
}

/** Books the room for the appointment row, replacing the row's booking if it has one. */
export async function saveBooking(
  db: DbOrTx,
  values: { roomId: string; appointmentId: string; startsAt: Date; endsAt: Date; meetingName: string },
) {
  const { roomId, startsAt, endsAt, meetingName } = values;
  await db
    .insert(roomBookings)
    .values(values)
    .onConflictDoUpdate({ target: roomBookings.appointmentId, set: { roomId, startsAt, endsAt, meetingName } });
}
