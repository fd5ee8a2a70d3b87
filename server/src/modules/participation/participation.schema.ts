import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { appointments } from "../calendar/calendar.schema.js";
import { groups, membershipRoles } from "../groups/groups.schema.js";
import { members } from "../members/members.schema.js";

/**
 * A member's answer to an appointment row: a single appointment, a whole series, or a modified
 * occurrence (an exception row), whose own answer overrides the series' one.
 */
export const participations = pgTable(
  "participations",
  {
    id: idPk(),
    appointmentId: ref("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["accepted", "declined", "open"] }).notNull(),
    /** How the member came in: directly, through a group, or through a membership role. */
    groupId: ref("group_id").references(() => groups.id, { onDelete: "set null" }),
    roleId: ref("role_id").references(() => membershipRoles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("participations_unique").on(t.appointmentId, t.memberId),
    index("participations_member_idx").on(t.memberId, t.status),
    index("participations_appointment_status_idx").on(t.appointmentId, t.status),
  ],
);
export type ParticipationRow = typeof participations.$inferSelect;

/**
 * An invitation to an appointment. Stored statuses are open, accepted, declined and obsolete;
 * "expired" (past, not cancelled) and "obsolete" (cancelled) are also derived when read.
 */
export const appointmentInvites = pgTable(
  "appointment_invites",
  {
    id: idPk(),
    appointmentId: ref("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    inviteeId: ref("invitee_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    inviterId: ref("inviter_id").references(() => members.id, { onDelete: "set null" }),
    status: text("status", { enum: ["open", "accepted", "declined", "obsolete"] })
      .notNull()
      .default("open"),
    viaType: text("via_type", { enum: ["member", "group", "role"] })
      .notNull()
      .default("member"),
    viaId: ref("via_id"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("appointment_invites_unique").on(t.appointmentId, t.inviteeId),
    index("appointment_invites_invitee_idx").on(t.inviteeId, t.status),
  ],
);
export type AppointmentInviteRow = typeof appointmentInvites.$inferSelect;

export const meetingRooms = pgTable("meeting_rooms", {
  id: idPk(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});
export type MeetingRoomRow = typeof meetingRooms.$inferSelect;

/**
 * A room booked for an appointment row. Overlap is refused under a lock on the room's row, so two
 * concurrent saves for the same room are serialised; one booking per appointment row.
 */
export const roomBookings = pgTable(
  "room_bookings",
  {
    id: idPk(),
    roomId: ref("room_id")
      .notNull()
      .references(() => meetingRooms.id, { onDelete: "cascade" }),
    appointmentId: ref("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The meeting's room name at the video provider. */
    meetingName: text("meeting_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("room_bookings_appointment_unique").on(t.appointmentId),
    index("room_bookings_room_time_idx").on(t.roomId, t.startsAt),
  ],
);
export type RoomBookingRow = typeof roomBookings.$inferSelect;
