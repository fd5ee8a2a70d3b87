import type { NotificationSubject } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { joinAppointmentAndSeries } from "../calendar/appointments.repo.js";
import type { NotificationKind } from "../module.js";
import { appointmentInvites } from "./participation.schema.js";

/**
 * The notifications about appointments, as the notifications module lists them (see
 * ModuleDescriptor.notificationKinds). appointment_invite (to the invitee) shows while their invitation stands: a
 * participant removed (invitation obsolete) or an appointment deleted (its invitations with it) takes it away.
 * The title is the appointment row's (`a`, see joinAppointmentAndSeries), read when the list is.
 */
export const appointmentNotificationKinds: Record<string, NotificationKind> = {
  appointment_invite: {
    subject: (n) => sql<NotificationSubject | null>`(select json_build_object('type', 'appointment', 'id', a.id,
      'title', a.name, 'html_url', '/appointments/' || a.id)
      from ${appointmentInvites} ${joinAppointmentAndSeries(appointmentInvites.appointmentId)}
      where ${appointmentInvites.appointmentId} = ${n.subjectId} and ${appointmentInvites.inviteeId} = ${n.recipientId}
        and ${appointmentInvites.status} <> 'obsolete')`,
  },
};
