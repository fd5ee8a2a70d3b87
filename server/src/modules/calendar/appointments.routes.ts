import { type appointmentListQuery, appointmentsApi, decodeCalendarFilter } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { sendDownload } from "../../http/downloads.js";
import { invalid } from "../../http/errors.js";
import { route } from "../../http/route.js";
import {
  instancesInWindow,
  monthWindow,
  presentedAppointment,
  presentedMonth,
  readableMap,
  resolveAppointment,
} from "./appointment-lookup.service.js";
import { listCategories } from "./appointments.repo.js";
import {
  cancelAppointment,
  createAppointment,
  destroyAppointment,
  lockParticipation,
  updateAppointment,
} from "./appointments.service.js";
import { readableCalendarIdsQuery } from "./calendars.access.js";
import { appointmentIcs } from "./feeds.service.js";
import { occurrenceId } from "./recurrence.js";

export const appointmentsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const list = async (req: FastifyRequest, query: z.output<typeof appointmentListQuery>, participating: boolean) => {
    const member = currentMember(req);
    let wanted: string[] | undefined;
    if (query.calendars !== undefined) {
      const filter = decodeCalendarFilter(query.calendars);
      if (!filter) throw invalid({ calendars: ["is not a valid calendar filter"] });
      wanted = filter;
    }
    const window = monthWindow(query.date, member.timeZone);
    // The window's rows are chosen by the readable-calendars predicate itself, so the calendars' abilities
    // (for `can`) load beside them. "Participating": the member's own appointments and those they take
    // part in (participation hook).
    const [readable, { instances, calendarMap }] = await Promise.all([
      readableMap(ctx.db, member, req.memo),
      instancesInWindow(ctx.db, readableCalendarIdsQuery(member, wanted), window, {
        authorId: participating ? member.id : undefined,
        participating: participating ? ctx.modules.appointments.participating(member.id) : null,
      }),
    ]);
    const pc = { member, readable, calendarIds: calendarMap, hooks: ctx.modules.appointments };
    return {
      from: window.fromIso,
      to: window.toIso,
      time_zone: member.timeZone,
      ...(await presentedMonth(ctx.db, pc, instances)),
    };
  };

  route(app, appointmentsApi.list, { config: { auth: "member" } }, async (req) => list(req, req.query, false));

  route(app, appointmentsApi.participating, { config: { auth: "member" } }, async (req) => list(req, req.query, true));

  route(app, appointmentsApi.categories, { config: { auth: "member" } }, async () =>
    (await listCategories(ctx.db)).map((c) => ({ id: c.id, label: c.label })),
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
