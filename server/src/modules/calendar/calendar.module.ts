import { AppError } from "../../http/errors.js";
import type { ModuleDescriptor } from "../module.js";
import { appointmentActivityType } from "./appointment-activity.js";
import { resolveAppointment } from "./appointment-lookup.service.js";
import { sanitizeDescription } from "./appointment-payload.js";
import { appointmentCounts } from "./appointment-statistics.repo.js";
import { calendarRoutes } from "./calendar.routes.js";
import * as schema from "./calendar.schema.js";
import { mayReadAppointmentFile } from "./calendars.access.js";
import { feedMember } from "./feeds.service.js";
import { appointmentsSearch } from "./search.repo.js";

/** Calendars, appointments and their iCal feeds. */
export const calendarModule: ModuleDescriptor = {
  name: "calendar",
  routes: calendarRoutes,
  schema,
  translatables: {
    // GET /translations/{lng}/appointment/{id}: name and description, for members who may read it.
    appointment: {
      load: async (ctx, member, ref) => {
        const r = await resolveAppointment(ctx, member, ref).catch((err) => {
          if (err instanceof AppError && err.status === 404) return null;
          throw err;
        });
        const row = r?.instance.row;
        return row
          ? { name: { text: row.name, html: false }, description: { text: row.description, html: true } }
          : null;
      },
      sanitize: sanitizeDescription,
    },
  },
  // Appointments saved with "post to activity stream" show in the streams as the appointment's summary.
  activityTypes: { appointment: appointmentActivityType },
  // An appointment's image, files and description images: readable by whoever may read the appointment,
  // participants included.
  fileAccess: (db, member, upload, ctx) =>
    mayReadAppointmentFile(db, member, ctx.modules.appointments.participantRows(member.id, "any"), upload.id),
  searchSources: { appointments: appointmentsSearch },
  // The member's one feed token authenticates the blogs' RSS feeds too.
  feedMembers: feedMember,
  administrationLinks: () => [
    {
      section: "content",
      label: "navigation.shell.appointment_categories",
      path: "/administration/appointment_categories/edit",
    },
  ],
  statisticsSources: () => [
    { key: "appointments", count: async (db, s) => ({ points: await appointmentCounts(db, s.groupId, s) }) },
  ],
};
