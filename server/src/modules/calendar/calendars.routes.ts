import { calendarsApi, timeZoneOptions } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import {
  calendarCreateOptions,
  createCalendar,
  deleteCalendar,
  feedTokenState,
  groupCalendars,
  leaveShare,
  memberCalendars,
  presentedCalendar,
  readableCalendar,
  resetFeedToken,
  updateCalendar,
  visibleGroupOf,
} from "./calendars.service.js";

export const calendarsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, calendarsApi.list, { config: { auth: "member" } }, (req) => memberCalendars(ctx.db, currentMember(req)));

  route(app, calendarsApi.createOptions, { config: { auth: "member" } }, (req) =>
    calendarCreateOptions(ctx.db, currentMember(req)),
  );

  route(app, calendarsApi.timeZones, { config: { auth: "member" } }, async () => timeZoneOptions());

  route(app, calendarsApi.feedToken, { config: { auth: "member" } }, (req) =>
    feedTokenState(ctx.db, currentMember(req)),
  );

  route(app, calendarsApi.createFeedToken, { config: { auth: "member" } }, async (req, reply) =>
    reply.code(201).send(await resetFeedToken(ctx, currentMember(req))),
  );

  const showCalendar = (req: Parameters<typeof currentMember>[0], id: string) =>
    presentedCalendar(ctx.db, currentMember(req), id);

  route(app, calendarsApi.show, { config: { auth: "member" } }, async (req) => {
    await readableCalendar(ctx, currentMember(req), req.params.id);
    return showCalendar(req, req.params.id);
  });

  route(app, calendarsApi.create, { config: { auth: "member" } }, async (req, reply) => {
    const id = await createCalendar(ctx, currentMember(req), req.body);
    return reply.code(201).send(await showCalendar(req, id));
  });

  route(app, calendarsApi.update, { config: { auth: "member" } }, async (req) => {
    await updateCalendar(ctx, currentMember(req), req.params.id, req.body);
    return showCalendar(req, req.params.id);
  });

  route(app, calendarsApi.destroy, { config: { auth: "member" } }, async (req, reply) => {
    await deleteCalendar(ctx, currentMember(req), req.params.id);
    return reply.code(204).send();
  });

  route(app, calendarsApi.unshare, { config: { auth: "member" } }, async (req, reply) => {
    await leaveShare(ctx, currentMember(req), req.params.id);
    return reply.code(204).send();
  });

  route(app, calendarsApi.ofGroup, { config: { auth: "member" } }, (req) =>
    groupCalendars(ctx.db, currentMember(req), req.params.slug),
  );

  route(app, calendarsApi.createInGroup, { config: { auth: "member" } }, async (req, reply) => {
    const member = currentMember(req);
    const group = await visibleGroupOf(ctx.db, member, req.params.slug);
    const id = await createCalendar(ctx, member, req.body, group.slug);
    return reply.code(201).send(await showCalendar(req, id));
  });
};
