import type { ModuleDescriptor } from "../module.js";
import { appointmentNotificationKinds } from "./appointment-notifications.access.js";
import { answerAppointmentInvite, listAppointmentInvites } from "./invites.service.js";
import { bookRoom } from "./meetings.service.js";
import { CHANGED_JOB } from "./participants.service.js";
import { registerParticipationJobs } from "./participation.jobs.js";
import { openInviteCountSql, participantRows } from "./participation.repo.js";
import { participationRoutes } from "./participation.routes.js";
import * as schema from "./participation.schema.js";
import { presentParticipation } from "./present-hook.js";
import { createRoom } from "./rooms.repo.js";
import { saveInvites } from "./save-hook.js";

/** Participants, RSVP, invites, attendee lists, contacting attendees, meeting rooms and online meetings. */
export const participationModule: ModuleDescriptor = {
  name: "participation",
  routes: participationRoutes,
  schema,
  jobs: registerParticipationJobs,
  // Calendars: the member's open appointment invites.
  unreadCounts: (memberId) => ({ Calendars: openInviteCountSql(memberId) }),
  // Invitations to appointments in the member's notifications.
  notificationKinds: appointmentNotificationKinds,
  // Appointment invitations on the groups' invitation routes (the list with filter=appointments, accepting).
  inviteKinds: { appointments: { received: listAppointmentInvites, answer: answerAppointmentInvite } },
  appointmentHooks: (ctx) => ({
    present: presentParticipation(ctx),
    participantRows,
    saved: async (tx, save) => {
      await bookRoom(tx, ctx, save);
      if (save.created) return saveInvites(tx, ctx, save);
      if (!save.payload.send_email_notification) return undefined;
      const rows = save.series && save.row.id !== save.series.id ? [save.row.id, save.series.id] : [save.row.id];
      return async () => ctx.jobs.send(CHANGED_JOB, { rows, authorId: save.member.id });
    },
  }),
  // Meeting rooms for appointments; bookable when video meetings (JITSI_URL) are configured.
  seed: async (tx) => {
    for (const name of ["Blue room", "Green room", "Board room"]) await createRoom(tx, name);
  },
};
