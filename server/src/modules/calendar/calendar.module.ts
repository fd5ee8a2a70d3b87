import { AppError } from "../../http/errors.js";
import type { ModuleDescriptor } from "../module.js";
import { readableMap, resolveAppointment } from "./appointment-lookup.service.js";
import { sanitizeDescription } from "./appointment-payload.js";
import { appointmentsWithFile, calendarIdsOf } from "./appointments.repo.js";
import { calendarRoutes } from "./calendar.routes.js";
import * as schema from "./calendar.schema.js";

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
  // An appointment's files are readable by whoever may read the appointment.
  fileAccess: async (db, member, upload) => {
    const owners = await appointmentsWithFile(db, upload.id);
    if (owners.length === 0) return undefined;
    const calendars = await calendarIdsOf(
      db,
      owners.map((o) => o.seriesId ?? o.id),
    );
    const readable = await readableMap(db, member);
    return [...calendars.values()].some((ids) => ids.some((id) => readable.has(id))) ? true : undefined;
  },
};
