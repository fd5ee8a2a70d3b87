import { appointmentsApi, navigationApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { sendDownload } from "../../http/downloads.js";
import { route } from "../../http/route.js";
import { saveAppointmentCategories } from "./appointment-categories.service.js";
import {
  appointmentCategories,
  appointmentMonth,
  presentedAppointment,
  resolveAppointment,
} from "./appointment-lookup.service.js";
import {
  cancelAppointment,
  createAppointment,
  destroyAppointment,
  lockParticipation,
  updateAppointment,
} from "./appointments.service.js";
import { appointmentIcs } from "./feeds.service.js";
import { occurrenceId } from "./recurrence.js";

export const appointmentsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, appointmentsApi.list, { config: { auth: "member" } }, async (req) =>
    appointmentMonth(ctx, currentMember(req), req.query, false, req.memo),
  );

  route(app, appointmentsApi.participating, { config: { auth: "member" } }, async (req) =>
    appointmentMonth(ctx, currentMember(req), req.query, true, req.memo),
  );

  route(app, appointmentsApi.categories, { config: { auth: "member" } }, () => appointmentCategories(ctx.db));
  // The administration's editor of the custom categories (the calendar owns them).
  route(app, navigationApi.updateAppointmentCategories, { config: { auth: "admin" } }, async (req) =>
    saveAppointmentCategories(ctx, currentMember(req).id, req.body.appointment_categories),
  );

  const show = async (req: FastifyRequest, ref: string) => {
    const member = currentMember(req);
    const resolved = await resolveAppointment(ctx, member, ref, req.memo);
    return presentedAppointment(ctx.db, resolved.pc, resolved.instance);
  };

  route(app, appointmentsApi.ics, { config: { auth: "member" } }, async (req, reply) => {
    const ref = req.params.id;
    const body = await appointmentIcs(ctx, currentMember(req), ref, req.memo);
    return sendDownload(reply, { contentType: "text/calendar; charset=utf-8", filename: `${ref}.ics`, body });
  });

  route(app, appointmentsApi.show, { config: { auth: "member" } }, async (req) => show(req, req.params.id));

  route(app, appointmentsApi.create, { config: { auth: "member" } }, async (req, reply) => {
    const row = await createAppointment(ctx, currentMember(req), req.body.appointment, req.memo);
    return reply.code(201).send(await show(req, row.id));
  });

  route(app, appointmentsApi.update, { config: { auth: "member" } }, async (req) => {
    const row = await updateAppointment(ctx, currentMember(req), req.params.id, req.body.appointment, req.memo);
    const ref = row.seriesId && row.originalStartsAt ? occurrenceId(row.seriesId, row.originalStartsAt) : row.id;
    return show(req, ref);
  });

  route(app, appointmentsApi.lock, { config: { auth: "member" } }, async (req) => {
    const locked = req.body.appointment.attendee_configuration.participation_locked;
    await lockParticipation(ctx, currentMember(req), req.params.id, locked, req.memo);
    return show(req, req.params.id);
  });

  route(app, appointmentsApi.cancel, { config: { auth: "member" } }, async (req) => {
    await cancelAppointment(ctx, currentMember(req), req.params.id, req.memo);
    return show(req, req.params.id);
  });

  route(app, appointmentsApi.destroy, { config: { auth: "member" } }, async (req, reply) => {
    await destroyAppointment(ctx, currentMember(req), req.params.id, req.memo);
    return reply.code(204).send();
  });
};
