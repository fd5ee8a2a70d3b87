import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import { registerTranslatable } from "../../translation/translatable.js";
import { appointmentsRoutes } from "./appointments.routes.js";
import { resolveAppointment, sanitizeDescription } from "./appointments.service.js";
import { calendarsRoutes } from "./calendars.routes.js";
import { feedsRoutes } from "./feeds.routes.js";

/** Calendars, appointments and their iCal feeds. */
export const calendarRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // GET /translations/{lng}/appointment/{id}: name and description, for members who may read it.
  registerTranslatable("appointment", {
    load: async (c, member, ref) => {
      const r = await resolveAppointment(c.db, member, ref).catch((err) => {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      });
      const row = r?.instance.row;
      return row ? { name: { text: row.name, html: false }, description: { text: row.description, html: true } } : null;
    },
    sanitize: sanitizeDescription,
  });
  await calendarsRoutes(app, ctx);
  await appointmentsRoutes(app, ctx);
  await feedsRoutes(app, ctx);
};
