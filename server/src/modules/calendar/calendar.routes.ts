import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../context.js";
import { appointmentsRoutes } from "./appointments.routes.js";
import { calendarsRoutes } from "./calendars.routes.js";
import { feedsRoutes } from "./feeds.routes.js";

/** Calendars, appointments and their iCal feeds. */
export const calendarRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  await calendarsRoutes(app, ctx);
  await appointmentsRoutes(app, ctx);
  await feedsRoutes(app, ctx);
};
